import { describe, expect, it } from "vitest";
import type { AnalysisResult } from "../../../../domain/analysis";
import type { AnalysisInput } from "../../analysis-engine";
import { createBuiltinEngine } from "../create-builtin-engine";
import { assessScript } from "../script/assess-script";
import { extractSignals } from "../signals/extract-signals";
import { DECK_PAIRS } from "./deck-projects";
import { IDEA_PAIRS } from "./idea-projects";
import { SCRIPT_PAIRS } from "./script-projects";

const engine = createBuiltinEngine();

function overall(result: AnalysisResult, input: AnalysisInput): number {
  return result.overallScore ?? assessScript(extractSignals(input)).score;
}

function categoryScore(result: AnalysisResult, name: string): number {
  const category = result.categories.find((c) => c.category === name);
  if (!category) throw new Error(`missing category ${name}`);
  return category.score;
}

const PAIRS = [...IDEA_PAIRS, ...DECK_PAIRS, ...SCRIPT_PAIRS];

describe("quality pairs: the strong version of a project beats the weak one", () => {
  it("has at least 20 pairs covering idea, deck and script", () => {
    expect(PAIRS.length).toBeGreaterThanOrEqual(20);
    expect(new Set(PAIRS.map((pair) => pair.strong.projectStage))).toEqual(
      new Set(["idea", "deck", "script"]),
    );
  });

  it.each(PAIRS.map((pair) => [pair.name, pair] as const))("%s", async (_, pair) => {
    const strong = await engine.analyze(pair.strong);
    const weak = await engine.analyze(pair.weak);
    expect(overall(strong, pair.strong), `overall (${pair.weakness})`).toBeGreaterThan(
      overall(weak, pair.weak),
    );
    for (const name of pair.concerns) {
      expect(categoryScore(strong, name), `${name} (${pair.weakness})`).toBeGreaterThan(
        categoryScore(weak, name),
      );
    }
  });
});
