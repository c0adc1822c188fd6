import { describe, expect, it } from "vitest";
import { countWords } from "#analysis/read/text/words";
import { measureLine } from "./parse-indented";
import { parseScreenplayText } from "./parse-screenplay-text";
import {
  characterName,
  headingPlaceName,
  headingSetting,
  headingTime,
  isCueLine,
  isSceneHeading,
} from "./patterns";

const types = (text: string) => parseScreenplayText(text).elements.map((e) => `${e.type}:${e.text}`);

describe("line patterns", () => {
  it("recognises headings by the Fountain prefixes and the both-ways spellings writers use", () => {
    for (const heading of [
      "INT. HOUSE - DAY",
      "EXT ROAD",
      "INT./EXT. CAR",
      "I/E TRUCK",
      "est. city",
      "INT/EXT. CAR",
      "EXT/INT. SORORITY HOUSE - THE DOORWAY",
      "INT / EXT. PORCH",
    ]) {
      expect(isSceneHeading(heading), heading).toBe(true);
    }
    for (const other of ["EXTERIOR WALLS", "INTERIOR DESIGN", "Into the woods", "EXTRA! EXTRA!"]) {
      expect(isSceneHeading(other), other).toBe(false);
    }
  });

  it("reads headings in other languages' prefixes, on upper-case lines only", () => {
    expect(isSceneHeading("ИНТ. КВАРТИРА МАШИ – КУХНЯ – ДЕНЬ")).toBe(true);
    expect(headingSetting("ИНТ. КВАРТИРА МАШИ – КУХНЯ – ДЕНЬ")).toBe("INT");
    expect(headingSetting("PLENER. ULICA - DZIEŃ")).toBe("EXT");
    expect(headingSetting("INNEN/AUSSEN. AUTO - NACHT")).toBe("INT/EXT");
    expect(isSceneHeading("INT。 病院-日")).toBe(true);
    expect(isSceneHeading("Plener. Ulica")).toBe(false);
    expect(isSceneHeading("INNENSTADT")).toBe(false);
  });

  it("takes the time of day after a comma or a bare dash only when it is a time word", () => {
    expect(headingTime("INT. HOUSE, DAY")).toBe("DAY");
    expect(headingPlaceName("INT. HOUSE, DAY")).toBe("HOUSE");
    expect(headingTime("INT. HOUSE, KITCHEN")).toBe("");
    expect(headingPlaceName("INT. HOUSE, KITCHEN - NIGHT")).toBe("HOUSE, KITCHEN");
    expect(headingTime("INT。 病院-日")).toBe("日");
    expect(headingTime("INT. LOUNGE. EVE'S HOME. MORNING")).toBe("MORNING");
  });

  it("takes a time of day written after the place with no dash or comma (Blood Simple)", () => {
    expect(headingTime("INT. CAR NIGHT")).toBe("NIGHT");
    expect(headingPlaceName("INT. CAR NIGHT")).toBe("CAR");
    expect(headingTime("EXT. OPEN FIELD  SUNRISE")).toBe("SUNRISE");
    // A heading that is only a time word names no place to split it from.
    expect(headingTime("EXT. NIGHT")).toBe("");
    expect(headingTime("INT. NIGHTCLUB")).toBe("");
  });

  it("strips extensions from cue names", () => {
    expect(characterName("EDWARD (V.O.)(CONT'D)")).toBe("EDWARD");
    expect(characterName("JIM (O.S.)")).toBe("JIM");
    expect(characterName("MAN CONT’D")).toBe("MAN");
    expect(characterName("@McCLANE ^")).toBe("MCCLANE");
    expect(isCueLine("DR. NO (V.O.)")).toBe(true);
    expect(isCueLine("FADE IN:")).toBe(false);
    expect(isCueLine("Mary")).toBe(false);
  });

  it("counts words, not punctuation", () => {
    expect(countWords("Wait -- what?  It's 5 o'clock...")).toBe(5);
  });
});

