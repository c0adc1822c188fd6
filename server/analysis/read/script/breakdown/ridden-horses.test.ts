import { describe, expect, it } from "vitest";
import { riddenHorse } from "./ridden-horses";

describe("a horse a rider's gait puts in the scene (Gladiator)", () => {
  it("reads a rider who gallops or a unit that canters past as on horseback", () => {
    expect(
      riddenHorse("Captain Marcellus of the City Guard gallops past them, on\nhis way out of Rome."),
    ).toBe(true);
    expect(riddenHorse("Praetorian units in full dress uniform canter\npast.")).toBe(true);
  });

  it("reads no horse in a heart that gallops nor in a man who trots over", () => {
    expect(riddenHorse("His heart suddenly gallops as she turns.")).toBe(false);
    expect(riddenHorse("Billy and a groggy Grant emerge from the airplane. Paul trots\nover.")).toBe(false);
  });
});
