import type { WithSubquery } from "drizzle-orm";
import { type AnalysisResult, AnalysisResultSchema } from "#domain/analysis";
import type { AnalysisStep } from "#domain/analysis-steps";
import type { AnalyzeRequest } from "#domain/analyze-request";
import type { HistoryRecord } from "#domain/history";
import { questionnaireCredit } from "#domain/questionnaire-credit";
import type { Database } from "#server/db/connect";
import { AppError } from "#server/errors";
import { comparableResult } from "#server/history/comparable-version";
import { createHistoryRecord } from "#server/history/create-history-record";
import { ensureHistoryRoom, type HistoryQuota } from "#server/history/history-quota";
import type { ComparableVersion, CompareVersions } from "../compare/compare-versions";
import type { AnalysisEngine } from "./analysis-engine";
import { isChecked } from "./checked-result";

export const INCOMPLETE_RESULT_MESSAGE =
  "The analyst returned an incomplete report, so nothing was saved. Please try again.";

export interface AnalyzeDependencies {
  db: Database;
  engine: AnalysisEngine;
  /** product.md "What changed": without it a result carries no delta. */
  compareVersions?: CompareVersions;
  signal?: AbortSignal;
  /** Counts a generation against its purchase in the statement that stores it. */
  countWith?: WithSubquery;
  /**
   * Runs just before the version is stored; throwing stores nothing. What it returns replaces
   * `countWith` (a generation that claimed its place again).
   */
  beforeStore?: () => Promise<WithSubquery | undefined>;
  /**
   * What the session may keep: the version (its text, `inputBytes`, and its result) is stored only
   * if it fits, judged as it is stored; refused (403) otherwise.
   */
  historyRoom?: { quota: HistoryQuota; inputBytes: number };
  /** Each real stage as it begins: the analyst's, then comparing and saving. */
  onStep?: (step: AnalysisStep) => void;
  /**
   * The project's previous version, looked up as the request was admitted (previous-version.ts), when
   * it is compared (`comparesWithPrevious`).
   */
  previous?: Promise<ComparableVersion | null>;
  /** The version as stored, once it is. */
  onStored?: (record: HistoryRecord) => void;
}

/**
 * Whether a result is compared with the project's previous version: an analysis is; so is a deck's
 * enhancement (generated with questionnaire answers), whose score moves with them.
 */
export function comparesWithPrevious(request: AnalyzeRequest): boolean {
  return (
    request.mode === "analyze" ||
    (request.projectStage === "deck" &&
      questionnaireCredit(request.pitchText, request.projectStage).length > 0)
  );
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
  const credit = questionnaireCredit(request.pitchText, request.projectStage);
  const previous = deps.compareVersions && deps.previous ? deps.previous : Promise.resolve(null);
  const raw = await deps.engine.analyze(
    {
      pitchText: request.pitchText,
      genre: request.genre ?? null,
      projectTitle: request.projectTitle?.trim() || null,
      projectStage: request.projectStage,
      mode: request.mode,
      analysisType: request.analysisType,
      promptAnswers: request.promptAnswers ?? {},
      ...(request.pictures ? { pictures: request.pictures } : {}),
    },
    { signal: deps.signal, onStep: deps.onStep },
  );
  // A kept built-in result was checked when it was made; read as it is (frozen), never changed here.
  const parsed = isChecked(raw) ? { success: true as const, data: raw } : AnalysisResultSchema.safeParse(raw);
  if (!parsed.success) throw new AppError("upstream", INCOMPLETE_RESULT_MESSAGE, { cause: parsed.error });
  const result = credit.length > 0 ? { ...parsed.data, questionnaireCredit: credit } : parsed.data;
  if (request.mode === "generate" && !result.deckBuildout)
    throw new AppError("upstream", INCOMPLETE_RESULT_MESSAGE);
  const last = await previous;
  if (deps.compareVersions && last) deps.onStep?.({ kind: "comparing" });
  const withDelta = await addDelta(deps.compareVersions, last, result, request);
  deps.onStep?.({ kind: "saving" });
  const countWith = (await deps.beforeStore?.()) ?? deps.countWith;
  const room = deps.historyRoom && {
    quota: deps.historyRoom.quota,
    addingBytes: deps.historyRoom.inputBytes + Buffer.byteLength(JSON.stringify(withDelta), "utf8"),
  };
  // A generation counted by the insert is checked first: counting runs even if nothing is stored.
  if (room && countWith) await ensureHistoryRoom(deps.db, sessionId, room.quota, room.addingBytes);
  const record = await createHistoryRecord(deps.db, sessionId, request, withDelta, {
    alongside: countWith,
    room: countWith ? undefined : room,
  });
  deps.onStored?.(record);
  return { ...withDelta, historyId: record.id };
}

/**
 * The result with what changed since the previous version: a script's in `scriptAnalysis.delta`,
 * an idea's or a deck's in `delta`. A comparison that fails leaves the result as it was.
 */
async function addDelta(
  compare: CompareVersions | undefined,
  previous: ComparableVersion | null,
  result: AnalysisResult,
  request: AnalyzeRequest,
): Promise<AnalysisResult> {
  if (!compare || !previous) return result;
  const delta = await compare(previous, comparableResult(result, request, new Date().toISOString())).catch(
    () => null,
  );
  if (!delta) return result;
  if (result.scriptAnalysis && delta.kind !== "pitch")
    return { ...result, scriptAnalysis: { ...result.scriptAnalysis, delta } };
  if (delta.kind !== "script") return { ...result, delta };
  return result;
}
