import type { CheckoutTier } from "../../domain/pricing";
import type { Database } from "../db/connect";

/** What the server writes into an intent's metadata, and checks again on verification. */
export interface IntentMetadata {
  tier: CheckoutTier;
  projectId: string;
  sessionId: string;
}

export interface CreateIntentInput {
  amountCents: number;
  metadata: IntentMetadata;
  description: string;
}

/** A payment intent as the provider reports it (Stripe's names, amounts in cents). */
export interface ProviderIntent {
  id: string;
  status: string;
  amount: number;
  currency: string;
  clientSecret: string | null;
  metadata: Record<string, string>;
}

/** A verified webhook event, reduced to what we act on. */
export interface ProviderWebhookEvent {
  type: string;
  paymentIntentId: string | null;
}

export type PaymentProviderName = "sandbox" | "stripe";

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  createIntent(input: CreateIntentInput): Promise<ProviderIntent>;
  /** null when the provider does not know the intent. */
  retrieveIntent(id: string): Promise<ProviderIntent | null>;
  /** Verifies a webhook's signature on the raw body; throws AppError("bad_request") when forged. */
  parseWebhookEvent(rawBody: Buffer, signature: string | undefined): ProviderWebhookEvent;
}

export const PAYMENT_CURRENCY = "usd";

/** What the payment services need: the database and the configured provider. */
export interface PaymentDeps {
  db: Database;
  provider: PaymentProvider;
}
