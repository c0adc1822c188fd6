import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "../db/connect";
import { entitlements, paymentIntents } from "../db/schema";

/** What takes a purchase back; it is also the payment intent's status from then on. */
export type RevocationReason = "refunded" | "disputed";
export const REVOKED_INTENT_STATUSES: readonly string[] = ["refunded", "disputed"];

/**
 * A refund or a dispute takes back what the payment bought: the entitlement is marked revoked
 * (kept, so a redelivered success event cannot grant it again) and the intent remembers why, so a
 * success that is settled after the refund does not grant it either. Returns how many grants it revoked.
 */
export async function revokePurchase(
  db: Database,
  paymentIntentId: string,
  reason: RevocationReason,
): Promise<number> {
  await db
    .update(paymentIntents)
    .set({ status: reason, updatedAt: new Date() })
    .where(eq(paymentIntents.id, paymentIntentId));
  const revoked = await db
    .update(entitlements)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(and(eq(entitlements.paymentIntentId, paymentIntentId), isNull(entitlements.revokedAt)))
    .returning({ projectId: entitlements.projectId });
  return revoked.length;
}
