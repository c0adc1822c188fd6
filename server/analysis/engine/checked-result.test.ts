import { describe, expect, it } from "vitest";
import { checkOnce, isChecked } from "./checked-result";
import { createBuiltinEngine } from "./create-builtin-engine";

describe("a result checked once", () => {
  it("is the schema's copy, frozen all the way down, and known as checked", async () => {
    const raw = await createBuiltinEngine().analyze({
      pitchText:
        "A lighthouse keeper hides a drowned girl who came back to life from the town that wants her gone.",
      genre: "Drama",
      projectTitle: "The Last Lighthouse",
      projectStage: "idea",
      mode: "analyze",
      analysisType: "both",
      promptAnswers: {},
    });
    expect(isChecked(raw)).toBe(false);
    const checked = checkOnce(raw)!;
    expect(checked).toEqual(raw);
    expect(checked).not.toBe(raw);
    expect(isChecked(checked)).toBe(true);
    expect(Object.isFrozen(checked.categories[0])).toBe(true);
    expect(() => {
      (checked.keyTakeaways as string[]).push("changed");
    }).toThrow(TypeError);
  });

  it("refuses what is not a whole result", () => {
    expect(checkOnce({ overallScore: 5 })).toBeUndefined();
    expect(isChecked({ overallScore: 5 })).toBe(false);
  });
});
