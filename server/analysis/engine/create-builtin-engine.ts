import type { AnalysisStep } from "#domain/analysis-steps";
import { readPitch } from "../judge/judge-pitch";
import { extractSignals } from "../read/pitch/extract-signals";
import { readScriptModel } from "../read/script/read-script";
import { materialBeforePrompts, splitQuestionnaire } from "../read/text/questionnaire-block";
import { composeBuildout } from "../write/outline/compose-buildout";
import { reportPitch } from "../write/pitch-report/report-pitch";
import { composeScriptReport } from "../write/script-report/compose-script-report";
import type { AnalysisEngine, AnalysisInput } from "./analysis-engine";
import { type BuiltinAnalysis, type BuiltinAnalyst, engineOf } from "./builtin-analyst";

/**
 * Read once, judge, write. A script is parsed once into one reading (`readScriptModel`) and every
 * part of the result is a query over it; a pitch is read once into one PitchReading.
 */
export function analyzeBuiltin(
  input: AnalysisInput,
  onStep: (step: AnalysisStep) => void = () => {},
): BuiltinAnalysis {
  const isGenerate = input.mode === "generate";
  if (input.projectStage === "script") {
    onStep({ kind: "reading", material: "script" });
    const { answers } = splitQuestionnaire(input.pitchText, input.promptAnswers);
    // The reader takes the text as uploaded: a PDF's page breaks are its pages.
    const model = readScriptModel(materialBeforePrompts(input.pitchText), {
      title: input.projectTitle?.trim() || answers.projectTitle?.trim() || null,
    });
    const signals = extractSignals(input, model);
    onStep({ kind: "writing" });
    const report = composeScriptReport(signals, model);
    if (isGenerate) onStep({ kind: "outline" });
    const deckBuildout = isGenerate ? composeBuildout(signals, { model, judgement: null }) : undefined;
    return {
      result: {
        overallScore: null,
        overallSummary: report.overallSummary,
        categories: [],
        keyTakeaways: report.keyTakeaways,
        isScriptAnalysis: true,
        scriptAnalysis: report,
        intro: report.intro,
        sections: report.sections,
        ...(deckBuildout ? { deckBuildout } : {}),
      },
      judgement: null,
    };
  }
  // The outline is written from the same reading and judgement the scores come from.
  onStep({ kind: "reading", material: input.projectStage === "deck" ? "deck" : "idea" });
  const reading = readPitch(input);
  onStep({ kind: "writing" });
  const result = reportPitch(reading, { pictures: input.pictures ?? null, text: input.pitchText });
  if (isGenerate) onStep({ kind: "outline" });
  const deckBuildout = isGenerate
    ? composeBuildout(reading.signals, { model: null, judgement: reading.judgement })
    : undefined;
  return { result: { ...result, ...(deckBuildout ? { deckBuildout } : {}) }, judgement: reading.judgement };
}

/** The offline analyst on the calling thread (tests, eval, the analyst pool's workers). */
export function createBuiltinAnalyst(): BuiltinAnalyst {
  return {
    async analyze(input, options) {
      options?.signal?.throwIfAborted();
      return analyzeBuiltin(input, options?.onStep);
    },
  };
}

/** The offline analyst: deterministic, no network, no model weights. */
export function createBuiltinEngine(): AnalysisEngine {
  return engineOf(createBuiltinAnalyst());
}
