import { describe, expect, it } from "vitest";
import { readScriptModel } from "./read-script";

const FERRY = (want: string) => `INT. FERRY BAR - NIGHT

IRIS, 30s, a ferry mechanic with oil on her cuffs, counts coins on the bar. COLE slides onto the stool beside her.

IRIS
${want}

COLE
I sell a hundred tickets a night.

IRIS
I need to sit down.

EXT. CAR DECK - NIGHT

Iris walks the rows of cars. She stops at a blue van.

COLE
Leave it. You won't find the man who sold that ticket, not on this boat.

INT. ENGINE ROOM - NIGHT

Iris opens the panel. She finds a cut cable.
`;

describe("the premise read from the pages", () => {
  it("takes the lead's stated aim, not an errand, and the later line that blocks it", () => {
    const model = readScriptModel(
      FERRY("I'm going to find the man who sold my sister that ticket and make him answer for it."),
    );
    expect(model.premise?.want?.page).toBe(1);
    expect(model.premise?.want?.phrase).toBe(
      "to find the man who sold my sister that ticket and make him answer for it",
    );
    expect(model.premise?.want?.listener).toBe("COLE");
    expect(model.premise?.obstacle?.quote).toBe(
      "You won't find the man who sold that ticket, not on this boat.",
    );
    // The drafted logline turns the lead's words into the third person, with the pronoun the action uses.
    expect(model.reading.logline).toEqual({
      text: "Iris, a ferry mechanic with oil on her cuffs, sets out to find the man who sold her sister that ticket and make him answer for it.",
      source: "drafted",
    });
  });

  it("finds no want in an errand, and drafts no logline then", () => {
    const model = readScriptModel(FERRY("Another one, and make it quick."));
    expect(model.premise).toEqual({ lead: "IRIS", want: null, obstacle: null });
    expect(model.reading.logline).toBeNull();
  });
});

describe("the Premise rating", () => {
  const premiseRow = (model: ReturnType<typeof readScriptModel>) =>
    model.reading.grid.find((row) => row.item === "Premise");

  it("rests on the lead's want and what blocks it, not on whether a logline is printed", () => {
    const model = readScriptModel(
      FERRY("I'm going to find the man who sold my sister that ticket and make him answer for it."),
    );
    expect(premiseRow(model)?.rating).toBe("Excellent");
    expect(premiseRow(model)?.evidence).toContain(
      "Iris's want, on page 1: “I'm going to find the man who sold my sister that ticket and make him answer for it.”",
    );
    expect(premiseRow(model)?.evidence).not.toMatch(/logline/i);
  });

  it("is not rated when no want can be read, says why, and the verdict reads the rated items", () => {
    const model = readScriptModel(FERRY("Another one, and make it quick."));
    expect(premiseRow(model)).toBeUndefined();
    expect(model.unrated.find((entry) => entry.item === "Premise")?.why).toContain(
      "no line of Iris's and no line of action says what Iris wants",
    );
    expect(["Recommend", "Consider", "Pass"]).toContain(model.reading.verdict.script);
  });

  it("grades no treatment's Marketability or Premise from a missing logline", () => {
    const told = readScriptModel(
      "Cyber Bob follows an order to pour concrete on a coffin. He finds a burial in progress and intrudes on it. The family thanks him through their tears.",
    );
    expect(told.reading.grid.map((row) => row.item)).not.toContain("Marketability");
    expect(told.reading.grid.map((row) => row.item)).not.toContain("Premise");
    expect(told.unrated.map((entry) => entry.item)).toEqual(["Premise", "Marketability"]);
    expect(told.reading.grid.map((row) => row.evidence).join(" ")).not.toMatch(/logline/i);
  });
});

describe("prose that tells a film and prose that describes", () => {
  it("reads a story told in the present tense as a treatment, and a description as prose", () => {
    const told = readScriptModel(
      "Cyber Bob follows an order to pour concrete on a coffin. He finds a burial in progress and intrudes on it. The family thanks him through their tears.",
    );
    expect(told.reading.format).toBe("treatment");
    expect(told.reading.protagonists).toEqual(["CYBER BOB"]);
    const described = readScriptModel(
      "All screenplays in this universe should link to this document. Follows a list of effects to be referenced in any screenplay. Each effect has a name and a short description of what is seen.",
    );
    expect(described.reading.format).toBe("prose");
  });

  it("knows lorem ipsum spelled in Cyrillic as sample text, in no language it can name", () => {
    const model = readScriptModel(`ИНТ. КВАРТИРА – ДЕНЬ

Еа импетус делецтус алияуандо еум, моллис еффициантур еи вим. Хас еу алии поссим деленит. Лорем ипсум долор сит амет.

МАША
Сит хабео еррорибус волуптариа ад, еос но омнис мутат.
`);
    expect(model.reading.language).toBe("und");
  });
});
