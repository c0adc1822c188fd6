import { and, desc, eq, inArray } from "drizzle-orm";
import type { HistoryRecord } from "../../domain/history";
import type { Database } from "../db/connect";
import { historyRecords } from "../db/schema";
import { toHistoryRecord } from "./history-row";

/** Newest first; the id breaks ties so every reader sees one order. */
const NEWEST_FIRST = [desc(historyRecords.createdAt), desc(historyRecords.id)];

/** The session's records, newest first. */
export async function listHistory(db: Database, sessionId: string): Promise<HistoryRecord[]> {
  const rows = await db
    .select()
    .from(historyRecords)
    .where(eq(historyRecords.sessionId, sessionId))
    .orderBy(...NEWEST_FIRST);
  return rows.map(toHistoryRecord);
}

/** The ids of the session's records, newest first (read from the index, no record bodies). */
export async function listHistoryIds(db: Database, sessionId: string): Promise<string[]> {
  const rows = await db
    .select({ id: historyRecords.id })
    .from(historyRecords)
    .where(eq(historyRecords.sessionId, sessionId))
    .orderBy(...NEWEST_FIRST);
  return rows.map((row) => row.id);
}

/** Some of the session's records, by id (in no particular order). */
export async function historyRecordsById(
  db: Database,
  sessionId: string,
  ids: readonly string[],
): Promise<HistoryRecord[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(historyRecords)
    .where(and(eq(historyRecords.sessionId, sessionId), inArray(historyRecords.id, [...ids])));
  return rows.map(toHistoryRecord);
}
