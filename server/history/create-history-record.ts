import type { WithSubquery } from "drizzle-orm";
import type { AnalysisResult } from "../../domain/analysis";
import type { AnalyzeRequest } from "../../domain/analyze-request";
import type { HistoryRecord } from "../../domain/history";
import type { Database } from "../db/connect";
import { historyRecords } from "../db/schema";
import { toHistoryRecord } from "./history-row";

/**
 * Stores one version: the request that produced it and the whole result, in one insert. Answers
 * the record as stored, from what was sent and the id and time the database gave it (its text and
 * result are not worth reading back).
 */
export async function createHistoryRecord(
  db: Database,
  sessionId: string,
  request: AnalyzeRequest,
  result: AnalysisResult,
  /** A statement run with the insert (one transaction), e.g. counting a generation. */
  alongside?: WithSubquery,
): Promise<HistoryRecord> {
  const values = {
    sessionId,
    projectId: request.projectId ?? null,
    projectTitle: request.projectTitle?.trim() || null,
    pitchText: request.pitchText,
    genre: request.genre ?? null,
    projectStage: request.projectStage,
    mode: request.mode,
    analysisType: request.analysisType,
    overallScore: result.overallScore === null ? null : result.overallScore.toFixed(1),
    overallSummary: result.overallSummary,
    categories: result.categories,
    keyTakeaways: result.keyTakeaways,
    deckBuildout: result.deckBuildout ?? null,
    scriptAnalysis: result.scriptAnalysis ?? null,
  };
  const [row] = await (alongside ? db.with(alongside) : db)
    .insert(historyRecords)
    .values(values)
    .returning({ id: historyRecords.id, createdAt: historyRecords.createdAt });
  return toHistoryRecord({ ...values, ...row! });
}
