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