describe("flush-left and Fountain text", () => {
  it("reads every element kind", () => {
    const text = [
      "Title: **The Test**",
      "Author: Me",
      "",
      "FADE IN:",
      "",
      "INT. KITCHEN - NIGHT #12#",
      "",
      "Steam rises. /* cut this */ MARY enters.",
      "",
      "MARY (O.S.)",
      "(calling)",
      "Anyone home?",
      "Hello?",
      "",
      "BOB ^",
      "In here!",
      "",
      "@McGregor",
      "Me too.",
      "",
      "!SILENCE.",
      "",
      ".FLASHBACK",
      "",
      "> FADE OUT",
      "",
      "CUT TO:",
      "",
    ].join("\n");
    expect(parseScreenplayText(text).title).toBe("The Test");
    expect(types(text)).toEqual([
      "action:FADE IN:",
      "scene-heading:INT. KITCHEN - NIGHT",
      "action:Steam rises.  MARY enters.",
      "character:MARY (O.S.)",
      "parenthetical:(calling)",
      "dialogue:Anyone home?\nHello?",
      "character:BOB",
      "dialogue:In here!",
      "character:McGregor",
      "dialogue:Me too.",
      "action:SILENCE.",
      "scene-heading:FLASHBACK",
      "transition:FADE OUT",
      "transition:CUT TO:",
    ]);
    expect(parseScreenplayText(text).elements.find((e) => e.text === "BOB")?.isDual).toBe(true);
  });

  it("opens no scene on a forced shot or forced sentence in a script with real headings", () => {
    const text = [
      "INT. VAULT - NIGHT",
      "",
      "Mara kneels at the safe.",
      "",
      ".CLOSE ON THE DIAL",
      "",
      "It clicks.",
      "",
      ".THE DOOR SWINGS OPEN!",
      "",
      ".ROOFTOP",
      "",
      "Wind.",
    ].join("\n");
    expect(types(text).filter((line) => line.startsWith("scene-heading"))).toEqual([
      "scene-heading:INT. VAULT - NIGHT",
      "scene-heading:ROOFTOP",
    ]);
  });

  it("reads a forced heading that the action under it finishes in lower case as a shot within the scene", () => {
    // The Last Birthday Card: the truck sequence is one scene at the overlook, shot by shot.
    const text = [
      "INT. SCOTT'S APARTMENT",
      "",
      "Scott sorts through the mail.",
      "",
      ".A SCENIC OVERLOOK",
      "",
      "with a lovely view of the ocean.",
      "",
      ".UNDER THE CHASSIS OF THE MAZDA,",
      "",
      "a tiny shaped charge on the emergency brake cable detonates, snapping it like a guitar string.",
      "",
      ".THE MAZDA",
      "",
      "begins to roll down the hill.",
      "",
      ".NAK",
      "",
      "grins with boyish glee.  Scott watches as",
      "",
      ".BACK ON NAK AND SCOTT",
      "",
      "Scott is agape.  Nak beams proudly.",
      "",
    ].join("\n");
    expect(types(text)).toEqual([
      "scene-heading:INT. SCOTT'S APARTMENT",
      "action:Scott sorts through the mail.",
      "scene-heading:A SCENIC OVERLOOK",
      "action:with a lovely view of the ocean.",
      "action:UNDER THE CHASSIS OF THE MAZDA, a tiny shaped charge on the emergency brake cable detonates, snapping it like a guitar string.",
      "action:THE MAZDA begins to roll down the hill.",
      "action:NAK grins with boyish glee.  Scott watches as",
      "action:BACK ON NAK AND SCOTT",
      "action:Scott is agape.  Nak beams proudly.",
    ]);
  });

  it("reads a second title page kept under the first, and full-width colons", () => {
    const text =
      "Title：映画\nAuthor：匿名\n\nTitle: Old Draft\nDraft date: 2016\n\nINT. ROOM - DAY\n\nShe waits.";
    const parsed = parseScreenplayText(text);
    expect(parsed.titlePage.map((entry) => entry.key)).toEqual(["title", "author", "title", "draft date"]);
    expect(parsed.elements[0]?.text).toBe("INT. ROOM - DAY");
  });

  it("does not take a template's placeholder for the title", () => {
    const body = "\n\nINT. ROOM - DAY\n\nShe waits.";
    expect(parseScreenplayText(`Title:\n\t_Screenplay title_\n\tSecond line${body}`).title).toBeNull();
    expect(parseScreenplayText(`Title: (Name of Project)${body}`).title).toBeNull();
    expect(parseScreenplayText(`Title: Title Fight${body}`).title).toBe("Title Fight");
  });

  it("keeps an upper-case line inside an action paragraph as action", () => {
    expect(types("INT. X - DAY\n\nHe runs.\nTHE DOOR SLAMS.\nShe screams.\n")).toEqual([
      "scene-heading:INT. X - DAY",
      "action:He runs.\nTHE DOOR SLAMS.\nShe screams.",
    ]);
  });
});

