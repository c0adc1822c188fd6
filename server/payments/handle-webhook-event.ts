import type { PaymentDeps } from "./payment-provider";
import { type RevocationReason, revokePurchase } from "./revoke-purchase";
import { settlePaymentIntent } from "./settle-payment-intent";

export interface WebhookOutcome {
  received: true;
  settled: boolean;
  /** Grants a refund or dispute took back. */
  revoked?: number;
}

const REVOKING_EVENTS: Record<string, RevocationReason> = {
  "charge.refunded": "refunded",
  "charge.dispute.created": "disputed",
};

/**
 * A provider webhook, its signature checked on the raw body. For payment_intent.succeeded the
 * intent is fetched again from the provider: the payload itself is never trusted. A refund
 * (charge.refunded, whole or partial) or a dispute (charge.dispute.created) revokes the purchase.
 */
export async function handleWebhookEvent(
  deps: PaymentDeps,
  rawBody: Buffer,
  signature: string | undefined,
): Promise<WebhookOutcome> {
  const event = deps.provider.parseWebhookEvent(rawBody, signature);
  const revocation = REVOKING_EVENTS[event.type];
  if (revocation && event.paymentIntentId) {
    const revoked = await revokePurchase(deps.db, event.paymentIntentId, revocation);
    return { received: true, settled: false, revoked };
  }
  if (event.type !== "payment_intent.succeeded" || !event.paymentIntentId) {
    return { received: true, settled: false };
  }
  const outcome = await settlePaymentIntent(deps, event.paymentIntentId, null, "webhook");
  return { received: true, settled: outcome.settled };
}
