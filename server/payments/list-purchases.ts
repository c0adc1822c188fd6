import { and, desc, eq, inArray } from "drizzle-orm";
import { isCheckoutTier, TIER_PRICES_CENTS } from "#domain/pricing";
import { generationsRemaining, type Purchase } from "#domain/purchases";
import type { Database } from "../db/connect";
import { entitlements, historyRecords, paymentIntents } from "../db/schema";

/** What the session has bought, newest first, with each receipt's figures (GET /api/purchases). */
export async function listPurchases(db: Database, sessionId: string): Promise<Purchase[]> {
  const rows = await db
    .select({ entitlement: entitlements, intent: paymentIntents })
    .from(entitlements)
    .leftJoin(paymentIntents, eq(paymentIntents.id, entitlements.paymentIntentId))
    .where(eq(entitlements.sessionId, sessionId))
    .orderBy(desc(entitlements.createdAt));
  const titles = await projectTitles(
    db,
    sessionId,
    rows.map((row) => row.entitlement.projectId),
  );
  const purchases: Purchase[] = [];
  for (const { entitlement, intent } of rows) {
    if (!isCheckoutTier(entitlement.tier)) continue;
    const originalAmount = intent?.originalAmountCents ?? TIER_PRICES_CENTS[entitlement.tier];
    const amount = intent?.amountCents ?? 0;
    purchases.push({
      projectId: entitlement.projectId,
      projectTitle: titles.get(entitlement.projectId) ?? null,
      tier: entitlement.tier,
      amount,
      originalAmount,
      discountAmount: originalAmount - amount,
      couponCode: intent?.couponCode ?? null,
      paymentIntentId: entitlement.paymentIntentId,
      purchasedAt: entitlement.createdAt.toISOString(),
      generationsUsed: entitlement.generationsUsed,
      generationsRemaining: generationsRemaining(entitlement.generationsUsed),
      revoked: entitlement.revokedAt !== null,
    });
  }
  return purchases;
}

/** The newest title the session gave each project. */
async function projectTitles(
  db: Database,
  sessionId: string,
  projectIds: string[],
): Promise<Map<string, string>> {
  const titles = new Map<string, string>();
  if (projectIds.length === 0) return titles;
  const rows = await db
    .select({ projectId: historyRecords.projectId, title: historyRecords.projectTitle })
    .from(historyRecords)
    .where(and(eq(historyRecords.sessionId, sessionId), inArray(historyRecords.projectId, projectIds)))
    .orderBy(desc(historyRecords.createdAt));
  for (const row of rows) {
    if (row.projectId && row.title && !titles.has(row.projectId)) titles.set(row.projectId, row.title);
  }
  return titles;
}
