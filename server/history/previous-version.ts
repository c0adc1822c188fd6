import { and, desc, eq, isNull, or, sql } from "drizzle-orm";
import type { ComparableVersion } from "#analysis/compare/compare-versions";
import { HISTORY_TITLE_FALLBACK_LENGTH } from "#domain/constants";
import { parseHistoryScore } from "#domain/history";
import type { ScriptReading } from "#domain/script-reading";
import type { ProjectStage } from "#domain/stages";
import type { Database } from "#server/db/connect";
import { historyRecords } from "#server/db/schema";

/**
 * The project's previous version (product.md "What changed"): the session's newest record in
 * the same History group, a project's title or, without one, the first 60 characters of its text
 * (`historyGroupTitle`, domain/history.ts). Only what the comparison reads is read: a script's
 * reading, not its whole report and outline.
 */
export async function findPreviousVersion(
  db: Database,
  sessionId: string,
  project: { projectTitle: string | null; pitchText: string },
): Promise<ComparableVersion | null> {
  const title = project.projectTitle?.trim();
  const sameGroup = title
    ? sql`trim(${historyRecords.projectTitle}) = ${title}`
    : and(
        or(isNull(historyRecords.projectTitle), sql`trim(${historyRecords.projectTitle}) = ''`),
        sql`left(${historyRecords.pitchText}, ${HISTORY_TITLE_FALLBACK_LENGTH}) = ${project.pitchText.slice(0, HISTORY_TITLE_FALLBACK_LENGTH)}`,
      );
  const [row] = await db
    .select({
      id: historyRecords.id,
      createdAt: historyRecords.createdAt,
      stage: historyRecords.projectStage,
      pitchText: historyRecords.pitchText,
      overallScore: historyRecords.overallScore,
      categories: historyRecords.categories,
      reading: sql<ScriptReading | null>`${historyRecords.scriptAnalysis} -> 'reading'`,
    })
    .from(historyRecords)
    .where(and(eq(historyRecords.sessionId, sessionId), sameGroup))
    .orderBy(desc(historyRecords.createdAt), desc(historyRecords.id))
    .limit(1);
  if (!row) return null;
  return {
    ...row,
    createdAt: row.createdAt.toISOString(),
    stage: row.stage as ProjectStage,
    overallScore: parseHistoryScore(row.overallScore),
    reading: row.reading ?? null,
  };
}
