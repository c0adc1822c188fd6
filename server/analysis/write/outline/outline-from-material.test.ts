import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { AnalysisInput } from "#analysis/engine/analysis-engine";
import { createBuiltinEngine } from "#analysis/engine/create-builtin-engine";
import { COMP_TITLES, matchComps } from "#domain/comps-match";
import type { DeckBuildout } from "#domain/deck-buildout";
import { buildCombinedText } from "#domain/questionnaire";
import { isPlaceholder, leadsMissingFromSummary, nonPeople, repeatedSentences } from "#eval/outline-measures";
import { realFixture } from "#server/test/real-fixtures";
import { tightenLogline } from "./logline-text";

const engine = createBuiltinEngine();

async function outline(
  input: Partial<AnalysisInput> & Pick<AnalysisInput, "pitchText">,
): Promise<DeckBuildout> {
  const result = await engine.analyze({
    genre: "Drama",
    projectTitle: "Untitled",
    projectStage: "script",
    mode: "generate",
    analysisType: "both",
    promptAnswers: {},
    ...input,
  });
  if (!result.deckBuildout) throw new Error("no outline");
  return result.deckBuildout;
}

describe("the outline of a real script (Big Fish)", async () => {
  const bigFish = await outline({
    pitchText: readFileSync(realFixture("big_fish__screenplain.fountain"), "utf8"),
    projectTitle: "Big Fish",
  });

  it("retells the story by act in the leads' names", () => {
    expect(leadsMissingFromSummary(bigFish, ["Edward", "Will"])).toEqual([]);
    expect(bigFish.story_summary.paragraphs.some((p) => p.startsWith("Act One (pages 1–"))).toBe(true);
  });

  it("lists people of the story, leads first, with what the script says about them", () => {
    const [edward, will] = bigFish.characters.character_list;
    expect(edward?.name).toBe("Edward Bloom");
    expect(edward?.description).toContain("Will's father.");
    expect(edward?.casting_visual).toContain("The page describes them as “handsome”.");
    expect(will?.name).toBe("Will Bloom");
    expect(will?.casting_visual).toContain("Cast at 3, 17 and 28, the ages the script gives.");
    // The change runs from the scene they first appear in to the scene they last appear in.
    expect(edward?.description).toContain(
      "From page 1 to page 121, Edward goes from “In every gesture, Edward is bigger than life",
    );
    expect(edward?.description).toContain("“They're telling Edward's stories.” (Cemetery).");
    // Edward's card already quotes the sentence that names Will first: Will's own moment comes next.
    expect(will?.description).toMatch(
      /From page 1 to page 123, Will goes from “A few years later, and Will sits with the other indian guides/,
    );
    expect(edward?.description).toContain("Will Bloom, age 3, listens wide-eyed");
    expect(will?.description).not.toContain("“Will Bloom, age 3, listens wide-eyed");
  });

  it("breaks a tie on scenes by the pages they fill: Karl (17 scenes, 121 eighths) before Don Price (17, 81)", () => {
    const names = bigFish.characters.character_list.map((card) => card.name);
    expect(names.indexOf("Karl")).toBeGreaterThanOrEqual(0);
    expect(names.indexOf("Karl")).toBeLessThan(names.includes("Don Price") ? names.indexOf("Don Price") : 99);
  });

  it("drafts the tagline from the script's own line and the world from its headings and note", () => {
    expect(bigFish.cover_and_logline.tagline).toBe("There are some fish that cannot be caught.");
    expect(bigFish.world.paragraphs[0]).toBe(
      "The script opens with its own note on the world: “This is a Southern story, full of lies and fabrications, but truer for their inclusion.”",
    );
    const world = bigFish.world.paragraphs.join(" ");
    expect(world).toContain(
      "Set across the 1960s–1990s: the pages date scenes to 1960, 1970, 1973, 1977, 1987 and 1998.",
    );
    expect(world).toContain("The places the story is about: Spectre and Ashton.");
    expect(world).not.toMatch(/Winchester|\d+ places in \d+ scenes/);
  });

  it("names the sights and stunts that run through the film in the pages' own words, with their pages", () => {
    const sights = bigFish.world.paragraphs.find((paragraph) =>
      paragraph.startsWith("What it asks the camera for"),
    );
    expect(sights).toMatch(
      /^What it asks the camera for, in its own words: “The giant's voice has such force, it blows Edward's hair back\.” \(page \d+\); “As the newborn sails upward TOWARDS CAMERA, [^”]+” \(page \d+\); “Suddenly, the ladder gives way and he falls\.” \(page \d+\)\.$/,
    );
  });

  it("gives the budget band on a slide by its four biggest drivers, the rest left to the breakdown", () => {
    const band = bigFish.funding_and_team.market_appeal.find((line) => line.startsWith("Budget band: "));
    expect(band).toMatch(
      /^Budget band: High \(over \$30M\), driven most by 121 locations, \d+ scenes with visual effects \(giant[^)]*\), period 1960s–1990s and \d+ speaking parts \(\d+ more drivers in the production breakdown\)\. An estimate from the pages, not a budget/,
    );
  });

  it("asks the camera for nothing where no sight or stunt runs through the pages", async () => {
    const short = await outline({
      projectTitle: "My Living Memory",
      pitchText: readFileSync(realFixture("my_living_memory__afterwriting.fountain"), "utf8"),
    });
    expect(short.world.paragraphs.join(" ")).not.toContain("What it asks the camera for");
  });

  it("has no fill-in instructions and no sentence said three times", () => {
    expect(repeatedSentences(bigFish)).toEqual([]);
    expect(JSON.stringify(bigFish)).not.toMatch(/"Add |\[protagonist\]/);
    expect(bigFish.funding_and_team.team.writer).toBe("John August, based on the novel by Daniel Wallace");
  });
});

