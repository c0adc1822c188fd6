import { and, asc, eq, isNull } from "drizzle-orm";
import { LINK_TOKEN_PATTERN, type SharedReport, type ShareLink } from "../../domain/project-links";
import type { Database } from "../db/connect";
import { historyRecords, shareLinks } from "../db/schema";
import { toHistoryRecord } from "../history/history-row";
import { newLinkToken } from "./link-token";

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const asLink = (row: { token: string; historyId: string; createdAt: Date }): ShareLink => ({
  token: row.token,
  historyId: row.historyId,
  createdAt: row.createdAt.toISOString(),
});

/** The session's live share links, oldest first. */
export async function listShareLinks(db: Database, sessionId: string): Promise<ShareLink[]> {
  const rows = await db
    .select()
    .from(shareLinks)
    .where(and(eq(shareLinks.sessionId, sessionId), isNull(shareLinks.revokedAt)))
    .orderBy(asc(shareLinks.createdAt));
  return rows.map(asLink);
}

/** A live link to one of the session's versions (the existing one if there is); null if not its version. */
export async function ensureShareLink(
  db: Database,
  sessionId: string,
  historyId: string,
): Promise<ShareLink | null> {
  if (!UUID_PATTERN.test(historyId)) return null;
  const [owned] = await db
    .select({ id: historyRecords.id })
    .from(historyRecords)
    .where(and(eq(historyRecords.id, historyId), eq(historyRecords.sessionId, sessionId)))
    .limit(1);
  if (!owned) return null;
  const [live] = await db
    .select()
    .from(shareLinks)
    .where(
      and(
        eq(shareLinks.sessionId, sessionId),
        eq(shareLinks.historyId, historyId),
        isNull(shareLinks.revokedAt),
      ),
    )
    .limit(1);
  if (live) return asLink(live);
  const [row] = await db
    .insert(shareLinks)
    .values({ token: newLinkToken(), sessionId, historyId })
    .returning();
  return asLink(row!);
}

/** Turns a link off; false when the session has no such live link. */
export async function revokeShareLink(db: Database, sessionId: string, token: string): Promise<boolean> {
  if (!LINK_TOKEN_PATTERN.test(token)) return false;
  const revoked = await db
    .update(shareLinks)
    .set({ revokedAt: new Date() })
    .where(
      and(eq(shareLinks.token, token), eq(shareLinks.sessionId, sessionId), isNull(shareLinks.revokedAt)),
    )
    .returning({ token: shareLinks.token });
  return revoked.length > 0;
}

/** The version a live link shows, read-only and without the writer's material; null when off or gone. */
export async function readSharedReport(db: Database, token: string): Promise<SharedReport | null> {
  if (!LINK_TOKEN_PATTERN.test(token)) return null;
  const [row] = await db
    .select({ record: historyRecords })
    .from(shareLinks)
    .innerJoin(
      historyRecords,
      and(eq(historyRecords.id, shareLinks.historyId), eq(historyRecords.sessionId, shareLinks.sessionId)),
    )
    .where(and(eq(shareLinks.token, token), isNull(shareLinks.revokedAt)))
    .limit(1);
  if (!row) return null;
  // Picked field by field: the writer's material (pitchText) and the ids stay private.
  const record = toHistoryRecord(row.record);
  return {
    projectTitle: record.projectTitle,
    genre: record.genre,
    projectStage: record.projectStage,
    mode: record.mode,
    overallScore: record.overallScore,
    overallSummary: record.overallSummary,
    categories: record.categories,
    keyTakeaways: record.keyTakeaways,
    deckBuildout: record.deckBuildout,
    scriptAnalysis: record.scriptAnalysis,
    createdAt: record.createdAt,
  };
}
