import { eq, type SQL, sql } from "drizzle-orm";
import type { Database } from "../db/connect";
import { historyRecords } from "../db/schema";
import { AppError } from "../errors";

/** What one visitor (session) may keep in history: versions and bytes as stored. */
export interface HistoryQuota {
  maxVersions: number;
  maxBytes: number;
}

export interface HistoryUsage {
  versions: number;
  bytes: number;
}

function megabytes(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  return mb >= 10 ? String(Math.round(mb)) : mb.toFixed(1).replace(/\.0$/, "");
}

/** Names the caps, what is used, and how to free space. */
export function storageFullMessage(quota: HistoryQuota, usage: HistoryUsage): string {
  return (
    `Your saved projects are full: each visitor can keep ${quota.maxVersions} versions and ` +
    `${megabytes(quota.maxBytes)} MB, and you have ${usage.versions} versions using ${megabytes(usage.bytes)} MB. ` +
    "Nothing new was saved. Delete projects you no longer need in My Projects, then try again; what you entered is kept."
  );
}

/** Sizes as stored (after compression), so what the disk holds is what is counted. */
const STORED_BYTES_SUM = sql`coalesce(sum(
  pg_column_size(${historyRecords.pitchText}) + pg_column_size(${historyRecords.overallSummary})
  + pg_column_size(${historyRecords.categories}) + pg_column_size(${historyRecords.keyTakeaways})
  + coalesce(pg_column_size(${historyRecords.deckBuildout}), 0)
  + coalesce(pg_column_size(${historyRecords.scriptAnalysis}), 0)
  + coalesce(pg_column_size(${historyRecords.projectTitle}), 0)
), 0)`;
export const STORED_BYTES = sql<string>`${STORED_BYTES_SUM}::text`;

export async function historyUsage(db: Database, sessionId: string): Promise<HistoryUsage> {
  const [row] = await db
    .select({ versions: sql<string>`count(*)::text`, bytes: STORED_BYTES })
    .from(historyRecords)
    .where(eq(historyRecords.sessionId, sessionId));
  return { versions: Number(row?.versions ?? 0), bytes: Number(row?.bytes ?? 0) };
}

/**
 * True while the session has room for one more version of `addingBytes`, as ensureHistoryRoom
 * judges it: a condition for the statement that stores the version, so one round trip checks and
 * stores.
 */
export function hasHistoryRoom(sessionId: string, quota: HistoryQuota, addingBytes: number): SQL {
  return sql`(select count(*) + 1 <= ${quota.maxVersions} and ${STORED_BYTES_SUM} + ${addingBytes} <= ${quota.maxBytes}
    from ${historyRecords} where ${eq(historyRecords.sessionId, sessionId)})`;
}

/** The refusal of a version that found no room (403, the sentence above), with the usage now. */
export async function storageFull(db: Database, sessionId: string, quota: HistoryQuota): Promise<AppError> {
  return new AppError("storage_full", storageFullMessage(quota, await historyUsage(db, sessionId)));
}

/**
 * Refuses (403, the sentence above) a new version that would take the session past its quota.
 * Checked before the work starts and again as it is stored (hasHistoryRoom); visitors' own
 * parallel requests can pass the second check together, so the cap can be exceeded by at most
 * those few.
 */
export async function ensureHistoryRoom(
  db: Database,
  sessionId: string,
  quota: HistoryQuota,
  addingBytes: number,
): Promise<void> {
  ensureRoomFor(quota, await historyUsage(db, sessionId), addingBytes);
}

/** Throws the refusal (403, the sentence above) when one more version of `addingBytes` does not fit. */
export function ensureRoomFor(quota: HistoryQuota, usage: HistoryUsage, addingBytes: number): void {
  if (usage.versions + 1 > quota.maxVersions || usage.bytes + addingBytes > quota.maxBytes)
    throw new AppError("storage_full", storageFullMessage(quota, usage));
}
