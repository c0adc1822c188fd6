import { describe, expect, it } from "vitest";
import { parseFdx } from "#server/screenplay/parse-fdx";
import { parseScreenplayText } from "#server/screenplay/parse-screenplay-text";
import { renderScreenplayText } from "#server/screenplay/render-screenplay-text";
import { writerActMarks } from "./acts";
import { buildScenes } from "./build-scenes";
import { isCueName, readCast } from "./cast";
import { findDuplicates } from "./duplicates";
import { detectLanguage } from "./language";
import { chooseProtagonists, standsBeside } from "./protagonists";
import { decideFormat } from "./script-format";

const castOf = (text: string) => {
  const parsed = parseScreenplayText(text);
  const scenes = buildScenes(parsed.elements, 10);
  return { parsed, scenes, cast: readCast(scenes) };
};

describe("the writer's structure", () => {
  const fountain = [
    "Title: Test",
    "",
    "# ACT ONE",
    "",
    "= Ann learns the ferry is sold.",
    "",
    "INT. KITCHEN - NIGHT #12A#",
    "",
    "[[Seen through Ann's POV.]]",
    "",
    "ANN",
    "Hello.",
    "",
    "# ACT TWO",
    "",
    "EXT. ROAD - DAY",
    "",
    "BOB",
    "Bye.",
    "",
  ].join("\n");

  it("keeps Fountain sections, synopses, notes and scene numbers as elements", () => {
    const elements = parseScreenplayText(fountain).elements.map((e) => `${e.type}:${e.text}`);
    expect(elements).toEqual([
      "section:ACT ONE",
      "synopsis:Ann learns the ferry is sold.",
      "scene-heading:INT. KITCHEN - NIGHT",
      "note:Seen through Ann's POV.",
      "character:ANN",
      "dialogue:Hello.",
      "section:ACT TWO",
      "scene-heading:EXT. ROAD - DAY",
      "character:BOB",
      "dialogue:Bye.",
    ]);
    expect(parseScreenplayText(fountain).elements[2]?.sceneNumber).toBe("12A");
  });

  it("reads a #hashtag line as action, not as a section", () => {
    const elements = parseScreenplayText("INT. FEED - DAY\n\n#LOVEWINS trends.\n\nANN\nWow.\n").elements;
    expect(elements.map((e) => e.type)).toEqual(["scene-heading", "action", "character", "dialogue"]);
  });

  it("renders them back as Fountain, so an upload's text keeps them", () => {
    const text = renderScreenplayText(parseScreenplayText(fountain));
    expect(text).toContain("# ACT ONE\n\n= Ann learns the ferry is sold.\n\nINT. KITCHEN - NIGHT #12A#");
    expect(text).toContain("[[Seen through Ann's POV.]]");
    expect(writerActMarks(parseScreenplayText(text).elements).map((mark) => mark.label)).toEqual([
      "ACT ONE",
      "ACT TWO",
    ]);
  });

  it("reads Final Draft acts, outline lines, script notes and scene numbers", () => {
    const fdx = `<?xml version="1.0"?><FinalDraft DocumentType="Script"><Content>
      <Paragraph Type="New Act"><Text>TEASER</Text></Paragraph>
      <Paragraph Type="Outline Body"><Text>Ruth meets her old landlord.</Text></Paragraph>
      <Paragraph Type="Scene Heading" Number="4"><Text>INT. WARD - NIGHT</Text></Paragraph>
      <Paragraph Type="Character"><Text>RUTH</Text></Paragraph>
      <Paragraph Type="Dialogue"><Text>Bed nine.</Text></Paragraph>
      <Paragraph Type="End of Act"><Text>END OF TEASER</Text></Paragraph>
      <Paragraph Type="New Act"><Text>ACT ONE</Text></Paragraph>
    </Content><ScriptNotes><ScriptNote><Paragraph><Text>Ruth's story.</Text></Paragraph></ScriptNote></ScriptNotes></FinalDraft>`;
    const elements = parseFdx(fdx).elements;
    expect(elements.map((e) => `${e.type}:${e.text}`)).toEqual([
      "note:Ruth's story.",
      "section:TEASER",
      "synopsis:Ruth meets her old landlord.",
      "scene-heading:INT. WARD - NIGHT",
      "character:RUTH",
      "dialogue:Bed nine.",
      "section:ACT ONE",
    ]);
    expect(elements[3]?.sceneNumber).toBe("4");
  });
});

