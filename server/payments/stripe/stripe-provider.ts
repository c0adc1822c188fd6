import Stripe from "stripe";
import { DEFAULT_STRIPE_TIMEOUT_MS } from "../../../domain/payments";
import { AppError } from "../../errors";
import {
  type CreateIntentInput,
  PAYMENT_CURRENCY,
  type PaymentProvider,
  type ProviderIntent,
  type ProviderWebhookEvent,
} from "../payment-provider";

export interface StripeProviderOptions {
  secretKey: string;
  webhookSecret?: string | undefined;
  /** Another server speaking the Stripe API (a local test server, stripe-mock). */
  apiBase?: string | undefined;
  /** Per request to Stripe (STRIPE_TIMEOUT_MS); a request that times out is tried once more. */
  timeoutMs?: number;
}

const UPSTREAM_MESSAGE = "The payment provider could not be reached. Please try again in a moment.";

/** host/port/protocol for the SDK from a base URL such as http://127.0.0.1:12111. */
export function stripeHostOptions(apiBase: string | undefined): Partial<Stripe.StripeConfig> {
  if (!apiBase) return {};
  const url = new URL(apiBase);
  const protocol = url.protocol === "http:" ? "http" : "https";
  return { host: url.hostname, port: url.port || (protocol === "http" ? 80 : 443), protocol };
}

function toProviderIntent(intent: Stripe.PaymentIntent): ProviderIntent {
  return {
    id: intent.id,
    status: intent.status,
    amount: intent.amount,
    currency: intent.currency,
    clientSecret: intent.client_secret,
    metadata: { ...intent.metadata },
  };
}

function isMissing(error: unknown): boolean {
  return error instanceof Stripe.errors.StripeInvalidRequestError && error.code === "resource_missing";
}

/** The payment intent an event is about: the intent itself, or a charge's or dispute's `payment_intent`. */
function paymentIntentOf(object: unknown): string | null {
  const {
    object: kind,
    id,
    payment_intent: intent,
  } = object as {
    object?: unknown;
    id?: unknown;
    payment_intent?: unknown;
  };
  if (kind === "payment_intent") return typeof id === "string" && id ? id : null;
  if (kind === "charge" || kind === "dispute") {
    if (typeof intent === "string" && intent) return intent;
    const expanded = (intent as { id?: unknown } | null)?.id;
    return typeof expanded === "string" && expanded ? expanded : null;
  }
  return null;
}

/** The real Stripe SDK; it never leaves this module. */
export function createStripeProvider(options: StripeProviderOptions): PaymentProvider {
  const stripe = new Stripe(options.secretKey, {
    maxNetworkRetries: 1,
    timeout: options.timeoutMs ?? DEFAULT_STRIPE_TIMEOUT_MS,
    telemetry: false,
    ...stripeHostOptions(options.apiBase),
  });

  return {
    name: "stripe",
    async createIntent({ amountCents, metadata, description }: CreateIntentInput) {
      try {
        const intent = await stripe.paymentIntents.create({
          amount: amountCents,
          currency: PAYMENT_CURRENCY,
          automatic_payment_methods: { enabled: true },
          description,
          metadata: { ...metadata },
        });
        return toProviderIntent(intent);
      } catch (error) {
        throw new AppError("upstream", UPSTREAM_MESSAGE, { cause: error });
      }
    },
    async retrieveIntent(id: string) {
      try {
        return toProviderIntent(await stripe.paymentIntents.retrieve(id));
      } catch (error) {
        if (isMissing(error)) return null;
        throw new AppError("upstream", UPSTREAM_MESSAGE, { cause: error });
      }
    },
    parseWebhookEvent(rawBody: Buffer, signature: string | undefined): ProviderWebhookEvent {
      if (!options.webhookSecret) {
        throw new AppError("not_ready", "Stripe webhooks are not configured on this server.");
      }
      if (!signature) throw new AppError("bad_request", "The Stripe-Signature header is missing.");
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, options.webhookSecret);
      } catch (error) {
        throw new AppError("bad_request", "The webhook signature could not be verified.", { cause: error });
      }
      return { type: event.type, paymentIntentId: paymentIntentOf(event.data.object) };
    },
  };
}
