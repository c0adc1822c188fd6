import type { AnalysisResult } from "#domain/analysis";
import { extractSignals } from "../read/pitch/extract-signals";
import { readScriptModel } from "../read/script/read-script";
import { materialBeforePrompts } from "../read/text/questionnaire-block";
import { composeBuildout } from "../write/outline/compose-buildout";
import { reportPitch } from "../write/pitch-report/report-pitch";
import { composeScriptReport } from "../write/script-report/compose-script-report";
import type { AnalysisEngine, AnalysisInput } from "./analysis-engine";

function analyzeSync(input: AnalysisInput): AnalysisResult {
  const signals = extractSignals(input);
  const isGenerate = input.mode === "generate";
  if (input.projectStage === "script") {
    // The reader takes the text as uploaded: a PDF's page breaks are its pages.
    const model = readScriptModel(materialBeforePrompts(input.pitchText), { title: signals.title });
    const report = composeScriptReport(signals, model);
    const deckBuildout = isGenerate ? composeBuildout(signals, { model, judgement: null }) : undefined;
    return {
      overallScore: null,
      overallSummary: report.overallSummary,
      categories: [],
      keyTakeaways: report.keyTakeaways,
      isScriptAnalysis: true,
      scriptAnalysis: report,
      intro: report.intro,
      sections: report.sections,
      ...(deckBuildout ? { deckBuildout } : {}),
    };
  }
  // The outline is written from the same judgement the scores come from.
  const { result, judgement } = reportPitch(input);
  const deckBuildout = isGenerate ? composeBuildout(signals, { model: null, judgement }) : undefined;
  return { ...result, ...(deckBuildout ? { deckBuildout } : {}) };
}

/** The offline analyst: deterministic, no network, no model weights. */
export function createBuiltinEngine(): AnalysisEngine {
  return {
    name: "builtin",
    async analyze(input, options) {
      options?.signal?.throwIfAborted();
      return analyzeSync(input);
    },
  };
}
