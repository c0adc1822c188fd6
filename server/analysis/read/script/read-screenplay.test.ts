import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parseFdx } from "#server/screenplay/parse-fdx";
import { parseScreenplayText } from "#server/screenplay/parse-screenplay-text";
import { renderScreenplayText } from "#server/screenplay/render-screenplay-text";
import { describeExtendedCorpus } from "#server/test/extended-corpus";
import { realFixture } from "#server/test/real-fixtures";
import { readScreenplay } from "./read-screenplay";
import { screenplayStats } from "./screenplay-stats";

const read = (name: string) => readFileSync(realFixture(name), "utf8");

describe("readScreenplay on the real fixtures (numbers checked by hand with grep)", () => {
  it("Big Fish (Fountain): 190 scenes, EDWARD and WILL lead", () => {
    const stats = readScreenplay(read("big_fish__screenplain.fountain"));
    expect(stats).toMatchObject({ title: "Big Fish", scenes: 190, interiorScenes: 99, exteriorScenes: 93 });
    expect(stats?.dayScenes).toBe(122);
    expect(stats?.nightScenes).toBe(62);
    // 295 lines start with EDWARD; two are action ("EDWARD'S PARACHUTE.", "EDWARD AND WILL").
    expect(stats?.speakingCharacters.slice(0, 4)).toEqual([
      { name: "EDWARD", speeches: 293, words: 4453 },
      { name: "WILL", speeches: 141, words: 1524 },
      { name: "JENNY", speeches: 58, words: 1039 },
      { name: "SANDRA", speeches: 59, words: 668 },
    ]);
    expect(stats?.pages).toBeGreaterThanOrEqual(110);
    expect(stats?.pages).toBeLessThanOrEqual(134);
    expect(stats?.dialogueShare).toBeGreaterThan(0.35);
    expect(stats?.dialogueShare).toBeLessThan(0.5);
    expect(stats?.longestScenes[0]?.heading).toBe("INT. GUEST BEDROOM - NIGHT");
  });

  it("Big Fish FDX gives the same statistics as its Fountain source", () => {
    const fromFdx = parseFdx(read("big_fish__screenplain.fdx"));
    const fountain = readScreenplay(read("big_fish__screenplain.fountain"));
    expect({ ...screenplayStats(fromFdx, "Big Fish") }).toEqual(fountain);
  });

  it("My Living Memory: 9 scenes, CRLF and lower-case title keys", () => {
    const stats = readScreenplay(read("my_living_memory__afterwriting.fountain"));
    expect(stats).toMatchObject({
      title: "My Living Memory",
      scenes: 9,
      interiorScenes: 4,
      exteriorScenes: 5,
    });
    expect(stats?.speakingCharacters[0]).toEqual({ name: "KATE", speeches: 58, words: 636 });
    expect(stats?.speakingCharacters.find((c) => c.name === "HARRY")?.speeches).toBe(5);
    expect(stats?.speakingCharacters.find((c) => c.name === "JOE")?.speeches).toBe(10);
  });

  it("Cyber Bob: 3 scenes despite boneyard, notes, centered text and short action lines", () => {
    const stats = readScreenplay(read("cyber_bob_ep00001__ebScreenplays.fountain"));
    expect(stats?.scenes).toBe(3);
    expect(stats?.title).toBe(
      "BOB THE CYBER PAWN AND HIS CYBER CLOUD BOSS THING EPISODE 1: TRAFFIC CONTROL DOGS",
    );
    expect(stats?.speakingCharacters.slice(0, 2)).toEqual([
      { name: "BOB", speeches: 16, words: 112 },
      { name: "DOG", speeches: 11, words: 98 },
    ]);
    expect(stats?.speakingCharacters.map((c) => c.name)).toContain("MARGARET");
  });

  it("wildwinter FDX (Final Draft 12): title, cues without (O.S.), two scene headings", () => {
    const parsed = parseFdx(read("fdx_test_script_finaldraft__screenplay-tools.fdx"));
    const stats = screenplayStats(parsed, parsed.title);
    // The file's Content holds two Scene Heading paragraphs (SOURCES.md says 3 scenes).
    expect(stats).toMatchObject({ title: "FDX Test Script", scenes: 2, pages: 1 });
    expect(stats.speakingCharacters.map((c) => c.name)).toEqual(["DJ", "JIM", "KAY", "DAVE"]);
    expect(parsed.elements.filter((e) => e.type === "transition").map((e) => e.text)).toEqual([
      "CUT TO:",
      "FADE TO BLACK",
    ]);
    expect(parsed.elements.find((e) => e.type === "parenthetical")?.text).toBe("(bored)");
  });

  it("a series bible written as prose is not a screenplay", () => {
    expect(readScreenplay(read("cyber_bob_universe_bible__ebScreenplays.txt"))).toBeNull();
  });

  it.each([
    "big_fish__screenplain.fdx",
    "fdx_test_script_finaldraft__screenplay-tools.fdx",
    "big_fish__screenplain.fountain",
    "my_living_memory__afterwriting.fountain",
    "cyber_bob_ep00001__ebScreenplays.fountain",
  ])("%s rendered as plain text reads back to the same statistics", (name) => {
    const parsed = name.endsWith(".fdx") ? parseFdx(read(name)) : parseScreenplayText(read(name));
    const text = renderScreenplayText(parsed);
    expect(readScreenplay(text)).toEqual(screenplayStats(parsed, parsed.title));
    expect(text).not.toMatch(/<Text|\/\*/);
    // The writer's notes travel with the text, as Fountain notes; the boneyard does not.
    const notes = parsed.elements.filter((element) => element.type === "note");
    for (const note of notes) expect(text).toContain(`[[${note.text}]]`);
  });
});

