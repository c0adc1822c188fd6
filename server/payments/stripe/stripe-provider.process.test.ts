import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AppError } from "../../errors";
import { createStripeProvider, stripeHostOptions } from "./stripe-provider";
import { type StripeTestServer, startStripeTestServer } from "./test/stripe-test-server";

let server: StripeTestServer;
beforeAll(async () => {
  server = await startStripeTestServer();
});
afterAll(() => server.close());

const SECRET = "sk_test_provider";
const WEBHOOK_SECRET = "whsec_provider_test";
const metadata = { tier: "tier149" as const, projectId: "project-1", sessionId: "session-1" };

describe("Stripe provider through the real SDK", () => {
  it("reads host, port and protocol from STRIPE_API_BASE", () => {
    expect(stripeHostOptions("http://127.0.0.1:12111")).toEqual({
      host: "127.0.0.1",
      port: "12111",
      protocol: "http",
    });
    expect(stripeHostOptions("https://stripe.internal")).toEqual({
      host: "stripe.internal",
      port: 443,
      protocol: "https",
    });
    expect(stripeHostOptions(undefined)).toEqual({});
  });

  it("creates an intent with a form-encoded body, metadata and automatic payment methods", async () => {
    const provider = createStripeProvider({ secretKey: SECRET, apiBase: server.url });
    const intent = await provider.createIntent({
      amountCents: 12000,
      metadata,
      description: "Complete Deck Outline",
    });
    expect(intent).toMatchObject({
      status: "requires_payment_method",
      amount: 12000,
      currency: "usd",
      metadata,
    });
    expect(intent.clientSecret).toMatch(/^pi_\w+_secret_\w+$/);
    const request = server.requests.at(-1)!;
    expect(request).toMatchObject({
      method: "POST",
      path: "/v1/payment_intents",
      contentType: "application/x-www-form-urlencoded",
      authorization: `Bearer ${SECRET}`,
    });
    expect(request.body).toMatchObject({
      amount: "12000",
      currency: "usd",
      description: "Complete Deck Outline",
      automatic_payment_methods: { enabled: "true" },
      metadata: { tier: "tier149", projectId: "project-1", sessionId: "session-1" },
    });
  });

  it("retrieves an intent's current status, and null for one Stripe does not know", async () => {
    const provider = createStripeProvider({ secretKey: SECRET, apiBase: server.url });
    const created = await provider.createIntent({ amountCents: 14900, metadata, description: "x" });
    const sdk = new Stripe(SECRET, stripeHostOptions(server.url));
    await sdk.paymentIntents.confirm(created.id, { payment_method: "pm_card_visa" });
    const retrieved = await provider.retrieveIntent(created.id);
    expect(retrieved).toMatchObject({ id: created.id, status: "succeeded", amount: 14900, metadata });
    expect(server.requests.at(-1)).toMatchObject({
      method: "GET",
      path: `/v1/payment_intents/${created.id}`,
    });
    expect(await provider.retrieveIntent("pi_missing")).toBeNull();
  });

  it("turns an outage or a bad key into a clear upstream error", async () => {
    const badKey = createStripeProvider({ secretKey: "not-a-key", apiBase: server.url });
    await expect(
      badKey.createIntent({ amountCents: 2900, metadata, description: "x" }),
    ).rejects.toMatchObject({
      code: "upstream",
      message: "The payment provider could not be reached. Please try again in a moment.",
    });
    const provider = createStripeProvider({ secretKey: SECRET, apiBase: server.url, timeoutMs: 2000 });
    server.setFailing(true);
    try {
      await expect(provider.retrieveIntent("pi_x")).rejects.toBeInstanceOf(AppError);
    } finally {
      server.setFailing(false);
    }
  });

  it("accepts a webhook signed with the secret and refuses a forged one", () => {
    const provider = createStripeProvider({
      secretKey: SECRET,
      apiBase: server.url,
      webhookSecret: WEBHOOK_SECRET,
    });
    const payload = JSON.stringify({
      id: "evt_1",
      object: "event",
      type: "payment_intent.succeeded",
      data: { object: { id: "pi_123", object: "payment_intent" } },
    });
    const sdk = new Stripe(SECRET);
    const header = sdk.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    expect(provider.parseWebhookEvent(Buffer.from(payload), header)).toEqual({
      type: "payment_intent.succeeded",
      paymentIntentId: "pi_123",
    });

    const forged = sdk.webhooks.generateTestHeaderString({ payload, secret: "whsec_someone_else" });
    expect(() => provider.parseWebhookEvent(Buffer.from(payload), forged)).toThrow(
      "The webhook signature could not be verified.",
    );
    const tampered = payload.replace("pi_123", "pi_999");
    expect(() => provider.parseWebhookEvent(Buffer.from(tampered), header)).toThrow(
      "The webhook signature could not be verified.",
    );
    expect(() => provider.parseWebhookEvent(Buffer.from(payload), undefined)).toThrow(
      "The Stripe-Signature header is missing.",
    );
  });

  it("refuses webhooks with 503 when no webhook secret is configured", () => {
    const provider = createStripeProvider({ secretKey: SECRET, apiBase: server.url });
    expect(() => provider.parseWebhookEvent(Buffer.from("{}"), "t=1,v1=x")).toThrow(
      expect.objectContaining({
        code: "not_ready",
        message: "Stripe webhooks are not configured on this server.",
      }),
    );
  });
});
