import { getTableColumns, is, SQL, sql, type WithSubquery } from "drizzle-orm";
import type { AnalysisResult } from "../../domain/analysis";
import type { AnalyzeRequest } from "../../domain/analyze-request";
import type { HistoryRecord } from "../../domain/history";
import type { Database } from "../db/connect";
import { historyRecords } from "../db/schema";
import { type HistoryQuota, hasHistoryRoom, storageFull } from "./history-quota";
import { toHistoryRecord } from "./history-row";

type NewHistoryRow = typeof historyRecords.$inferInsert;

export interface StoreOptions {
  /** A statement run with the insert (one transaction), e.g. counting a generation. */
  alongside?: WithSubquery;
  /**
   * Stored only if the session has room for it (history-quota.ts), judged in the same statement;
   * refused (403) otherwise. Not with `alongside`, which would run even when nothing is stored.
   */
  room?: { quota: HistoryQuota; addingBytes: number };
}

/**
 * The row as a SELECT of its values (each cast to its column's type; the columns' defaults where
 * none is given) that yields it only when `condition` holds: an insert that checks and stores in one.
 */
function rowWhen(values: NewHistoryRow, condition: SQL): SQL {
  // Every column, in the table's order: what drizzle's insert names before the SELECT.
  const fields = Object.entries(getTableColumns(historyRecords)).map(([key, column]) => {
    const value = values[key as keyof NewHistoryRow];
    if (value === undefined && is(column.default, SQL)) return column.default;
    return sql`${sql.param(value ?? column.default ?? null, column)}::${sql.raw(column.getSQLType())}`;
  });
  return sql`select ${sql.join(fields, sql`, `)} where ${condition}`;
}

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
  { alongside, room }: StoreOptions = {},
): Promise<HistoryRecord> {
  if (alongside && room) throw new Error("a conditional insert cannot run a statement alongside");
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
  const insert = (alongside ? db.with(alongside) : db).insert(historyRecords);
  const [row] = await (room
    ? insert.select(rowWhen(values, hasHistoryRoom(sessionId, room.quota, room.addingBytes)))
    : insert.values(values)
  ).returning({ id: historyRecords.id, createdAt: historyRecords.createdAt });
  if (!row) throw await storageFull(db, sessionId, room!.quota);
  // As the database holds it: text is sent as UTF-8, so a lone surrogate (from a model's answer) is
  // stored as U+FFFD. The request's own texts are made storable already (domain/storable-text.ts).
  return toHistoryRecord({ ...values, overallSummary: values.overallSummary.toWellFormed(), ...row });
}
