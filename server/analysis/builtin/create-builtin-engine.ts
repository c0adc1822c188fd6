import type { AnalysisResult } from "../../../domain/analysis";
import type { AnalysisEngine, AnalysisInput } from "../analysis-engine";
import { composeBuildout } from "./generate/compose-buildout";
import { reportPitch } from "./pitch/report-pitch";
import { composeScriptReport } from "./script/compose-script-report";
import { readScriptModel } from "./script/read-script";
import { extractSignals } from "./signals/extract-signals";
import { materialBeforePrompts } from "./text/questionnaire-block";

function analyzeSync(input: AnalysisInput): AnalysisResult {
  const signals = extractSignals(input);
  const deckBuildout = input.mode === "generate" ? composeBuildout(signals) : undefined;
  if (input.projectStage === "script") {
    // The reader takes the text as uploaded: a PDF's page breaks are its pages.
    const model = readScriptModel(materialBeforePrompts(input.pitchText), { title: signals.title });
    const report = composeScriptReport(signals, model);
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
  const { result } = reportPitch(input);
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
