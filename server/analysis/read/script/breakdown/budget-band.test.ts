import { describe, expect, it } from "vitest";
import { readScriptModel } from "../read-script";

const scene = (heading: string, action: string) => `${heading}\n\n${action}\n\nANNA\nWell.\n`;

function bandOf(scenes: readonly string[]) {
  const text = `Title: Test\nAuthor: Ann Example\n\n${scenes.join("\n")}`;
  return readScriptModel(text).breakdown!;
}

/** Over a page of quiet action per scene, so sixty scenes make a feature, not a short. */
const FEATURE_PAGE = Array.from({ length: 30 }, () => "Anna looks out at the empty road and waits.").join(
  "\n\n",
);

describe("the budget band's drivers", () => {
  it("takes a caption of place and year for the period, and names it first", () => {
    const breakdown = bandOf([
      scene("EXT. FAIRGROUND - DAY", "KENT, ENGLAND - 1851"),
      scene("INT. TENT - NIGHT", "Anna sews a costume."),
    ]);
    expect(breakdown.period).toBe("1851");
    expect(breakdown.budgetBand.drivers[0]).toBe("period 1851");
  });

  it("does not price one impossible image as a visual-effects budget, but a creature that runs through the film", () => {
    const one = bandOf([
      scene("INT. KITCHEN - DAY", "A ghost drifts past the window."),
      scene("INT. HALL - DAY", "Anna listens."),
    ]);
    expect(one.budgetBand.drivers.join("; ")).not.toMatch(/visual effects/);
    const many = bandOf(
      Array.from({ length: 12 }, (_, at) => scene(`EXT. FIELD ${at + 1} - DAY`, "The giant strides past.")),
    );
    expect(many.budgetBand.drivers.join("; ")).toMatch(/12 scenes with visual effects \(giant\)/);
  });

  it("counts a wrangled animal only when it runs through the shoot", () => {
    const dog = bandOf([
      scene("INT. KITCHEN - DAY", "A dog sleeps under the table."),
      scene("INT. HALL - DAY", "The dog barks at the door."),
    ]);
    expect(dog.budgetBand.drivers.join("; ")).not.toMatch(/animals/);
    const herd = bandOf(
      Array.from({ length: 10 }, (_, at) => scene(`EXT. PASTURE ${at + 1} - DAY`, "Horses graze.")),
    );
    expect(herd.budgetBand.drivers.join("; ")).toMatch(/animals in 10 scenes \(horse\)/);
  });

  it("keeps a story shot on many real places with many people low until it stages something", () => {
    const lean = Array.from(
      { length: 60 },
      (_, at) =>
        `INT. PLACE ${at + 1} - DAY\n\nA child waits.\n\n${FEATURE_PAGE}\n\nSPEAKER ${(at % 40) + 1}\nWell.\n`,
    );
    const band = bandOf(lean).budgetBand;
    expect(band.drivers.slice(0, 2)).toEqual(["60 locations", "40 speaking parts"]);
    expect(band.band).toBe("low");
    const staged = lean.map((text, at) =>
      at < 20
        ? text
            .replace("INT.", "EXT.")
            .replace("DAY", "NIGHT")
            .replace("A child waits.", "Anna falls from the roof.")
        : text,
    );
    expect(bandOf(staged).budgetBand.band).toBe("mid");
    // Points enough for high, but staging only stunts, nights and rain: a mid-budget picture.
    const rained = staged.map((text, at) =>
      at >= 20 && at < 32 ? text.replace("A child waits.", "Rain falls.") : text,
    );
    const rainedBand = bandOf(rained).budgetBand;
    expect(rainedBand.drivers.join("; ")).toMatch(/special effects in 12 scenes/);
    expect(rainedBand.band).toBe("mid");
  });
});