describe("the outline of a questionnaire idea", () => {
  it("never takes a place, a comparable title or a choir for a character", async () => {
    const answers = {
      projectTitle: "Second Soprano",
      synopsis:
        "Gwen Pryce, 67, taught music in Ystrad for forty years. The Ystrad Male Voice Choir is down to eleven men, and its conductor Harold announces the last concert. Gwen talks her friend Delyth into teaching the women the men's parts.",
      protagonist:
        "Gwen Pryce, 67, a retired music teacher. She wants to sing on the stage she was kept off.",
      setting: "Ystrad, a former mining village in the Rhondda valley, Wales.",
      comps: "Pride meets Brassed Off",
    };
    const idea = await outline({
      projectStage: "idea",
      projectTitle: "Second Soprano",
      pitchText: buildCombinedText(null, answers),
      promptAnswers: answers,
    });
    expect(idea.characters.character_list[0]?.name).toBe("Gwen Pryce");
    expect(nonPeople(idea, ["Gwen", "Harold", "Delyth"])).toEqual([]);
  });
});

describe("logline tightening", () => {
  it("keeps a short logline word for word and cuts a long one to at most 60 words", () => {
    const short = "When her father dies, a paramedic must drive his last cargo across Africa in nine days.";
    expect(tightenLogline(short)).toBe(short);
    const long = `${short} ${"She meets many people on the road and each of them changes her a little. ".repeat(8)}`;
    const tightened = tightenLogline(long);
    expect(tightened.split(" ").length).toBeLessThanOrEqual(60);
    expect(tightened.startsWith("When her father dies")).toBe(true);
  });
});

describe("the curated comparables", () => {
  it("suggests real titles of the genre and format, each with its year and why it fits", () => {
    const horror = matchComps({
      format: "feature",
      genres: ["Horror"],
      tone: ["dread"],
      period: null,
      setting: ["house"],
      subjects: ["grief", "family"],
      band: "mid",
      named: [],
    });
    expect(horror[0]?.line).toMatch(
      /^Hereditary \(2018\): a dread-filled horror, with a house, about family and grief,/,
    );
    for (const fit of horror) expect(fit.title?.budgetBand).toBe("mid");
  });
});

describe("the outline measures", () => {
  it("catch fill-in instructions and placeholders, and pass story text", () => {
    expect(isPlaceholder("Add your logline: “When [event], EDWARD must [goal].”")).toBe(true);
    expect(isPlaceholder("Add who they are to EDWARD and what they want.")).toBe(true);
    expect(isPlaceholder("Edward tells the story to the tribe.")).toBe(false);
  });
});