describeExtendedCorpus("readScreenplay on Stonehenge and E02b", () => {
  it("Stonehenge (typewriter layout .txt): 11 scenes, JASON speaks 9 times", () => {
    const stats = readScreenplay(read("stonehenge_sample__trelby.txt"));
    expect(stats).toMatchObject({
      title: null,
      scenes: 11,
      interiorScenes: 4,
      exteriorScenes: 7,
      nightScenes: 9,
    });
    expect(stats?.speakingCharacters[0]).toMatchObject({ name: "JASON", speeches: 9 });
    expect(stats?.speakingCharacters.map((c) => c.name)).toEqual(
      expect.arrayContaining(["KEVIN", "SARAH", "CAPTAIN", "FISHERMAN #1", "FISHERMAN #2"]),
    );
  });

  it("E02b (Final Draft 10): 37 scene headings, DANIEL leads, dual dialogue read", () => {
    const parsed = parseFdx(read("e02b_buckets_and_flavors__FinalDraftProReader.fdx"));
    const stats = screenplayStats(parsed, parsed.title);
    // The file holds 37 "Scene Heading" paragraphs (SOURCES.md says 38).
    expect(stats).toMatchObject({ title: "E02 - Buckets and Flavors", scenes: 37 });
    expect(stats.speakingCharacters.slice(0, 2)).toEqual([
      { name: "DANIEL", speeches: 224, words: 3447 },
      { name: "KATRINA", speeches: 103, words: 752 },
    ]);
    // One <DualDialogue> block: MELISSA and KATRINA speak at once.
    expect(parsed.elements.filter((e) => e.isDual).map((e) => e.text)).toEqual(["KATRINA"]);
  });

  it("E02b rendered as plain text reads back to the same statistics", () => {
    const parsed = parseFdx(read("e02b_buckets_and_flavors__FinalDraftProReader.fdx"));
    const text = renderScreenplayText(parsed);
    expect(readScreenplay(text)).toEqual(screenplayStats(parsed, parsed.title));
    expect(text).not.toMatch(/<Text|\/\*/);
    // The writer's notes travel with the text, as Fountain notes.
    const notes = parsed.elements.filter((element) => element.type === "note");
    for (const note of notes) expect(text).toContain(`[[${note.text}]]`);
  });
});

describe("readScreenplay on material that is not a screenplay", () => {
  it("returns null for an idea written as prose", () => {
    const idea =
      "A retired lighthouse keeper discovers that the storms battering her island are messages from her drowned " +
      "brother. It's Local Hero meets The Others: a haunting, hopeful drama about grief and the sea.";
    expect(readScreenplay(idea)).toBeNull();
  });

  it("returns null for deck text with upper-case slide titles", () => {
    const deck =
      "THE HOOK\nA town that forgets one person every night.\n\nWHY NOW\nMemory apps are everywhere.\n\nTEAM\nJo Bloggs, producer\n";
    expect(readScreenplay(deck)).toBeNull();
  });

  it("returns null for empty text", () => {
    expect(readScreenplay("")).toBeNull();
  });
});
