import { and, count, desc, eq, isNull, sql } from "drizzle-orm";
import { LINK_TOKEN_PATTERN, type RecoveryLink } from "../../domain/project-links";
import type { Database } from "../db/connect";
import { entitlements, historyRecords, paymentIntents, recoveryLinks, shareLinks } from "../db/schema";
import { newLinkToken } from "./link-token";

const asLink = (row: { token: string; createdAt: Date }): RecoveryLink => ({
  token: row.token,
  createdAt: row.createdAt.toISOString(),
});

/** The session's live recovery link, if it made one. */
export async function currentRecoveryLink(db: Database, sessionId: string): Promise<RecoveryLink | null> {
  const [row] = await db
    .select()
    .from(recoveryLinks)
    .where(and(eq(recoveryLinks.sessionId, sessionId), isNull(recoveryLinks.revokedAt)))
    .orderBy(desc(recoveryLinks.createdAt))
    .limit(1);
  return row ? asLink(row) : null;
}

/** Turns off every link of the session; a browser already bound stays bound. */
export async function revokeRecoveryLinks(db: Database, sessionId: string): Promise<void> {
  await db
    .update(recoveryLinks)
    .set({ revokedAt: new Date() })
    .where(and(eq(recoveryLinks.sessionId, sessionId), isNull(recoveryLinks.revokedAt)));
}

/** The live link, made on first ask; `replace` turns the old one off and makes a new one. */
export async function ensureRecoveryLink(
  db: Database,
  sessionId: string,
  { replace = false }: { replace?: boolean } = {},
): Promise<RecoveryLink> {
  if (replace) await revokeRecoveryLinks(db, sessionId);
  else {
    const live = await currentRecoveryLink(db, sessionId);
    if (live) return live;
  }
  const [row] = await db.insert(recoveryLinks).values({ token: newLinkToken(), sessionId }).returning();
  return asLink(row!);
}

/** The session a live link opens, or null for an unknown, malformed or revoked token. */
export async function recoveryLinkOwner(db: Database, token: string): Promise<string | null> {
  if (!LINK_TOKEN_PATTERN.test(token)) return null;
  const [row] = await db
    .select({ sessionId: recoveryLinks.sessionId })
    .from(recoveryLinks)
    .where(and(eq(recoveryLinks.token, token), isNull(recoveryLinks.revokedAt)))
    .limit(1);
  return row?.sessionId ?? null;
}

/**
 * What this browser made before it opened the link joins the owner's projects, so nothing it had
 * is lost: its versions, payments, purchases (unless the owner bought the same project) and links.
 */
export async function moveSessionInto(db: Database, from: string, into: string): Promise<number> {
  if (from !== into) {
    // One statement each: a failure half way leaves versions under one of the two sessions, never lost.
    await db.update(historyRecords).set({ sessionId: into }).where(eq(historyRecords.sessionId, from));
    await db.update(paymentIntents).set({ sessionId: into }).where(eq(paymentIntents.sessionId, from));
    await db
      .update(entitlements)
      .set({ sessionId: into })
      .where(
        and(
          eq(entitlements.sessionId, from),
          sql`not exists (select 1 from "entitlements" as "held" where "held"."session_id" = ${into}
            and "held"."project_id" = "entitlements"."project_id" and "held"."tier" = "entitlements"."tier")`,
        ),
      );
    await db.update(shareLinks).set({ sessionId: into }).where(eq(shareLinks.sessionId, from));
    await db
      .update(recoveryLinks)
      .set({ revokedAt: new Date() })
      .where(and(eq(recoveryLinks.sessionId, from), isNull(recoveryLinks.revokedAt)));
  }
  const [row] = await db
    .select({ versions: count() })
    .from(historyRecords)
    .where(eq(historyRecords.sessionId, into));
  return row?.versions ?? 0;
}
