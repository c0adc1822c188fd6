import type { VerifyPaymentResponse } from "../../domain/payments";
import type { PaymentDeps } from "./payment-provider";
import { settlePaymentIntent } from "./settle-payment-intent";

/** POST /api/verify-payment: verified only for this session's succeeded, correctly priced intent. */
export async function verifyPayment(
  deps: PaymentDeps,
  sessionId: string,
  paymentIntentId: string,
): Promise<VerifyPaymentResponse> {
  const outcome = await settlePaymentIntent(deps, paymentIntentId, sessionId, "payment");
  return outcome.settled ? { verified: true, tier: outcome.tier } : { verified: false, tier: null };
}
