import type { ComparableVersion } from "#analysis/compare/compare-versions";
import type { AnalysisResult } from "#domain/analysis";
import { type HistoryRecord, parseHistoryScore } from "#domain/history";
import type { ProjectStage } from "#domain/stages";

/** A stored version as the comparison reads it. */
export function comparableRecord(record: HistoryRecord): ComparableVersion {
  return {
    id: record.id,
    createdAt: record.createdAt,
    stage: record.projectStage,
    pitchText: record.pitchText,
    overallScore: parseHistoryScore(record.overallScore),
    categories: record.categories,
    reading: record.scriptAnalysis?.reading ?? null,
  };
}

/** A fresh result, before it is stored, as the comparison reads it. */
export function comparableResult(
  result: AnalysisResult,
  request: { pitchText: string; projectStage: ProjectStage },
  createdAt: string,
): ComparableVersion {
  return {
    id: "",
    createdAt,
    stage: request.projectStage,
    pitchText: request.pitchText,
    overallScore: result.overallScore,
    categories: result.categories,
    reading: result.scriptAnalysis?.reading ?? null,
  };
}
