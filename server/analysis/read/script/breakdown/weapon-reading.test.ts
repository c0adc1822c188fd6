import { describe, expect, it } from "vitest";
import { ELEMENT_LEXICONS, namesIn } from "./breakdown-lexicons";

const weapons = (text: string) => namesIn(text, ELEMENT_LEXICONS.weapons);

describe("weapons on set", () => {
  it("reads no weapon in a figure of speech: a car gunned, a look like daggers", () => {
    expect(weapons("He does an E-brake turn. Then guns it up the street, siren blaring.")).toEqual([]);
    expect(weapons("Hank freezes. Stares daggers at his friend.")).toEqual([]);
    expect(weapons("He guns the engine and peels out.")).toEqual([]);
  });

  it("reads no weapon in a tool named for one", () => {
    expect(weapons("The clerk slaps a sticker on with a price gun.")).toEqual([]);
  });

  it("still reads a weapon handled on set", () => {
    expect(weapons("Ray pulls her gun out of her jacket and aims it at Bruno.")).toEqual(["gun"]);
    expect(weapons("Dorghu presses his dagger to Tikka's throat.")).toEqual(["knife"]);
  });

  it("reads no weapon a sentence says is never used", () => {
    const text =
      "Headlights stream by to and from the airport: business people, families going on vacations, people living\nnormal lives who have never used guns to kill people, never\nexperienced physical violence.";
    expect(weapons(text)).toEqual([]);
    expect(weapons("He never takes his eyes off the gun.")).toEqual(["gun"]);
  });
});
