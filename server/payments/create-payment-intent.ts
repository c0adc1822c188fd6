import { normalizeProjectId } from "#domain/payment-flow";
import {
  type CreatePaymentIntentRequest,
  PAYMENT_MESSAGES,
  type PaymentIntentResponse,
} from "#domain/payments";
import { type CheckoutTier, isCheckoutTier, TIER_PRICES_CENTS, TIER_TITLES } from "#domain/pricing";
import { ALREADY_PURCHASED_MESSAGE } from "#domain/purchases";
import { paymentIntents } from "../db/schema";
import { AppError } from "../errors";
import { findCoupon } from "./find-coupon";
import { hasEntitlement } from "./has-entitlement";
import type { PaymentDeps } from "./payment-provider";
import { recordEntitlement } from "./record-entitlement";

export type CreatePaymentIntentResult =
  | { invalidCoupon: false; alreadyPurchased?: false; response: PaymentIntentResponse }
  | { invalidCoupon: true; error: string }
  | { invalidCoupon: false; alreadyPurchased: true; error: string };

const productName = (tier: CheckoutTier) => TIER_TITLES[tier].split(" - ")[0] ?? tier;

/**
 * Prices the tier on the server (coupon included) and opens an intent with the provider. A
 * total of 0 opens no intent: the grant is recorded for the session and project right here.
 */
export async function createPaymentIntent(
  { db, provider }: PaymentDeps,
  sessionId: string,
  request: CreatePaymentIntentRequest,
): Promise<CreatePaymentIntentResult> {
  const { tier } = request;
  if (!isCheckoutTier(tier)) throw new AppError("bad_request", PAYMENT_MESSAGES.invalidTier);
  const projectId = normalizeProjectId(request.projectId);
  // Pay once: a project this visitor already owns the outline for is never charged again.
  if (tier === "tier149" && (await hasEntitlement(db, sessionId, projectId, tier)))
    return { invalidCoupon: false, alreadyPurchased: true, error: ALREADY_PURCHASED_MESSAGE };

  const originalAmount = TIER_PRICES_CENTS[tier];
  let discountAmount = 0;
  let couponCode: string | null = null;
  if (request.couponCode?.trim()) {
    const coupon = await findCoupon(db, request.couponCode);
    if (!coupon) return { invalidCoupon: true, error: PAYMENT_MESSAGES.invalidCoupon };
    couponCode = coupon.code;
    discountAmount = Math.min(coupon.amountOffCents, originalAmount);
  }
  const amount = originalAmount - discountAmount;
  const priced = { amount, originalAmount, discountAmount, couponCode };

  if (amount === 0) {
    await recordEntitlement(db, { sessionId, projectId, tier, source: "free-coupon" });
    return {
      invalidCoupon: false,
      response: { ...priced, freePayment: true, clientSecret: null, paymentIntentId: null },
    };
  }

  const intent = await provider.createIntent({
    amountCents: amount,
    metadata: { tier, projectId, sessionId },
    description: productName(tier),
  });
  await db.insert(paymentIntents).values({
    id: intent.id,
    provider: provider.name,
    sessionId,
    projectId,
    tier,
    amountCents: amount,
    originalAmountCents: originalAmount,
    couponCode,
    status: intent.status,
    clientSecret: intent.clientSecret,
  });
  return {
    invalidCoupon: false,
    response: {
      ...priced,
      freePayment: false,
      clientSecret: intent.clientSecret,
      paymentIntentId: intent.id,
    },
  };
}
