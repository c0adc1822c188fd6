import { describe, expect, it } from "vitest";
import wordnet from "../../../../lexicons/wordnet-elements.json" with { type: "json" };
import { ELEMENT_LEXICONS, namesIn } from "./breakdown-lexicons";

const found = (text: string, kind: "vehicles" | "weapons" | "animals") =>
  namesIn(text, ELEMENT_LEXICONS[kind]);

describe("WordNet's vehicle, weapon and animal words", () => {
  it("reads kinds the hand-made lists never named, under their kin's name where they have one", () => {
    expect(found("A snowplow grinds up the hill.", "vehicles")).toEqual(["snowplow"]);
    expect(found("The dump truck backs up to the pit.", "vehicles")).toEqual(["truck"]);
    expect(found("He levels a flamethrower at the door.", "weapons")).toEqual(["flamethrower"]);
    expect(found("She draws a rapier.", "weapons")).toEqual(["sword"]);
    expect(found("A giraffe stands by the fence.", "animals")).toEqual(["giraffe"]);
    expect(found("A woodpecker drums on the trunk.", "animals")).toEqual(["bird"]);
  });

  it("keeps a hand-made entry's name where both list a word", () => {
    expect(found("A Cessna banks low.", "vehicles")).toEqual(["airplane"]);
  });

  it("takes no word of another sense, no name, no class of beings and no extinct beast", () => {
    const words = new Set(
      (["vehicles", "weapons", "animals"] as const).flatMap((kind) =>
        wordnet[kind].flatMap((entry) => entry.match),
      ),
    );
    for (const word of [
      "ship",
      "bat",
      "seal",
      "robin",
      "dirk",
      "reptile",
      "mammal",
      "mastodon",
      "humans",
      "knuckles",
    ])
      expect(words.has(word)).toBe(false);
    expect(found("He cracks his knuckles.", "weapons")).toEqual([]);
  });
});
