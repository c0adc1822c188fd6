import type { CheckoutTier } from "../../domain/pricing";
import type { Database } from "../db/connect";
import { entitlements } from "../db/schema";

export interface EntitlementGrant {
  sessionId: string;
  projectId: string;
  tier: CheckoutTier;
  source: "payment" | "webhook" | "free-coupon";
  paymentIntentId?: string | null;
}

/** Records what a session has paid for, once: a repeat grant changes nothing. */
export async function recordEntitlement(db: Database, grant: EntitlementGrant): Promise<void> {
  await db
    .insert(entitlements)
    .values({ ...grant, paymentIntentId: grant.paymentIntentId ?? null })
    .onConflictDoNothing();
}
