import { and, desc, eq, isNull, or, sql } from "drizzle-orm";
import type { ComparableVersion } from "#analysis/compare/compare-versions";
import { HISTORY_TITLE_FALLBACK_LENGTH } from "#domain/constants";
import { type HistoryRecord, parseHistoryScore } from "#domain/history";
import type { ScriptReading } from "#domain/script-reading";
import type { ProjectStage } from "#domain/stages";
import type { Database } from "#server/db/connect";
import { historyRecords } from "#server/db/schema";
import { comparableRecord } from "./comparable-version";
import { ensureRoomFor, type HistoryQuota, STORED_BYTES } from "./history-quota";
import type { RecordJsonCache } from "./record-json-cache";

/** A project as the History list groups it. */
export interface ProjectOfVersion {
  projectTitle: string | null;
  pitchText: string;
}

/**
 * The session's versions in the same History group as `project`: a project's title or, without
 * one, the first 60 characters of its text (`historyGroupTitle`, domain/history.ts).
 */
function sameGroup(project: ProjectOfVersion) {
  const title = project.projectTitle?.trim();
  return title
    ? sql`trim(${historyRecords.projectTitle}) = ${title}`
    : and(
        or(isNull(historyRecords.projectTitle), sql`trim(${historyRecords.projectTitle}) = ''`),
        sql`left(${historyRecords.pitchText}, ${HISTORY_TITLE_FALLBACK_LENGTH}) = ${project.pitchText.slice(0, HISTORY_TITLE_FALLBACK_LENGTH)}`,
      );
}

/**
 * Admits a new version of `addingBytes` (refused with the quota's 403 when the session has no room
 * for it) and, in the same read, finds the project's previous version (product.md "What changed"):
 * the session's newest record in the project's History group, when `project` is given. Only what
 * the comparison reads is read: a script's reading, not its whole report and outline; and the
 * text and reading not at all when this server has the version's JSON (`stored`).
 */
export async function admitVersion(
  db: Database,
  sessionId: string,
  room: { quota: HistoryQuota; addingBytes: number },
  project: ProjectOfVersion | null,
  stored?: RecordJsonCache,
): Promise<{ previous: Promise<ComparableVersion | null> }> {
  const mine = eq(historyRecords.sessionId, sessionId);
  const usage = db
    .select({ versions: sql<string>`count(*)::text`.as("versions"), bytes: STORED_BYTES.as("bytes") })
    .from(historyRecords)
    .where(mine)
    .as("usage");
  const newest = db
    .select({
      id: historyRecords.id,
      createdAt: historyRecords.createdAt,
      stage: historyRecords.projectStage,
      overallScore: historyRecords.overallScore,
      categories: historyRecords.categories,
    })
    .from(historyRecords)
    .where(and(mine, project ? sameGroup(project) : sql`false`))
    .orderBy(desc(historyRecords.createdAt), desc(historyRecords.id))
    .limit(1)
    .as("newest");
  const [row] = await db
    .select({
      versions: usage.versions,
      bytes: usage.bytes,
      id: newest.id,
      createdAt: newest.createdAt,
      stage: newest.stage,
      overallScore: newest.overallScore,
      categories: newest.categories,
    })
    .from(usage)
    .leftJoin(newest, sql`true`);
  ensureRoomFor(
    room.quota,
    { versions: Number(row?.versions ?? 0), bytes: Number(row?.bytes ?? 0) },
    room.addingBytes,
  );
  if (!row?.id || !row.createdAt || !row.stage || !row.categories) return { previous: Promise.resolve(null) };
  const found = {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    stage: row.stage as ProjectStage,
    overallScore: parseHistoryScore(row.overallScore),
    categories: row.categories,
  };
  const comparable = stored?.comparable(found.id);
  if (comparable) return { previous: Promise.resolve({ ...found, ...comparable }) };
  const json = stored?.get(found.id);
  if (json) {
    const { pitchText, reading } = comparableRecord(JSON.parse(json.toString()) as HistoryRecord);
    return { previous: Promise.resolve({ ...found, pitchText, reading }) };
  }
  // A lookup that fails only costs the delta.
  return {
    previous: readTextAndReading(db, sessionId, found.id).then(
      (read) => read && { ...found, ...read },
      () => null,
    ),
  };
}

async function readTextAndReading(
  db: Database,
  sessionId: string,
  id: string,
): Promise<Pick<ComparableVersion, "pitchText" | "reading"> | null> {
  const [row] = await db
    .select({
      pitchText: historyRecords.pitchText,
      reading: sql<ScriptReading | null>`${historyRecords.scriptAnalysis} -> 'reading'`,
    })
    .from(historyRecords)
    .where(and(eq(historyRecords.sessionId, sessionId), eq(historyRecords.id, id)));
  return row ? { pitchText: row.pitchText, reading: row.reading ?? null } : null;
}
