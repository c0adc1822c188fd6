import { describe, expect, it } from "vitest";
import { breakdownOfText } from "#server/test/breakdown-of-text";
import { drawnSights, giantOnlySizes } from "./drawn-sights";

describe("a battle watched on a screen", () => {
  it("reads a battle on the monitors as footage the film must make", () => {
    expect(drawnSights("The admiral watches the space battle unfold on the big monitors.")).toContain(
      "screen graphics",
    );
    expect(drawnSights("On three screens at once, a dogfight rages over the bay.")).toContain(
      "screen graphics",
    );
  });

  it("reads no battle that is only talked of beside a screen", () => {
    expect(drawnSights("She switches off the television. Tomorrow they go into battle.")).toEqual([]);
    expect(drawnSights("They watch the boxing match on TV.")).toEqual([]);
  });
});

describe("a ray that acts by itself", () => {
  it("reads a beam that blasts, blazes or cuts as a visual effect", () => {
    expect(drawnSights("A green beam blasts the tower to rubble.")).toContain("energy beam");
    expect(drawnSights("The silver beam slowly slices through the hull.")).toContain("energy beam");
    expect(drawnSights("The BEAM GROWS outward from the crater.")).toContain("energy beam");
  });

  it("reads no flashlight beam, no roof beam, no smile, and no light through the dark", () => {
    expect(drawnSights("Her flashlight beam cuts across the cellar.")).toEqual([]);
    expect(drawnSights("The roof beam cracks above them.")).toEqual([]);
    expect(drawnSights("Tom beams proudly at his son.")).toEqual([]);
    expect(drawnSights("A pale beam cuts through the fog.")).toEqual([]);
    expect(drawnSights("The beam cuts out and the hall goes dark.")).toEqual([]);
  });

  it("puts the ray among the scene's visual effects", () => {
    const scene = breakdownOfText(`EXT. FIELD - NIGHT

A white beam blazes up into the clouds. Jo shields her eyes.
`).scenes[0];
    expect(scene?.elements.vfx).toContain("energy beam");
  });
});

describe("'giant' that only gives a thing's size", () => {
  it("reads no giant in a giant screen, a giant cannon or a giant paw print", () => {
    expect(giantOnlySizes("a giant screen TV", "a giant".length)).toBe(true);
    const scene = breakdownOfText(`INT. WAREHOUSE - DAY

Mo wheels a giant cannon past two giant windows. On the floor, a GIANT PAW PRINT.
`).scenes[0];
    expect(scene?.elements.vfx).not.toContain("giant");
  });

  it("still reads a giant, a giant's hand and a giant fish as a giant", () => {
    expect(giantOnlySizes("a giant hand reaches in", "a giant".length)).toBe(false);
    const scene = breakdownOfText(`EXT. RIVER - DAY

A giant fish leaps over the boat. Lou hides from the giant.
`).scenes[0];
    expect(scene?.elements.vfx).toContain("giant");
  });
});
