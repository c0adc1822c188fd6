import { describe, expect, it } from "vitest";
import {
  characterName,
  headingLineStarts,
  headingParts,
  headingSetting,
  headingWithoutPrefix,
  isSceneHeading,
} from "./patterns";

describe("the heading table", () => {
  it("reads both-ways prefixes in every spelling as interior and exterior", () => {
    for (const heading of [
      "INT./EXT. CAR - DAY",
      "EXT/INT. SHACK - DAY",
      "INT / EXT. PORCH",
      "I/E TRUCK - NIGHT",
    ])
      expect(headingSetting(heading), heading).toBe("INT/EXT");
    expect(headingSetting("EST. HARBOUR - DAWN")).toBe("EXT");
    expect(headingSetting("INT. KITCHEN - NIGHT")).toBe("INT");
  });

  it("splits a heading into place and time after any prefix", () => {
    expect(headingParts("12 INT./EXT. BLOOM HOUSE - NIGHT")).toEqual({
      place: "BLOOM HOUSE",
      time: "NIGHT",
    });
    expect(headingParts("INT / EXT. PORCH - DAY")).toEqual({ place: "PORCH", time: "DAY" });
    expect(headingWithoutPrefix("EXT / INT. SWAMP SHACK - DAY")).toBe("SWAMP SHACK - DAY");
  });

  it("finds heading lines in running text, numbered or not", () => {
    const text = "FADE IN:\n\nINT. HOUSE - DAY\n\nHe waits.\n\n12A EXT./INT. CAR - NIGHT\n";
    expect(headingLineStarts(text)).toEqual([10, 39]);
  });

  it("opens a scene on an English or a translated prefix, not on action", () => {
    expect(isSceneHeading("INT. HOUSE - DAY")).toBe(true);
    expect(isSceneHeading("ИНТ. КВАРТИРА - ДЕНЬ")).toBe(true);
    expect(isSceneHeading("Interesting times.")).toBe(false);
  });
});

describe("a cue's name", () => {
  it("drops extensions, a stray full stop and the comma before Jr., keeping abbreviations", () => {
    expect(characterName("EDWARD (V.O.)(CONT'D)")).toBe("EDWARD");
    expect(characterName("DRIVER.")).toBe("DRIVER");
    expect(characterName("WALTER, JR.")).toBe("WALTER JR.");
    expect(characterName("DR.")).toBe("DR.");
    expect(characterName("MEAN DUDE #5")).toBe("MEAN DUDE #5");
    expect(characterName("MAN                                 *")).toBe("MAN");
    expect(characterName("SCHAEFER (CONT'D)          * *")).toBe("SCHAEFER");
    // A scanned page's lost characters before a cue (Commando's "\u0080� MATRIX").
    expect(characterName("\u0080\uFFFD MATRIX")).toBe("MATRIX");
  });
});

describe("a heading with a colon for its full stop", () => {
  it("opens a scene on a line in capitals, and reads its place and time", () => {
    expect(isSceneHeading("INT: BEDROOM. EARLY-MORNING HOURS")).toBe(true);
    expect(isSceneHeading("EXT: CONVENIENCE STORE. MORNING")).toBe(true);
    expect(headingSetting("EXT: CONVENIENCE STORE. MORNING")).toBe("EXT");
    expect(headingWithoutPrefix("INT: BEDROOM. EARLY-MORNING HOURS")).toBe("BEDROOM. EARLY-MORNING HOURS");
    expect(headingParts("INT: KITCHEN - NIGHT")).toEqual({ place: "KITCHEN", time: "NIGHT" });
  });

  it("is no heading in a sentence", () => {
    expect(isSceneHeading("Int: the kitchen is dark.")).toBe(false);
    expect(isSceneHeading("EXT:")).toBe(false);
  });
});
