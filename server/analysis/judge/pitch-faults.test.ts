import { describe, expect, it } from "vitest";
import { createBuiltinEngine } from "#analysis/engine/create-builtin-engine";
import { roundScore } from "#domain/analysis";
import { buildCombinedText, type PromptAnswers } from "#domain/questionnaire";
import type { AnalysisInput } from "../engine/analysis-engine";
import { FAULT_WEIGHT } from "./pitch-faults";

const engine = createBuiltinEngine();

function idea(answers: PromptAnswers): AnalysisInput {
  return {
    pitchText: buildCombinedText(null, answers),
    genre: "Drama",
    projectTitle: "Ferryman",
    projectStage: "idea",
    mode: "analyze",
    analysisType: "creative",
    promptAnswers: {},
  };
}

const STORY: PromptAnswers = {
  logline:
    "The last ferryman at Ilok keeps his boat running for the widow whose husband he testified against in 1993.",
  synopsis:
    "Marko Babić, 66, runs the car ferry between Ilok and Bačka Palanka. A new bridge opens in September and his licence ends with it. Every Thursday Vesna Petrović crosses to visit her husband's grave. At the midpoint Vesna tells him her husband was guilty. In the end Marko leaves the ferry on the Serbian bank for her village and walks back over the bridge.",
  protagonist: "Marko Babić, 66, a ferryman who wants to finish his last season without speaking of the war.",
  obstacle: "Vesna Petrović, who wants an apology he cannot give.",
  urgency: "The old Danube ferry crossings are being replaced by bridges in 2025.",
  vibes: "Spare, river-lit, patient",
  audience: "Adults 35-70 who watch European festival drama.",
  platform: "MUBI, after a festival premiere at Sarajevo.",
};

const mean = (scores: readonly number[]) => scores.reduce((sum, score) => sum + score, 0) / scores.length;

describe("faults pinned to the material lower the overall score", () => {
  it("a pitch without faults scores the mean of its categories; each fault takes its weight off and is named", async () => {
    const clean = await engine.analyze(idea(STORY));
    expect(clean.overallScore).toBe(roundScore(mean(clean.categories.map((c) => c.score))));
    expect(clean.overallSummary).not.toContain("fault");

    const faulty = await engine.analyze(
      idea({
        ...STORY,
        urgency: "Smartphone sales grew 12% in 2024.",
        platform: "Netflix, Hulu, Amazon, HBO Max or theatrical: we are open to all options.",
      }),
    );
    const categoryMean = mean(faulty.categories.map((c) => c.score));
    expect(faulty.overallScore).toBe(roundScore(categoryMean - 2 * FAULT_WEIGHT));
    expect(faulty.overallSummary).toContain("Two faults a buyer would stop at");
    expect(faulty.overallSummary).toContain("Why Now / Urgency");
  });
});
