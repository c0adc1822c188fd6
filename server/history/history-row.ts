import type { HistoryRecord } from "../../domain/history";
import type { historyRecords } from "../db/schema";

type HistoryRow = typeof historyRecords.$inferSelect;

/** Database row -> product.md §3 history record (overallScore as a string). */
export function toHistoryRecord(row: HistoryRow): HistoryRecord {
  return {
    id: row.id,
    projectId: row.projectId,
    projectTitle: row.projectTitle,
    pitchText: row.pitchText,
    genre: row.genre,
    projectStage: row.projectStage as HistoryRecord["projectStage"],
    mode: row.mode as HistoryRecord["mode"],
    analysisType: row.analysisType as HistoryRecord["analysisType"],
    overallScore: row.overallScore,
    overallSummary: row.overallSummary,
    categories: row.categories,
    keyTakeaways: row.keyTakeaways,
    deckBuildout: row.deckBuildout ?? null,
    scriptAnalysis: row.scriptAnalysis ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}
