import { type ClaimFreeAccessRequest, normalizeProjectId } from "../../domain/payment-flow";
import { PAYMENT_MESSAGES, type VerifyPaymentResponse } from "../../domain/payments";
import { isCheckoutTier } from "../../domain/pricing";
import type { Database } from "../db/connect";
import { AppError } from "../errors";
import { hasEntitlement } from "./has-entitlement";

/**
 * The free claim confirms a grant the server recorded when the priced total came to 0; the
 * query string of /payment-success alone never grants anything.
 */
export async function claimFreeAccess(
  db: Database,
  sessionId: string,
  request: ClaimFreeAccessRequest,
): Promise<VerifyPaymentResponse> {
  const { tier } = request;
  if (!isCheckoutTier(tier)) throw new AppError("bad_request", PAYMENT_MESSAGES.invalidFreeTier);
  const granted = await hasEntitlement(db, sessionId, normalizeProjectId(request.projectId), tier);
  return granted ? { verified: true, tier } : { verified: false, tier: null };
}
