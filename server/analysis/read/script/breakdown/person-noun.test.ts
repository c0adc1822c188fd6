import { describe, expect, it } from "vitest";
import { isPersonNoun } from "./person-noun";
import { bitPartsIn } from "./scene-people";
import { stuntActions } from "./stunt-actions";

describe("isPersonNoun", () => {
  it("reads kinds of person the tagger knows, the roles it does not, and one of a crowd", () => {
    for (const noun of ["man", "women", "soldier", "stranger", "DESK COP", "guard", "guy", "figure"])
      expect(isPersonNoun(noun), noun).toBe(true);
    expect(isPersonNoun("wedding guests")).toBe(true);
    // "farmhands" are a crowd of extras; one of them is a person too.
    expect(isPersonNoun("farmhand")).toBe(true);
  });

  it("reads no thing, and no name: a name is someone, not a kind of person", () => {
    for (const noun of ["wrist", "fist", "window", "rifle", "dirk", "todd"])
      expect(isPersonNoun(noun), noun).toBe(false);
  });

  it("is the one test of a bit part in capitals and of a stunt's person", () => {
    const none = new Set<string>();
    expect(bitPartsIn("He sees a GUARD outside and finds a way to escape.", none, none)).toEqual(["GUARD"]);
    expect(bitPartsIn("Todd is thrown back as Dirk GRABS DIRK.", none, none)).toEqual([]);
    expect(stuntActions("The creature hurls the guard into the wall.")).toEqual(["thrown"]);
    expect(stuntActions("The creature hurls the crate into the wall.")).toEqual([]);
  });
});
