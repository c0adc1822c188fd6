import type { AnalysisResult } from "./analysis";
import { type HistoryGroup, type HistoryRecord, parseHistoryScore } from "./history";
import { createEmptyProject, type Project } from "./project";
import { questionnaireCredit } from "./questionnaire-credit";

/** A history record read back as the analysis result it was (product.md §3: overallScore parsed). */
export function analysisResultFromRecord(record: HistoryRecord): AnalysisResult {
  const script = record.scriptAnalysis;
  const credit = questionnaireCredit(record.pitchText, record.projectStage);
  return {
    overallScore: parseHistoryScore(record.overallScore),
    overallSummary: record.overallSummary,
    categories: record.categories,
    keyTakeaways: record.keyTakeaways,
    deckBuildout: record.deckBuildout,
    scriptAnalysis: script,
    isScriptAnalysis: !!script,
    ...(script?.intro !== undefined ? { intro: script.intro } : {}),
    ...(script ? { sections: script.sections } : {}),
    historyId: record.id,
    ...(credit.length > 0 ? { questionnaireCredit: credit } : {}),
  };
}

/**
 * product.md §4 Return to Project: the chosen version as the current project. The record's projectId
 * becomes the id, so payments made for it stay attached; what this browser still knows about
 * that project (paid flags, questionnaire answers, the enhancement choice) is kept.
 */
export function projectFromHistory(
  record: HistoryRecord,
  group: HistoryGroup,
  known?: Project | undefined,
): Project {
  const hasGenerated = group.versions.some((v) => v.mode === "generate" || !!v.deckBuildout);
  const base = known ?? createEmptyProject();
  return {
    ...base,
    id: record.projectId ?? known?.id,
    createdAt: known?.createdAt ?? record.createdAt,
    title: record.projectTitle ?? group.title,
    genre: record.genre ?? "",
    pitchText: record.pitchText,
    projectStage: record.projectStage,
    mode: record.mode,
    analysisType: record.analysisType,
    analysisResult: analysisResultFromRecord(record),
    paidAtTier29: true,
    paidAtTier149: base.paidAtTier149 || hasGenerated,
  };
}
