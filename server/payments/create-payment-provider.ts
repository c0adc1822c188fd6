import type { AppConfig } from "../config";
import type { Database } from "../db/connect";
import type { PaymentProvider } from "./payment-provider";
import { createSandboxProvider } from "./sandbox/sandbox-provider";

/**
 * Picks the provider by configuration: Stripe when a secret key is set, else the sandbox. Stripe's
 * client library loads only then: a sandbox server never pays for it at start.
 */
export async function createPaymentProvider(
  payments: AppConfig["payments"],
  db: Database,
): Promise<PaymentProvider> {
  if (payments.mode === "stripe" && payments.stripeSecretKey) {
    const { createStripeProvider } = await import("./stripe/stripe-provider");
    return createStripeProvider({
      secretKey: payments.stripeSecretKey,
      webhookSecret: payments.stripeWebhookSecret,
      apiBase: payments.stripeApiBase,
      timeoutMs: payments.stripeTimeoutMs,
    });
  }
  return createSandboxProvider(db);
}
