import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/connect";
import { paymentIntents } from "../../db/schema";
import { AppError } from "../../errors";
import { PAYMENT_CURRENCY, type PaymentProvider, type ProviderIntent } from "../payment-provider";

const token = (bytes: number) => randomBytes(bytes).toString("hex");

/**
 * The offline provider. Its intents live in the payment_intents table that records every
 * intent: createPaymentIntent writes the row, confirmSandboxPayment moves its status, and
 * retrieveIntent answers from it the way Stripe would.
 */
export function createSandboxProvider(db: Database): PaymentProvider {
  return {
    name: "sandbox",
    async createIntent({ amountCents, metadata }) {
      const id = `pi_sandbox_${token(12)}`;
      return {
        id,
        status: "requires_payment_method",
        amount: amountCents,
        currency: PAYMENT_CURRENCY,
        clientSecret: `${id}_secret_${token(16)}`,
        metadata: { ...metadata },
      };
    },
    async retrieveIntent(id: string): Promise<ProviderIntent | null> {
      const [row] = await db
        .select()
        .from(paymentIntents)
        .where(and(eq(paymentIntents.id, id), eq(paymentIntents.provider, "sandbox")))
        .limit(1);
      if (!row) return null;
      return {
        id: row.id,
        status: row.status,
        amount: row.amountCents,
        currency: PAYMENT_CURRENCY,
        clientSecret: row.clientSecret,
        metadata: { tier: row.tier, projectId: row.projectId, sessionId: row.sessionId },
      };
    },
    parseWebhookEvent() {
      throw new AppError("not_found", "Webhooks are only used with the Stripe payment provider.");
    },
  };
}
