import type { PaymentDeps } from "./payment-provider";
import { settlePaymentIntent } from "./settle-payment-intent";

export interface WebhookOutcome {
  received: true;
  settled: boolean;
}

/**
 * A provider webhook, its signature checked on the raw body. For payment_intent.succeeded the
 * intent is fetched again from the provider: the payload itself is never trusted.
 */
export async function handleWebhookEvent(
  deps: PaymentDeps,
  rawBody: Buffer,
  signature: string | undefined,
): Promise<WebhookOutcome> {
  const event = deps.provider.parseWebhookEvent(rawBody, signature);
  if (event.type !== "payment_intent.succeeded" || !event.paymentIntentId) {
    return { received: true, settled: false };
  }
  const outcome = await settlePaymentIntent(deps, event.paymentIntentId, null, "webhook");
  return { received: true, settled: outcome.settled };
}
