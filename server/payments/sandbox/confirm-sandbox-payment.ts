import { timingSafeEqual } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { SandboxConfirmRequest, SandboxConfirmResponse } from "#domain/payment-flow";
import { isCheckoutTier } from "#domain/pricing";
import { ALREADY_PURCHASED_MESSAGE } from "#domain/purchases";
import type { Database } from "../../db/connect";
import { paymentIntents } from "../../db/schema";
import { AppError } from "../../errors";
import { hasEntitlement } from "../has-entitlement";
import { checkSandboxCard } from "./sandbox-cards";

export const PAYMENT_NOT_FOUND_MESSAGE = "That payment could not be found. Please start checkout again.";

function sameSecret(a: string | null, b: string): boolean {
  if (!a || a.length !== b.length) return false;
  return timingSafeEqual(Buffer.from(a), Buffer.from(b));
}

/**
 * Confirms a sandbox intent with a test card, on the server: like Stripe, the client secret
 * authorises the confirmation, and only this session's intent can be confirmed.
 */
export async function confirmSandboxPayment(
  db: Database,
  sessionId: string,
  request: SandboxConfirmRequest,
): Promise<SandboxConfirmResponse> {
  const [intent] = await db
    .select()
    .from(paymentIntents)
    .where(and(eq(paymentIntents.id, request.paymentIntentId), eq(paymentIntents.provider, "sandbox")))
    .limit(1);
  if (!intent || intent.sessionId !== sessionId || !sameSecret(intent.clientSecret, request.clientSecret)) {
    throw new AppError("not_found", PAYMENT_NOT_FOUND_MESSAGE);
  }
  if (!isCheckoutTier(intent.tier)) throw new AppError("not_found", PAYMENT_NOT_FOUND_MESSAGE);
  if (intent.status === "succeeded")
    return { paymentIntentId: intent.id, status: "succeeded", tier: intent.tier };

  // Pay once: an intent opened before the project was bought cannot charge for it again.
  if (intent.tier === "tier149" && (await hasEntitlement(db, sessionId, intent.projectId, intent.tier)))
    throw new AppError("conflict", ALREADY_PURCHASED_MESSAGE);

  const check = checkSandboxCard(request);
  if (check.outcome === "invalid") throw new AppError("bad_request", check.message);
  if (check.outcome === "declined") throw new AppError("not_paid", check.message);

  await db
    .update(paymentIntents)
    .set({ status: "succeeded", updatedAt: new Date() })
    .where(eq(paymentIntents.id, intent.id));
  return { paymentIntentId: intent.id, status: "succeeded", tier: intent.tier };
}
