import { describe, expect, it } from "vitest";
import { headingPeople } from "./heading-people";

const canonical = new Map([
  ["ASH", "ASH"],
  ["POSSESSED ASH", "ASH"],
  ["ANNIE", "ANNIE"],
  ["JUSTINE", "JUSTINE"],
  ["BODHI", "BODHI"],
  ["DAY", "DAY"],
  ["SCOTT", "SCOTT"],
]);
const framed = headingPeople(canonical);

describe("headingPeople", () => {
  it("puts the people a shot heading names on set", () => {
    expect(framed("MED. SHOT - ANNIE AND POSSESSED ASH")).toEqual(["ANNIE", "ASH"]);
    expect(framed("MEDIUM SHOT - ANNIE")).toEqual(["ANNIE"]);
    expect(framed("SCOTT")).toEqual(["SCOTT"]);
  });

  it("puts the owner of a hand on set, not the owner of a house or a point of view", () => {
    expect(framed("CLOSE SHOT - ASH'S HAND")).toEqual(["ASH"]);
    expect(framed("ANGLE ON BODHI'S HOUSE")).toEqual([]);
    expect(framed("BODHI'S P.O.V.")).toEqual([]);
  });

  it("reads a scene heading's people after its place, never its place or its time of day", () => {
    expect(framed("INT. JUSTINE'S BATHROOM - JUSTINE")).toEqual(["JUSTINE"]);
    expect(framed("INT. BODHI'S HOUSE - NIGHT")).toEqual([]);
    expect(framed("EXT. CANTINA - DAY")).toEqual([]);
  });
});