describe("cues real scripts write outside the Fountain rules", () => {
  it("reads a name in capitals with a surname prefix in lower case as a cue (McCROSKEY, MacDONALD, DeNIRO)", () => {
    for (const cue of ["McCROSKEY", "SGT. McCOBB (o.s.)", "MacDONALD", "DeNIRO (V.O.)", "JOHN McCLANE"])
      expect(isCueLine(cue), cue).toBe(true);
    for (const other of ["McCroskey", "McDonald's", "PhD", "Mary"])
      expect(isCueLine(other), other).toBe(false);
    // Airplane!
    expect(types("INT. TOWER - NIGHT\n\nMcCROSKEY\nGet me Rex Kramer!\n")).toEqual([
      "scene-heading:INT. TOWER - NIGHT",
      "character:McCROSKEY",
      "dialogue:Get me Rex Kramer!",
    ]);
  });

  it("reads a cue, its parentheticals and its speech set on one line (Airplane!)", () => {
    const text = [
      "INT. TOWER - NIGHT",
      "",
      "McCROSKEY (hysterical) He's coming right at us!",
      "",
      "McCROSKEY (v.o.) (over radio) Come in two-zero-niner. This is Chicago.",
      "",
      "McCROSKEY (to Air Controller) Tell Omaha to acknowledge and standby. (into phone) Get every piece of emergency equipment you can reach.",
      "",
    ].join("\n");
    expect(types(text)).toEqual([
      "scene-heading:INT. TOWER - NIGHT",
      "character:McCROSKEY",
      "parenthetical:(hysterical)",
      "dialogue:He's coming right at us!",
      "character:McCROSKEY (v.o.)",
      "parenthetical:(over radio)",
      "dialogue:Come in two-zero-niner. This is Chicago.",
      "character:McCROSKEY",
      "parenthetical:(to Air Controller)",
      "dialogue:Tell Omaha to acknowledge and standby.",
      "parenthetical:(into phone)",
      "dialogue:Get every piece of emergency equipment you can reach.",
    ]);
  });

  it("keeps an introduction with an age or a description in parentheses as action", () => {
    for (const line of [
      "MIKE (30) a muscular, bald heavyweight boxer in blue shorts searches the locker room.",
      "Jessica sneezes delicately as BRAD (the jock) comes up and snubs Morty.",
      "GERALD TATE (55, street smart, ex-prize fighter) yells at Katherine.",
      "TALL GUARD (30) walks down the corridor.",
      "YOUNG MIKE (15) Fights with a BIG BOY (15).",
    ])
      expect(types(`INT. GYM - DAY\n\n${line}\n`)[1], line).toBe(`action:${line}`);
  });

  it("reads a line forced with '!' as a cue when it carries a cue's extension over a speech", () => {
    const text = [
      "INT. SQUAD CAR - NIGHT",
      "",
      "!WARD (CONT'D)",
      "You uncuff me right fuckin’ now Nick.",
      "",
      "!SCANNING THE AISLES...",
      "Where is that pit boss?",
      "",
    ].join("\n");
    expect(types(text)).toEqual([
      "scene-heading:INT. SQUAD CAR - NIGHT",
      "character:WARD (CONT'D)",
      "dialogue:You uncuff me right fuckin’ now Nick.",
      "action:SCANNING THE AISLES...\nWhere is that pit boss?",
    ]);
  });

  it("keeps a forced cue with no speech under it as the action the '!' makes it (Bright)", () => {
    // A cue over nothing puts no one in the scene: Victor Frankenstein's stray "!VIC TOR (CONT'D)".
    const text = [
      "INT. SQUAD CAR - NIGHT",
      "",
      "WARD",
      "You uncuff me right fuckin’ now Nick.",
      "",
      "!WARD (CONT'D)",
      "",
      "Jakoby paces, nervous, shaking his head.",
      "",
      "!KABOOM! -- SHOTGUN FIRE ERUPTS FROM AN UPSTAIRS WINDOW!",
      "Ward ducks.",
      "",
    ].join("\n");
    expect(types(text)).toEqual([
      "scene-heading:INT. SQUAD CAR - NIGHT",
      "character:WARD",
      "dialogue:You uncuff me right fuckin’ now Nick.",
      "action:WARD (CONT'D)",
      "action:Jakoby paces, nervous, shaking his head.",
      "action:KABOOM! -- SHOTGUN FIRE ERUPTS FROM AN UPSTAIRS WINDOW!\nWard ducks.",
    ]);
  });
});

