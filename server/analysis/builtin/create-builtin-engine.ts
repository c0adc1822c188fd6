import type { AnalysisResult } from "../../../domain/analysis";
import { PROMPTS_SEPARATOR } from "../../../domain/questionnaire";
import type { AnalysisEngine, AnalysisInput } from "../analysis-engine";
import { composeSummary } from "./compose/compose-summary";
import { composeBuildout } from "./generate/compose-buildout";
import { judgePitch } from "./pitch/judge-pitch";
import { scoreCategories } from "./scoring/score-categories";
import { composeScriptReport } from "./script/compose-script-report";
import { readScriptModel } from "./script/read-script";
import { extractSignals } from "./signals/extract-signals";
import { materialBeforePrompts } from "./text/questionnaire-block";

/** The outline needs the judge's people and deck type, which the opening of any deck gives. */
const JUDGED_CHARACTERS = 60_000;

function boundedForJudge(input: AnalysisInput): AnalysisInput {
  const text = input.pitchText;
  if (text.length <= JUDGED_CHARACTERS) return input;
  const answers = text.indexOf(PROMPTS_SEPARATOR);
  const tail = answers > JUDGED_CHARACTERS ? text.slice(answers) : "";
  return { ...input, pitchText: `${text.slice(0, JUDGED_CHARACTERS)}\n\n${tail}` };
}

function analyzeSync(input: AnalysisInput): AnalysisResult {
  const signals = extractSignals(input);
  const isScript = input.projectStage === "script";
  // The reader takes the text as uploaded: a PDF's page breaks are its pages.
  const model = isScript
    ? readScriptModel(materialBeforePrompts(input.pitchText), { title: signals.title })
    : null;
  const deckBuildout =
    input.mode === "generate"
      ? composeBuildout(signals, { model, judgement: isScript ? null : judgePitch(boundedForJudge(input)) })
      : undefined;
  if (isScript && model) {
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
  const categories = scoreCategories(signals);
  const summary = composeSummary(signals, categories);
  return { ...summary, categories, ...(deckBuildout ? { deckBuildout } : {}) };
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
