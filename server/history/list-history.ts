import { desc, eq } from "drizzle-orm";
import type { HistoryRecord } from "../../domain/history";
import type { Database } from "../db/connect";
import { historyRecords } from "../db/schema";
import { toHistoryRecord } from "./history-row";

/** The session's records, newest first. */
export async function listHistory(db: Database, sessionId: string): Promise<HistoryRecord[]> {
  const rows = await db
    .select()
    .from(historyRecords)
    .where(eq(historyRecords.sessionId, sessionId))
    .orderBy(desc(historyRecords.createdAt));
  return rows.map(toHistoryRecord);
}
