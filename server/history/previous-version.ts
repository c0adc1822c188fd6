import { and, desc, eq, isNull, or, sql } from "drizzle-orm";
import { HISTORY_TITLE_FALLBACK_LENGTH } from "#domain/constants";
import type { HistoryRecord } from "#domain/history";
import type { Database } from "#server/db/connect";
import { historyRecords } from "#server/db/schema";
import { toHistoryRecord } from "./history-row";

/**
 * The project's previous version (product.md "What changed"): the session's newest record in
 * the same History group, a project's title or, without one, the first 60 characters of its text
 * (`historyGroupTitle`, domain/history.ts).
 */
export async function findPreviousVersion(
  db: Database,
  sessionId: string,
  project: { projectTitle: string | null; pitchText: string },
): Promise<HistoryRecord | null> {
  const title = project.projectTitle?.trim();
  const sameGroup = title
    ? sql`trim(${historyRecords.projectTitle}) = ${title}`
    : and(
        or(isNull(historyRecords.projectTitle), sql`trim(${historyRecords.projectTitle}) = ''`),
        sql`left(${historyRecords.pitchText}, ${HISTORY_TITLE_FALLBACK_LENGTH}) = ${project.pitchText.slice(0, HISTORY_TITLE_FALLBACK_LENGTH)}`,
      );
  const [row] = await db
    .select()
    .from(historyRecords)
    .where(and(eq(historyRecords.sessionId, sessionId), sameGroup))
    .orderBy(desc(historyRecords.createdAt), desc(historyRecords.id))
    .limit(1);
  return row ? toHistoryRecord(row) : null;
}