describe("indented layout (PDF text, typewriter .txt)", () => {
  const page1 = [
    "                              TITLE",
    "                            Written by",
    "                              Someone",
    "",
  ].join("\n");
  const page2 = [
    "                                                           2.",
    "   1   INT. OFFICE - DAY                                    1",
    "",
    "       Rain on the glass. Ann waits.",
    "",
    "                          ANN",
    "                (quietly,",
    "                 to herself)",
    "                You're late. Again. And I",
    "                waited.",
    "                          (MORE)",
  ].join("\n");
  const page3 = [
    "                                                           3.",
    "                          ANN (CONT'D)",
    "                Every time.",
    "",
    "                          TOM",
    "                Sorry.",
    "",
    "                                                  CUT TO:",
    "",
    "   2   EXT. STREET - NIGHT                                  2",
    "",
    "       Tom walks. Ann follows.",
    "",
    "                          TOM (V.O.)",
    "                I never learn.",
  ].join("\n");
  const text = `${page1}\f${page2}\n\f${page3}\n\f`;

  it("reads numbered headings, cues, parentheticals, continued speeches and page count", () => {
    const parsed = parseScreenplayText(text);
    expect(parsed.title).toBe("TITLE");
    expect(parsed.pages).toBe(3);
    expect(parsed.elements.map((e) => `${e.type}:${e.text}`)).toEqual([
      "scene-heading:INT. OFFICE - DAY",
      "action:Rain on the glass. Ann waits.",
      "character:ANN",
      "parenthetical:(quietly, to herself)",
      "dialogue:You're late. Again. And I\nwaited.",
      "character:ANN (CONT'D)",
      "dialogue:Every time.",
      "character:TOM",
      "dialogue:Sorry.",
      "transition:CUT TO:",
      "scene-heading:EXT. STREET - NIGHT",
      "action:Tom walks. Ann follows.",
      "character:TOM (V.O.)",
      "dialogue:I never learn.",
    ]);
  });

  it("reads a heading numbered on both sides one space apart, as Drive's shooting draft prints them", () => {
    const drive = [
      "                                        DRIVE",
      "",
      "          1 INT. CAR ENGINE - NIGHT. 1",
      "",
      "           We're close on a maze of metal rods, tubes, and wires.",
      "",
      "          4 INT/EXT. DRIVER'S CAR/ ALVARADO - NIGHT. 4",
      "",
      "           The Clippers-Knicks game plays on the car radio now.",
      "",
      "          5 EXT. APARTMENT BUILDING/ ECHO PARK - NIGHT. 5",
      "",
      "           Driver glides into the parking lot.",
      "",
      "           Room 1 of 12 is still lit, 12",
    ].join("\r\n");
    const headings = parseScreenplayText(drive).elements.filter((e) => e.type === "scene-heading");
    expect(headings.map((e) => [e.text, e.sceneNumber])).toEqual([
      ["INT. CAR ENGINE - NIGHT", "1"],
      ["INT/EXT. DRIVER'S CAR/ ALVARADO - NIGHT", "4"],
      ["EXT. APARTMENT BUILDING/ ECHO PARK - NIGHT", "5"],
    ]);
    // Read against an action margin, as the whole draft is.
    expect(measureLine("          1 INT. CAR ENGINE - NIGHT. 1")).toMatchObject({
      text: "INT. CAR ENGINE - NIGHT",
      isNumbered: true,
      sceneNumber: "1",
    });
    expect(measureLine("           Room 1 of 12 is still lit, 12")).toMatchObject({ isNumbered: false });
  });

  it("reads a shooting script's shot line set where a cue goes, with its scene number, as action (Commando)", () => {
    const commando = [
      "          INT. GALLERIA - NIGHT                                   100",
      "",
      "          Matrix moves in the other direction around the open",
      "          space, all the while watching Sully and Cindy.",
      "",
      "                         BAR 101",
      "          New Wave music PLAYS as valley gals and sharp dudes",
      "          dance and mingle about.",
      "",
      "                         ANOTHER ANGLE",
      "          Sully sits at a table.",
      "",
      "                         COP 2",
      "                   Freeze!",
      "",
      "                         SULLY",
      "               You'll never take me alive.",
    ].join("\n");
    const elements = types(commando);
    expect(elements.filter((element) => element.startsWith("character:"))).toEqual([
      "character:COP 2",
      "character:SULLY",
    ]);
    expect(elements).toContain(
      "action:BAR 101\nNew Wave music PLAYS as valley gals and sharp dudes\ndance and mingle about.",
    );
  });

  it("reads a scene number closed by a full stop and one space as the heading's number (Blue Velvet)", () => {
    expect(measureLine("1. EXT. BEAUMONTS' FRONT LAWN - DAY")).toMatchObject({
      text: "EXT. BEAUMONTS' FRONT LAWN - DAY",
      isNumbered: true,
      sceneNumber: "1",
    });
    // Without the full stop, one space is a number in the action, as before.
    expect(measureLine("1 EXT. BEAUMONTS' FRONT LAWN - DAY")).toMatchObject({ isNumbered: false });
    expect(measureLine("3. Jeffrey walks home.")).toMatchObject({ isNumbered: false });
  });

  it("reads a cue whose speech opens on a parenthetical set between the cue and its lines (Jurassic Park III)", () => {
    const jurassic = [
      "\tINT. KIRBY HOUSE - DAY",
      "",
      "\tEllie looks up from the boy.",
      "",
      "\t\t\t\tELLIE",
      "\t\t\t(interrupting)",
      "\t\tUh, Alan?",
      "",
      "\t\t\t\tGRANT",
      "\t\tHmm?",
    ].join("\n");
    const elements = parseScreenplayText(jurassic).elements.map((e) => [e.type, e.text]);
    expect(elements).toEqual([
      ["scene-heading", "INT. KIRBY HOUSE - DAY"],
      ["action", "Ellie looks up from the boy."],
      ["character", "ELLIE"],
      ["parenthetical", "(interrupting)"],
      ["dialogue", "Uh, Alan?"],
      ["character", "GRANT"],
      ["dialogue", "Hmm?"],
    ]);
  });

  it("reads tabs as a typewriter's stops where a cue sits three tabs in (Alien 3), and as four columns where it sits five in", () => {
    const speech = (cue: string, lines: string) => `${cue}RIPLEY\n${lines}I'm tired of fighting.\n`;
    const typewriter = [
      "INT. RIPLEY'S CELL - NIGHT",
      "",
      "Ripley lays on her side on the floor.",
      "",
      speech("\t\t\t", "\t\t"),
      "He pushes the bread towards her again.",
      "",
      "\t\t\tANTHONY",
      "\t\tYou've still gotta eat.",
    ].join("\n");
    const fourColumns = [
      "INT. RIPLEY'S CELL - NIGHT",
      "",
      "Ripley lays on her side on the floor.",
      "",
      speech("\t\t\t\t\t", "\t\t\t"),
      "He pushes the bread towards her again.",
      "",
      "\t\t\t\t\tANTHONY",
      "\t\t\tYou've still gotta eat.",
    ].join("\n");
    for (const text of [typewriter, fourColumns])
      expect(parseScreenplayText(text).elements.map((e) => [e.type, e.text])).toEqual([
        ["scene-heading", "INT. RIPLEY'S CELL - NIGHT"],
        ["action", "Ripley lays on her side on the floor."],
        ["character", "RIPLEY"],
        ["dialogue", "I'm tired of fighting."],
        ["action", "He pushes the bread towards her again."],
        ["character", "ANTHONY"],
        ["dialogue", "You've still gotta eat."],
      ]);
  });

  it("reads speech set at the action's tab under a cue three tabs in (Top Gun)", () => {
    const topGun = [
      "\t14.  EXT. COUGAR'S F-14",
      "\t",
      "\tHe is closing on the first MiG when a tone breaks into their headsets.",
      "\t",
      "\t\t\tGOOSE",
      "\tI've got a six strobe.  I think",
      "\the's locked on us.",
      "\t",
      "\t\t\tCOUGAR",
      "\tIt's a MiG 21.",
    ].join("\n");
    const elements = parseScreenplayText(topGun).elements;
    expect(elements.filter((e) => e.type === "character").map((e) => e.text)).toEqual(["GOOSE", "COUGAR"]);
    expect(elements.filter((e) => e.type === "dialogue").map((e) => e.text)).toEqual([
      "I've got a six strobe.  I think\nhe's locked on us.",
      "It's a MiG 21.",
    ]);
  });

  it("counts a speech continued over a page break once", () => {
    const parsed = parseScreenplayText(text);
    const cues = parsed.elements.filter((e) => e.type === "character");
    expect(cues.map((e) => [characterName(e.text), e.isContinuation === true])).toEqual([
      ["ANN", false],
      ["ANN", true],
      ["TOM", false],
      ["TOM", false],
    ]);
    expect(parsed).toMatchObject({ title: "TITLE", pages: 3 });
    expect(parsed.elements.filter((e) => e.type === "scene-heading")).toHaveLength(2);
  });

  it("pins each element to the number its page prints, whatever cover pages come first", () => {
    const pdfPage = (number: string | null, heading: string) =>
      [
        ...(number ? [`${" ".repeat(66)}${number}`, ""] : []),
        `       ${heading}`,
        "",
        "       Rain on the glass. Ann waits for the call.",
        "",
        "                          ANN",
        "                I knew you would ring.",
      ].join("\n");
    // A title page and a credits page the cover reading does not set aside: the print decides.
    const cover = "                DER TITEL\n\n            Drehbuch von\n\n              A. Autor";
    const credits = "       Mitarbeit: B. Beispiel\n\n       Fassung vom 3. Mai";
    const text = [
      cover,
      credits,
      pdfPage(null, "INT. BÜRO - TAG"),
      pdfPage("2.", "EXT. STRASSE - NACHT"),
      pdfPage("3.", "INT. FLUR - NACHT"),
      pdfPage("4.", "INT. KÜCHE - NACHT"),
    ].join("\f");
    const parsed = parseScreenplayText(text);
    const headings = parsed.elements.filter((e) => e.type === "scene-heading");
    expect(headings.map((e) => [e.text, e.page])).toEqual([
      ["INT. BÜRO - TAG", 1],
      ["EXT. STRASSE - NACHT", 2],
      ["INT. FLUR - NACHT", 3],
      ["INT. KÜCHE - NACHT", 4],
    ]);
    expect(parsed.lastPrintedPage).toBe(4);
  });
});
