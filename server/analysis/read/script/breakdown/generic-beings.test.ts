import { describe, expect, it } from "vitest";
import { breakdownOfText } from "#server/test/breakdown-of-text";
import { beingsAreCreatures, namesABeing } from "./generic-beings";

/** Jurassic Park III's plane, torn open by a dinosaur the action then calls an animal. */
const DINOSAURS = `EXT. RUNWAY - DAY

A raptor leaps at Paul. The dinosaurs circle the plane.

INT. PLANE - CONTINUOUS - DAY

Then a huge CLAW digs into the skin of the fuselage and begins
to slowly PEEL the plane open. A tremendous ROAR causes Billy to look behind him. He can't
help but steal a glimpse of this terrifying, but utterly
fascinating, animal.
`;

/** A farm, whose animals are animals. */
const FARM = `EXT. BARN - DAY

The horses stamp in their stalls. A dog sleeps by the door.

INT. BARN - CONTINUOUS - DAY

Mary feeds the animals.
`;

describe("a being named without its kind", () => {
  it("reads 'this terrifying animal' among dinosaurs as a creature, no animal on set", () => {
    const scene = breakdownOfText(DINOSAURS).scenes.find((one) => one.heading.startsWith("INT. PLANE"));
    expect(scene?.elements.vfx).toContain("creature");
    expect(scene?.elements.animals).toEqual([]);
  });

  it("reads the animals of a farm as animals", () => {
    const scene = breakdownOfText(FARM).scenes.find((one) => one.heading.startsWith("INT. BARN"));
    expect(scene?.elements.animals).toEqual(["animals"]);
    expect(scene?.elements.vfx).toEqual([]);
  });

  it("weighs a script's creatures against its real animals", () => {
    expect(beingsAreCreatures(["A raptor leaps at Paul.", "The dinosaurs circle.", "A bird watches."])).toBe(
      true,
    );
    expect(beingsAreCreatures(["The monster roars.", "Dogs bark at the horses.", "A cat watches."])).toBe(
      false,
    );
    expect(namesABeing("The fearsome beast now lifts the stern of the boat clear out of the water.")).toBe(
      true,
    );
    expect(namesABeing("we hear the animals")).toBe(false);
  });
});
