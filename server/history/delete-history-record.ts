import { and, eq } from "drizzle-orm";
import type { Database } from "../db/connect";
import { historyRecords } from "../db/schema";

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A record id is a UUID; anything else names no record (and never reaches the database). */
export function isRecordId(id: string): boolean {
  return UUID_PATTERN.test(id);
}

/** Deletes one of the session's records; false when there is none (another session's counts as none). */
export async function deleteHistoryRecord(db: Database, sessionId: string, id: string): Promise<boolean> {
  if (!isRecordId(id)) return false;
  const deleted = await db
    .delete(historyRecords)
    .where(and(eq(historyRecords.id, id), eq(historyRecords.sessionId, sessionId)))
    .returning({ id: historyRecords.id });
  return deleted.length > 0;
}
