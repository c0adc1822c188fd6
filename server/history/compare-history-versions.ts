import { and, eq, inArray } from "drizzle-orm";
import type { CompareVersions } from "#analysis/compare/compare-versions";
import { historyGroupTitle } from "#domain/history";
import {
  COMPARE_OTHER_PROJECT_MESSAGE,
  COMPARE_SAME_VERSION_MESSAGE,
  type VersionDelta,
} from "#domain/version-delta";
import type { Database } from "#server/db/connect";
import { historyRecords } from "#server/db/schema";
import { AppError } from "#server/errors";
import { comparableRecord } from "./comparable-version";
import { isRecordId } from "./delete-history-record";
import { toHistoryRecord } from "./history-row";

/**
 * Any two of the session's versions of one project, older first whatever order they are asked
 * in (product.md "What changed"). Another session's record counts as none: `notFound` answers.
 */
export async function compareHistoryVersions(
  db: Database,
  compare: CompareVersions,
  sessionId: string,
  ids: { from: string; to: string },
  notFoundMessage: string,
): Promise<VersionDelta> {
  if (ids.from === ids.to) throw new AppError("bad_request", COMPARE_SAME_VERSION_MESSAGE);
  if (!isRecordId(ids.from) || !isRecordId(ids.to)) throw new AppError("not_found", notFoundMessage);
  const rows = await db
    .select()
    .from(historyRecords)
    .where(and(eq(historyRecords.sessionId, sessionId), inArray(historyRecords.id, [ids.from, ids.to])));
  if (rows.length !== 2) throw new AppError("not_found", notFoundMessage);
  const [older, newer] = rows
    .map(toHistoryRecord)
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
  if (historyGroupTitle(older!) !== historyGroupTitle(newer!))
    throw new AppError("bad_request", COMPARE_OTHER_PROJECT_MESSAGE);
  return compare(comparableRecord(older!), comparableRecord(newer!));
}
