import { describe, expect, it } from "vitest";
import { readScriptModel } from "../read-script";

const scene = (heading: string, action: string) => `${heading}\n\n${action}\n\nANNA\nWell.\n`;

function bandOf(scenes: readonly string[]) {
  const text = `Title: Test\nAuthor: Ann Example\n\n${scenes.join("\n")}`;
  return readScriptModel(text).breakdown!;
}

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
});
