import { type AnalysisResult, AnalysisResultSchema } from "#domain/analysis";
import type { AnalyzeRequest } from "#domain/analyze-request";
import type { ScreenplayStats } from "#domain/upload";
import type { Database } from "#server/db/connect";
import { AppError } from "#server/errors";
import { createHistoryRecord } from "#server/history/create-history-record";
import type { AnalysisEngine } from "./analysis-engine";

export const INCOMPLETE_RESULT_MESSAGE =
  "The analyst returned an incomplete report, so nothing was saved. Please try again.";

export interface AnalyzeDependencies {
  db: Database;
  engine: AnalysisEngine;
  readScreenplay: (text: string) => Promise<ScreenplayStats | null> | ScreenplayStats | null;
  signal?: AbortSignal;
}

/**
 * Runs the engine on a validated request and stores one history record (a version) for the
 * session. The record is written only after the result is complete and valid: failure stores nothing.
 */
export async function analyzeAndStore(
  deps: AnalyzeDependencies,
  sessionId: string,
  request: AnalyzeRequest,
): Promise<AnalysisResult & { historyId: string }> {
  const screenplay = request.projectStage === "script" ? await deps.readScreenplay(request.pitchText) : null;
  const raw = await deps.engine.analyze(
    {
      pitchText: request.pitchText,
      genre: request.genre ?? null,
      projectTitle: request.projectTitle?.trim() || null,
      projectStage: request.projectStage,
      mode: request.mode,
      analysisType: request.analysisType,
      promptAnswers: request.promptAnswers ?? {},
      screenplay,
    },
    { signal: deps.signal },
  );
  const parsed = AnalysisResultSchema.safeParse(raw);
  if (!parsed.success) throw new AppError("upstream", INCOMPLETE_RESULT_MESSAGE, { cause: parsed.error });
  const result = parsed.data;
  if (request.mode === "generate" && !result.deckBuildout)
    throw new AppError("upstream", INCOMPLETE_RESULT_MESSAGE);
  const record = await createHistoryRecord(deps.db, sessionId, request, result);
  return { ...result, historyId: record.id };
}
