import type { WithSubquery } from "drizzle-orm";
import type { AnalysisResult } from "../../domain/analysis";
import type { AnalyzeRequest } from "../../domain/analyze-request";
import type { Database } from "../db/connect";
import { historyRecords } from "../db/schema";

/**
 * Stores one version: the request that produced it and the whole result, in one insert. Answers
 * its id only: the row's text and result are what the caller just sent, not worth reading back.
 */
export async function createHistoryRecord(
  db: Database,
  sessionId: string,
  request: AnalyzeRequest,
  result: AnalysisResult,
  /** A statement run with the insert (one transaction), e.g. counting a generation. */
  alongside?: WithSubquery,
): Promise<{ id: string }> {
  const [row] = await (alongside ? db.with(alongside) : db)
    .insert(historyRecords)
    .values({
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
    })
    .returning({ id: historyRecords.id });
  return { id: row!.id };
}
