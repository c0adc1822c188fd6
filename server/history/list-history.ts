import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { HistoryRecord } from "../../domain/history";
import type { Database } from "../db/connect";
import { historyRecords } from "../db/schema";
import type { HistoryCursor } from "./history-cursor";
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

/** One page of the session's record ids, newest first, and where the next page starts (null: none). */
export interface HistoryIdPage {
  ids: string[];
  next: HistoryCursor | null;
}

const AT_TEXT = sql<string>`to_char(${historyRecords.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/**
 * The ids of one page of the session's records, newest first (read from the index, no record
 * bodies). A page starts after its cursor's time and id, so records deleted or added meanwhile
 * neither repeat nor skip an older one.
 */
export async function listHistoryIds(
  db: Database,
  sessionId: string,
  page: { after: HistoryCursor | null; limit: number },
): Promise<HistoryIdPage> {
  const after = page.after
    ? sql`(${historyRecords.createdAt}, ${historyRecords.id}) < (${page.after.at}::timestamptz, ${page.after.id}::uuid)`
    : undefined;
  const rows = await db
    .select({ id: historyRecords.id, at: AT_TEXT })
    .from(historyRecords)
    .where(and(eq(historyRecords.sessionId, sessionId), after))
    .orderBy(...NEWEST_FIRST)
    .limit(page.limit + 1);
  const shown = rows.slice(0, page.limit);
  const last = shown.at(-1);
  return {
    ids: shown.map((row) => row.id),
    next: rows.length > page.limit && last ? { at: last.at, id: last.id } : null,
  };
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
