import { and, desc, eq, inArray, sql } from "drizzle-orm";
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

/**
 * Each record as the JSON text of its product.md §3 shape (what toHistoryRecord gives, keys in the same
 * order), built by the database: the server's request thread only joins the texts into a list.
 */
const RECORD_JSON = sql<string>`json_build_object(
  'id', ${historyRecords.id},
  'projectId', ${historyRecords.projectId},
  'projectTitle', ${historyRecords.projectTitle},
  'pitchText', ${historyRecords.pitchText},
  'genre', ${historyRecords.genre},
  'projectStage', ${historyRecords.projectStage},
  'mode', ${historyRecords.mode},
  'analysisType', ${historyRecords.analysisType},
  'overallScore', ${historyRecords.overallScore}::text,
  'overallSummary', ${historyRecords.overallSummary},
  'categories', ${historyRecords.categories},
  'keyTakeaways', ${historyRecords.keyTakeaways},
  'deckBuildout', ${historyRecords.deckBuildout},
  'scriptAnalysis', ${historyRecords.scriptAnalysis},
  'createdAt', to_char(${historyRecords.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
)::text`;

/** Some of the session's records, by id, each as its JSON text (in no particular order). */
export async function historyRecordJsonById(
  db: Database,
  sessionId: string,
  ids: readonly string[],
): Promise<{ id: string; json: string }[]> {
  if (ids.length === 0) return [];
  return db
    .select({ id: historyRecords.id, json: RECORD_JSON })
    .from(historyRecords)
    .where(and(eq(historyRecords.sessionId, sessionId), inArray(historyRecords.id, [...ids])));
}