describe("the genre of a script given none", () => {
  it("reads the comic type the writer's title-page notes draw its people as", async () => {
    const scenes = `EXT. YARD - DAY\n\nBob stands by the fence.\n\nBOB\nMarf.\n\nINT. HOUSE - DAY\n\nBob sits.\n\nBOB\nMog.\n`;
    const withNotes = await outline({
      genre: null,
      pitchText: `Title: Bob\nAuthor: Ann Example\nNotes: BOB, 40, a goofy, fairly daft pawn who follows orders.\n\n${scenes}`,
    });
    const plain = await outline({ genre: null, pitchText: `Title: Bob\nAuthor: Ann Example\n\n${scenes}` });
    const genreLine = (o: DeckBuildout) =>
      o.funding_and_team.market_appeal.find((line) => line.startsWith("Genre: "));
    expect(genreLine(withNotes)).toMatch(/^Genre: Comedy, read from the pages/);
    expect(genreLine(plain)).toMatch(/^Genre: Drama, read from the pages/);
  });
});

describe("the comps and funding of a script whose project is named otherwise", async () => {
  const draft = await outline({
    pitchText: readFileSync(realFixture("big_fish__screenplain.fountain"), "utf8"),
    projectTitle: "My father's draft",
  });

  it("never offers the script's own title-page title as its comp", () => {
    const comps = draft.tone_and_visual.comps ?? [];
    expect(comps.length).toBeGreaterThanOrEqual(5);
    expect(comps.some((line) => line.startsWith("Big Fish ("))).toBe(false);
  });

  it("says a comp is about what the pages keep coming back to, never a word said once", () => {
    const text = readFileSync(realFixture("big_fish__screenplain.fountain"), "utf8");
    const count = (word: string) => text.match(new RegExp(`\\b${word}\\b`, "gi"))?.length ?? 0;
    // "Western" is said once (a Western Union); father and mother fill the script.
    expect(count("western")).toBe(1);
    const about = (draft.tone_and_visual.comps ?? []).flatMap((line) =>
      (line.match(/about (.+?)(?:, (?:on|set|in|with) |;|$)/)?.[1] ?? "")
        .split(/, | and /)
        .filter(Boolean)
        .map((item) => item.replace(/^an? /, "")),
    );
    expect(about.length).toBeGreaterThan(0);
    expect(about).not.toContain("western");
    for (const subject of about) expect(count(subject), subject).toBeGreaterThanOrEqual(3);
  });

  it("says only titles whose public budget is on the project's band are on it", () => {
    const line = draft.funding_and_team.market_appeal.find((item) =>
      item.startsWith("Comps on the same budget band"),
    );
    const titles = [...(line ?? "").matchAll(/(?:: | \| )([^|:]+?) \((\d{4})\): /g)].map((match) => match[1]);
    expect(titles.length).toBeGreaterThan(0);
    for (const title of titles)
      expect(COMP_TITLES.find((entry) => entry.title === title)?.budgetBand, title).toBe("high");
  });
});

describe("the comps of a short western draft", async () => {
  const draft = await outline({
    pitchText: readFileSync(
      new URL("../../../../eval/corpus/scripts/platte-crossing.fountain", import.meta.url),
      "utf8",
    ),
    projectTitle: "Platte Crossing",
  });

  it("says how the page introduces a character in words that read ('with “city coat”', 'as “thin”')", () => {
    const cards = draft.characters.character_list;
    const pruitt = cards.find((card) => card.name === "Pruitt");
    expect(pruitt?.casting_visual).toContain("The page introduces them with “city coat”.");
    expect(cards.find((card) => card.name === "Henry Cass")?.casting_visual).toContain(
      "The page describes them as “thin”.",
    );
  });

  it("reads no city into a river ferry from 'a city coat', said once", () => {
    const comps = draft.tone_and_visual.comps ?? [];
    expect(comps.length).toBeGreaterThan(0);
    for (const line of comps) expect(line).not.toMatch(/\ba city\b/);
  });
});
