import type { AppConfig } from "../config";
import type { Database } from "../db/connect";
import type { PaymentProvider } from "./payment-provider";
import { createSandboxProvider } from "./sandbox/sandbox-provider";
import { createStripeProvider } from "./stripe/stripe-provider";

/** Picks the provider by configuration: Stripe when a secret key is set, else the sandbox. */
export function createPaymentProvider(payments: AppConfig["payments"], db: Database): PaymentProvider {
  if (payments.mode === "stripe" && payments.stripeSecretKey) {
    return createStripeProvider({
      secretKey: payments.stripeSecretKey,
      webhookSecret: payments.stripeWebhookSecret,
      apiBase: payments.stripeApiBase,
      timeoutMs: payments.stripeTimeoutMs,
    });
  }
  return createSandboxProvider(db);
}
