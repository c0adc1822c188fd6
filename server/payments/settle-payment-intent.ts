import { and, eq, isNotNull } from "drizzle-orm";
import { type CheckoutTier, isCheckoutTier } from "../../domain/pricing";
import { entitlements, paymentIntents } from "../db/schema";
import { PAYMENT_CURRENCY, type PaymentDeps } from "./payment-provider";
import { recordEntitlement } from "./record-entitlement";
import { REVOKED_INTENT_STATUSES } from "./revoke-purchase";

export type SettleOutcome = { settled: true; tier: CheckoutTier } | { settled: false };

/**
 * Asks the provider about an intent we created and, only when it succeeded for exactly the
 * amount, session, project and tier we stored, records the entitlement (once). `sessionId`
 * is the caller's session; null when Stripe's webhook calls (then the stored owner counts).
 */
export async function settlePaymentIntent(
  { db, provider }: PaymentDeps,
  paymentIntentId: string,
  sessionId: string | null,
  source: "payment" | "webhook",
): Promise<SettleOutcome> {
  const [stored] = await db
    .select()
    .from(paymentIntents)
    .where(eq(paymentIntents.id, paymentIntentId))
    .limit(1);
  if (!stored || stored.provider !== provider.name) return { settled: false };
  if (sessionId !== null && stored.sessionId !== sessionId) return { settled: false };
  if (!isCheckoutTier(stored.tier)) return { settled: false };
  // Refunded or disputed: Stripe still reports the intent as succeeded, but it buys nothing now.
  if (REVOKED_INTENT_STATUSES.includes(stored.status)) return { settled: false };

  const intent = await provider.retrieveIntent(paymentIntentId);
  if (!intent) return { settled: false };
  const matches =
    intent.status === "succeeded" &&
    intent.amount === stored.amountCents &&
    intent.currency === PAYMENT_CURRENCY &&
    intent.metadata.sessionId === stored.sessionId &&
    intent.metadata.projectId === stored.projectId &&
    intent.metadata.tier === stored.tier;
  if (!matches) return { settled: false };

  await recordEntitlement(db, {
    sessionId: stored.sessionId,
    projectId: stored.projectId,
    tier: stored.tier,
    source,
    paymentIntentId,
  });
  const [revoked] = await db
    .select({ at: entitlements.revokedAt })
    .from(entitlements)
    .where(and(eq(entitlements.paymentIntentId, paymentIntentId), isNotNull(entitlements.revokedAt)))
    .limit(1);
  if (revoked) return { settled: false };
  if (stored.status !== "succeeded") {
    await db
      .update(paymentIntents)
      .set({ status: "succeeded", updatedAt: new Date() })
      .where(eq(paymentIntents.id, paymentIntentId));
  }
  return { settled: true, tier: stored.tier };
}
