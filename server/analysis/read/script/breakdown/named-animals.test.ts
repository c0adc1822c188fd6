import { describe, expect, it } from "vitest";
import { ELEMENT_LEXICONS, namesIn } from "./breakdown-lexicons";
import { namedAnimals, namedAnimalsIn } from "./named-animals";

const animals = (text: string) => namesIn(text, ELEMENT_LEXICONS.animals);

describe("animals the script names", () => {
  it("reads an animal the action names after its kind wherever the action names it", () => {
    // Independence Day, dev scenes.
    const pets = namedAnimals(
      [
        "The man sleeping next to Jasmine's beagle BOOMER drops his head.",
        "She heads for the exit. Boomer follows.",
      ],
      new Set(["JASMINE", "DYLAN"]),
    );
    expect(pets).toEqual(new Map([["Boomer", "dog"]]));
    expect(
      namedAnimalsIn(
        "Jasmine adjusts the bandages as Margaret turns and see Dylan curled up next to Boomer, too adorable.",
        pets,
      ),
    ).toEqual(["dog"]);
    expect(namedAnimalsIn("Jasmine sits down next to Margaret.", pets)).toEqual([]);
  });

  it("takes no sound, no speaker, no gun and no mask after an animal's word for its name", () => {
    expect(namedAnimals(["The dog BARKS at the gate."], new Set())).toEqual(new Map());
    expect(namedAnimals(["He saddles the horse Tom rides.", "Tom waits."], new Set(["TOM"]))).toEqual(
      new Map(),
    );
    // The Terminator: a revolver.
    expect(
      namedAnimals(
        ["Vukovich draws his Colt Python .357 Magnum and check the load.", "The Python gleams."],
        new Set(["VUKOVICH"]),
      ),
    ).toEqual(new Map());
  });
});

describe("animals in wrapped lines", () => {
  it("reads an animal's word at the start of a line the script wraps as the noun of its sentence", () => {
    // Gladiator, a dev scene.
    expect(animals("On the road above, the other two Assassins are on their\nhorses, waiting.")).toEqual([
      "horse",
    ]);
  });
});

describe("animals in a figure of speech", () => {
  it("reads a comparison to an animal as none on set", () => {
    // Face/Off, dev scenes.
    expect(animals("His limbs are stiff, his eyes blank as a mako shark's.  But his feet are bare.")).toEqual(
      [],
    );
    expect(
      animals("Pollux sticks his finger under Archer's eye and pulls down like a vet examining a sick dog."),
    ).toEqual([]);
    // Jurassic Park III, a dev scene.
    expect(animals("But a bird in the hand is worth two in the bush. It goes back to its meal.")).toEqual([]);
    expect(animals("The shark's fin cuts the water.")).toEqual(["fish"]);
    expect(animals("A vet examines the sick dog.")).toEqual(["dog"]);
  });
});