describe("pages", () => {
  it("takes pages from the PDF's own page breaks, not counting the cover", () => {
    const cover = "                 TITLE\n\n               Written by\n\n                 Someone\n";
    const page = (n: number, cue: string) =>
      `                                                     ${n}.\n     INT. ROOM ${n} - DAY\n\n     Rain.\n\n                         ${cue}\n               Line ${n}.\n`;
    const text = `${cover}\f${page(1, "ANN")}\f${page(2, "BOB")}\f${page(3, "ANN")}\f`;
    const parsed = parseScreenplayText(text);
    expect(parsed.coverPages).toBe(1);
    const headings = parsed.elements.filter((e) => e.type === "scene-heading");
    expect(headings.map((e) => e.page)).toEqual([1, 2, 3]);
  });

  it("reads a page that pdftotext set with its dialogue at the margin", () => {
    const page = [
      "                                                    17.",
      "",
      "            PRIME MINISTER",
      "Robin, thanks for coming. The others have",
      "agreed to wait.",
      "",
      "             ROBIN SHAW",
      "Of course.",
    ].join("\n");
    const action =
      "     INT. STUDY - NIGHT\n\n     Rain.\n\n                         ANN\n               Hello there.\n";
    const elements = parseScreenplayText(`${action}\f${page}\n\f`).elements.map((e) => `${e.type}:${e.text}`);
    expect(elements.slice(-4)).toEqual([
      "character:PRIME MINISTER",
      "dialogue:Robin, thanks for coming. The others have\nagreed to wait.",
      "character:ROBIN SHAW",
      "dialogue:Of course.",
    ]);
  });

  it("estimates pages at 55 typeset lines when the text has no page breaks", () => {
    const scene = (n: number) =>
      `INT. ROOM ${n} - DAY\n\n${"Rain falls on the roof. ".repeat(20)}\n\nANN\nHello.\n\n`;
    const parsed = parseScreenplayText(Array.from({ length: 12 }, (_, i) => scene(i + 1)).join(""));
    const pages = parsed.elements.filter((e) => e.type === "scene-heading").map((e) => e.page);
    expect(pages[0]).toBe(1);
    expect(pages.at(-1)).toBeGreaterThan(2);
    expect([...pages].sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual(pages);
  });
});

describe("credits before the first scene", () => {
  it("are not read as an opening scene", () => {
    const credits = [
      "Black Bear Pictures",
      "Silvertown Films in association with Wildgaze Films",
      "Second revision, 2 May 2016. Copyright 2016 Matthew Orton, all rights reserved.",
      "Represented by Jane Doe at Doe & Partners, +44 20 7946 0000, jane@doe.example",
      "Registered with the WGA East, number 1234567, draft for production only.",
    ].join("\n");
    const text = `${credits}\n\nINT. STUDY - NIGHT\n\nRain.\n\nANN\nHello.\n`;
    const scenes = buildScenes(parseScreenplayText(text).elements, 1);
    expect(scenes.map((scene) => scene.heading)).toEqual(["INT. STUDY - NIGHT"]);
  });
});

describe("characters and aliases", () => {
  it("takes no line with a stray bracket for a name, as a scan breaks a line in cue position", () => {
    // Commando, as scanned: "(the man who brought him)" split over two lines at the cue's indent.
    expect(isCueName("BROUGHT HIM)")).toBe(false);
    expect(isCueName("(THE MAN WHO")).toBe(false);
    expect(isCueName("MEAN DUDE #5")).toBe(true);
    expect(isCueName("O'BRIEN")).toBe(true);
  });

  it("merges extensions, ages, dual cues and an introduced full name", () => {
    const { cast } = castOf(
      [
        "INT. BAR - NIGHT",
        "",
        "BRICK BRADDOCK (40s), a boxer gone soft, wipes a glass. YOUNG EDWARD watches.",
        "",
        "BRICK",
        "We're closed.",
        "",
        "EDWARD (V.O.)",
        "He always said that.",
        "",
        "YOUNG EDWARD",
        "Please?",
        "",
        "EDWARD (CONT'D)",
        "And he always let me in.",
        "",
        "BRICK ^",
        "Fine.",
        "",
      ].join("\n"),
    );
    const byName = new Map(cast.characters.map((c) => [c.name, c]));
    expect([...byName.keys()].sort()).toEqual(["BRICK", "EDWARD"]);
    expect(byName.get("EDWARD")).toMatchObject({ speeches: 3, aliases: ["YOUNG EDWARD"] });
    expect(byName.get("BRICK")).toMatchObject({ speeches: 2, aliases: ["BRICK BRADDOCK"] });
    expect(cast.introductions.get("BRICK")?.text).toBe(
      "BRICK BRADDOCK (40s), a boxer gone soft, wipes a glass.",
    );
  });

  it("ranks two in as many scenes by the pages those scenes fill, not by the words they say", () => {
    // Big Fish: Don Price and Karl are each in 17 scenes; Don Price says more, Karl's scenes are longer.
    const cave = Array.from(
      { length: 12 },
      () => "Edward steps deeper into the cave, the bones crunching.",
    ).join("\n\n");
    const { cast } = castOf(
      [
        "EXT. ASHTON FOOTBALL FIELD - DAY",
        "",
        "DON PRICE",
        "Then why'd you bring it?  Your momma's a bitch.  Shit.",
        "",
        "INT. CAVE - DAY",
        "",
        cave,
        "",
        "KARL",
        "Why are you here?",
        "",
        "EXT. ASHTON TOWN SQUARE - DAY",
        "",
        "DON PRICE",
        "Shit.",
        "",
        "EXT. ROAD OUT OF ASHTON - DAY",
        "",
        cave,
        "",
        "KARL",
        "Really?",
        "",
      ].join("\n"),
    );
    const [karl, don] = cast.characters;
    expect(karl).toMatchObject({ name: "KARL", scenes: 2, words: 5 });
    expect(don).toMatchObject({ name: "DON PRICE", scenes: 2, words: 11 });
  });

  it("introduces a character by a full name whose first word begins with the cue, never by a shared surname", () => {
    const { cast } = castOf(
      [
        "EXT. DESERT - DAY",
        "",
        "WALTER WHITE, the underpants man, turns off the camcorder.",
        "",
        "INT. BEDROOM - NIGHT",
        "",
        "SKYLER WHITE, late 30s, sleeps. HANK SCHRADER, 40s, snores in the den. MARIE SCHRADER, his wife, reads.",
        "",
        "SKYLER",
        "Walt?",
        "",
        "WALT",
        "Go to sleep.",
        "",
        "HANK",
        "Keep it down.",
        "",
        "MARIE",
        "Hush.",
        "",
        "DANIEL KOHL, 30, waits. The jock flogs the joke as WALT enters frame behind him.",
        "",
        "DAN",
        "Hi.",
        "",
        "DANI",
        "Hello.",
        "",
      ].join("\n"),
    );
    expect(cast.canonical.get("WALTER WHITE")).toBe("WALT");
    expect(cast.canonical.get("SKYLER WHITE")).toBe("SKYLER");
    expect(cast.canonical.get("MARIE SCHRADER")).toBe("MARIE");
    expect(cast.canonical.get("HANK SCHRADER")).toBe("HANK");
    // Two cues the first word could stand for: not known to be one person.
    expect(cast.canonical.get("DANIEL KOHL")).toBe("DANIEL KOHL");
    expect(cast.introductions.get("WALT")).toMatchObject({
      page: 1,
      text: "WALTER WHITE, the underpants man, turns off the camcorder.",
    });
  });

  it("introduces a character cued by surname when no one else carries it ('WALTER PRUITT' is PRUITT)", () => {
    const { cast } = castOf(
      [
        "EXT. FERRY LANDING - DAY",
        "",
        "WALTER PRUITT (40s), city coat, dusty boots, picks his way down. HENRY CASS (16) and LOUIS CASS (50s) wait.",
        "",
        "PRUITT",
        "Morning.",
        "",
        "HENRY",
        "Morning.",
        "",
        "LOUIS",
        "You're early.",
        "",
        "INT. BANK - DAY",
        "",
        "JOHN REED (60s) counts. MARY REED (50s) watches.",
        "",
        "REED",
        "Short again.",
        "",
      ].join("\n"),
    );
    expect(cast.canonical.get("WALTER PRUITT")).toBe("PRUITT");
    expect(cast.introductions.get("PRUITT")?.text).toMatch(/^WALTER PRUITT \(40s\)/);
    // Two Reeds: the cue REED is not known to be either.
    expect(cast.canonical.get("JOHN REED")).not.toBe("REED");
    expect(cast.canonical.get("MARY REED")).not.toBe("REED");
  });

  it("never folds a cue that joins people or speaks for a group into one of their names", () => {
    const text = [
      "INT. ROOM - NIGHT",
      "",
      "JEFF",
      "Roll.",
      "",
      "EVERYONE BUT JEFF",
      "No!",
      "",
      "JEFF WINGER",
      "Fine.",
    ].join("\n");
    const { cast } = castOf(text);
    expect(cast.canonical.get("EVERYONE BUT JEFF")).toBe("EVERYONE BUT JEFF");
    expect(cast.canonical.get("JEFF WINGER")).toBe("JEFF");
  });

  it("lets the writer's note name the lead over the character who talks most", () => {
    const scene = (n: number, extra: string) =>
      `INT. FERRY ${n} - DAY\n\nHENRY watches.\n\nLOUIS\n${"Talk talk talk. ".repeat(20)}\n\nHENRY\nYes.\n\n${extra}`;
    const text = `[[The story is seen through Henry's POV.]]\n\n${[1, 2, 3].map((n) => scene(n, "")).join("")}`;
    const { parsed, scenes, cast } = castOf(text);
    const notes = parsed.elements.filter((e) => e.type === "note").map((e) => e.text);
    const withNote = chooseProtagonists(cast.characters, scenes, 3, notes, cast.canonical);
    const without = chooseProtagonists(cast.characters, scenes, 3, [], cast.canonical);
    expect(without.protagonists[0]).toBe("LOUIS");
    expect(withNote.protagonists).toEqual(["HENRY"]);
    expect(withNote.writerNote).toBe("The story is seen through Henry's POV.");
  });
});

describe("leads the cues alone miss", () => {
  it("takes a lead from the title when it names one of the story's main people", () => {
    const scene = (n: number) =>
      `INT. DINER ${n} - DAY\n\nJohn waits.\n\nRAMOS\n${"Talk talk talk. ".repeat(20)}\n\nJOHN\nYes.\n\n`;
    const { scenes, cast } = castOf([1, 2].map(scene).join(""));
    expect(chooseProtagonists(cast.characters, scenes, 2, [], cast.canonical, null).protagonists[0]).toBe(
      "RAMOS",
    );
    expect(
      chooseProtagonists(cast.characters, scenes, 2, [], cast.canonical, "Lunch with John").protagonists,
    ).toEqual(["JOHN"]);
    // A title word that is only a walk-on's name tips nothing.
    const walkOn = `${[1, 2, 3].map(scene).join("")}EXT. PEAK - DAY\n\nA GURU sits.\n\nGURU\nHm.\n\n`;
    const other = castOf(walkOn);
    expect(
      chooseProtagonists(other.cast.characters, other.scenes, 4, [], other.cast.canonical, "Guru Peak")
        .protagonists[0],
    ).toBe("RAMOS");
  });

  it("names a co-lead beside a title character when the counts agree with the title", () => {
    const scene = (n: number) =>
      `INT. OFFICE ${n} - DAY\n\nDIRK paces. TODD follows.\n\nDIRK\n${"Everything is connected. ".repeat(8)}\n\nTODD\n${"No it is not. ".repeat(5)}\n\n`;
    const { scenes, cast } = castOf([1, 2, 3].map(scene).join(""));
    expect(
      chooseProtagonists(cast.characters, scenes, 3, [], cast.canonical, "Dirk Gently").protagonists,
    ).toEqual(["DIRK", "TODD"]);
  });

  it("a second who stands apart from the cast and leads one count is a co-lead; one behind on every count is not", () => {
    const lead = { scenes: 75, speeches: 234, words: 2727 };
    // Suits: Harvey has fewer scenes but more words than Mike, and the rest of the cast is far behind.
    expect(standsBeside([0.975, 0.816, 0.502], lead, { scenes: 42, speeches: 228, words: 3278 })).toBe(true);
    expect(standsBeside([0.975, 0.816, 0.502], lead, { scenes: 42, speeches: 200, words: 2000 })).toBe(false);
    // Close scores make a co-lead whatever the counts; in a cast of two, standing apart says nothing.
    expect(standsBeside([1, 0.9, 0.3], lead, { scenes: 1, speeches: 1, words: 1 })).toBe(true);
    expect(standsBeside([1, 0.8], lead, { scenes: 80, speeches: 1, words: 1 })).toBe(false);
    // Nearer the next of the cast than the lead: not set apart.
    expect(standsBeside([1, 0.75, 0.7], lead, { scenes: 80, speeches: 1, words: 1 })).toBe(false);
  });

  it("keeps a lead who never speaks when the action introduces him", () => {
    const text = [
      "INT. CELL - NIGHT",
      "",
      "HARRY (30, scrawny) lies on the bed.",
      "",
      "GUARD (O.S.)",
      "Lights out.",
      "",
      "INT. SHAFT - NIGHT",
      "",
      "Harry crawls, counting.",
      "",
      "INT. INFIRMARY - NIGHT",
      "",
      "Harry drops from the ceiling.",
      "",
      "DOCTOR",
      "Who are you?",
    ].join("\n");
    const { scenes, cast } = castOf(text);
    const harry = cast.characters.find((character) => character.name === "HARRY");
    expect(harry).toMatchObject({ speeches: 0, scenes: 3 });
    expect(chooseProtagonists(cast.characters, scenes, 3, [], cast.canonical).protagonists[0]).toBe("HARRY");
  });
});

describe("format, language and duplicates", () => {
  const base = { isScreenplay: true, titleTexts: [] as string[], actLabels: [] as string[] };
  it("tells an episode by its markers, never by its length", () => {
    expect(decideFormat({ ...base, pages: 20, actLabels: ["Act One", "Act Two", "Act Three"] }).format).toBe(
      "short",
    );
    expect(decideFormat({ ...base, pages: 20, actLabels: ["Teaser", "Act One"] }).format).toBe("tv-episode");
    expect(decideFormat({ ...base, pages: 95, titleTexts: ["E02 - Buckets and Flavors"] }).format).toBe(
      "tv-episode",
    );
    expect(decideFormat({ ...base, pages: 50 }).format).toBe("short");
    expect(decideFormat({ ...base, pages: 110 }).format).toBe("feature");
    expect(decideFormat({ ...base, isScreenplay: false, pages: 3 }).format).toBe("prose");
  });

  it("detects the language with franc-min as an ISO 639-1 code", () => {
    expect(
      detectLanguage("Du hast es wieder vergessen. Ich wollte sehen, ob du kommst. Die Ärztin sagt nein."),
    ).toBe("de");
    expect(detectLanguage("You forgot again. I wanted to see if you would come tonight, that is all.")).toBe(
      "en",
    );
    expect(detectLanguage("Hi.")).toBe("en");
  });

  it("finds a block of scenes pasted twice", () => {
    const scene = (n: number) =>
      `INT. ROOM ${n} - DAY\n\nAnn crosses the room and opens the window to let the cold air in, slowly, carefully, one latch at a time.\n\nANN\nThat's better.\n\n`;
    const text = [1, 2, 3, 1, 2, 4].map(scene).join("");
    const flags = findDuplicates(buildScenes(parseScreenplayText(text).elements, 2));
    expect(flags).toHaveLength(1);
    expect(flags[0]).toMatchObject({ kind: "duplicate", scene: 4, quote: "INT. ROOM 1 - DAY" });
    expect(flags[0]!.note).toBe("Scenes 4–5 repeat scenes 1–2 (from page 1) word for word; cut the copy.");
  });
});

describe("a name's possessive in action", () => {
  const script = `INT. TENT - DAY

KARL
Hello.

EDWARD
Hello.

EXT. BIG TOP - DAY

Edward shakes Karl's giant hand.

EXT. FIELD - DAY

Edward holds Karl's rifle. Then he looks at Edward's face.
`;

  it("puts the owner of a body part on set, a describing word between or a full stop after", () => {
    const { scenes } = castOf(script);
    expect(scenes[1]?.characters).toContain("KARL");
    expect(scenes[1]?.ownersOnly).toEqual([]);
    expect(scenes[2]?.ownersOnly).toEqual(["KARL"]);
  });
});

describe("a numbered name in action", () => {
  const script = `INT. REC ROOM - DAY

SAM
Hello?

INT. SLEEPING QUARTERS - DAY

SAM 1
Who are you?

SAM 2
Who are you?

INT. SLEEPING QUARTERS - LATER

Sam 2 has taken over the room. Sam 1 stands in the doorway, taking it in.

INT. DOCK - DAY

Sam 1 drives his Rover into the Dock.
`;

  it("reads 'Sam 1' as the person cued SAM 1, not as SAM", () => {
    const { scenes } = castOf(script);
    expect(scenes[2]?.characters.sort()).toEqual(["SAM 1", "SAM 2"]);
    expect(scenes[3]?.characters).toEqual(["SAM 1"]);
  });
});
