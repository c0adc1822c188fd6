import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hasEntitlement } from "../payments/has-entitlement";
import { stripeHostOptions } from "../payments/stripe/stripe-provider";
import { type StripeTestServer, startStripeTestServer } from "../payments/stripe/test/stripe-test-server";
import { postJson, sessionIdOf, VALID_CARD } from "../payments/test/payment-test-helpers";
import { createTestApp, newVisitor, type TestApp } from "../test/test-app";

const SECRET = "sk_test_routes";
const WEBHOOK_SECRET = "whsec_routes_test";
let stripeServer: StripeTestServer;
let t: TestApp;
let sdk: Stripe;
beforeAll(async () => {
  stripeServer = await startStripeTestServer();
  sdk = new Stripe(SECRET, stripeHostOptions(stripeServer.url));
  t = await createTestApp({
    env: {
      STRIPE_SECRET_KEY: SECRET,
      STRIPE_PUBLISHABLE_KEY: "pk_test_routes",
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE: stripeServer.url,
    },
  });
});
afterAll(async () => {
  await t.close();
  await stripeServer.close();
});

async function openIntent(cookie: string, projectId: string, couponCode?: string) {
  const response = await postJson(t.app, "/api/create-payment-intent", cookie, {
    tier: "tier149",
    projectId,
    couponCode,
  });
  expect(response.statusCode).toBe(200);
  return response.json() as { paymentIntentId: string; clientSecret: string; amount: number };
}
const verify = (cookie: string, paymentIntentId: string) =>
  postJson(t.app, "/api/verify-payment", cookie, { paymentIntentId });

function webhook(payload: string, signature: string | undefined) {
  return t.app.inject({
    method: "POST",
    url: "/api/stripe/webhook",
    headers: {
      "content-type": "application/json; charset=utf-8",
      ...(signature ? { "stripe-signature": signature } : {}),
    },
    payload,
  });
}
const succeededEvent = (intentId: string, extra: Record<string, unknown> = {}) =>
  JSON.stringify({
    id: `evt_${intentId}`,
    object: "event",
    type: "payment_intent.succeeded",
    data: { object: { id: intentId, object: "payment_intent", status: "succeeded", ...extra } },
  });
const sign = (payload: string, secret = WEBHOOK_SECRET) =>
  sdk.webhooks.generateTestHeaderString({ payload, secret });

describe("payments in stripe mode (real SDK, local Stripe-speaking server)", () => {
  it("tells the client the mode and publishable key", async () => {
    const config = await t.app.inject({ method: "GET", url: "/api/config" });
    expect(config.json()).toMatchObject({ paymentMode: "stripe", stripePublishableKey: "pk_test_routes" });
  });

  it("creates a Stripe intent carrying tier, project and session, priced by the server", async () => {
    const visitor = await newVisitor(t.app);
    const intent = await openIntent(visitor, "project-s1", "betaoct2025");
    expect(intent.amount).toBe(12000);
    const atStripe = stripeServer.intents.get(intent.paymentIntentId)!;
    expect(atStripe.amount).toBe(12000);
    expect(atStripe.metadata).toEqual({
      tier: "tier149",
      projectId: "project-s1",
      sessionId: sessionIdOf(visitor),
    });
    expect(intent.clientSecret).toBe(atStripe.client_secret);
  });

  it("verifies a succeeded payment once Stripe confirms it, idempotently", async () => {
    const visitor = await newVisitor(t.app);
    const intent = await openIntent(visitor, "project-s2");
    expect((await verify(visitor, intent.paymentIntentId)).json()).toEqual({ verified: false, tier: null });

    await sdk.paymentIntents.confirm(intent.paymentIntentId, { payment_method: "pm_card_visa" });
    expect((await verify(visitor, intent.paymentIntentId)).json()).toEqual({
      verified: true,
      tier: "tier149",
    });
    expect((await verify(visitor, intent.paymentIntentId)).json()).toEqual({
      verified: true,
      tier: "tier149",
    });
    expect(await hasEntitlement(t.database.db, sessionIdOf(visitor), "project-s2", "tier149")).toBe(true);
  });

  it("refuses a payment whose amount at Stripe is not what the server priced", async () => {
    const visitor = await newVisitor(t.app);
    const intent = await openIntent(visitor, "project-s3");
    await sdk.paymentIntents.confirm(intent.paymentIntentId, { payment_method: "pm_card_visa" });
    stripeServer.intents.get(intent.paymentIntentId)!.amount = 100;
    expect((await verify(visitor, intent.paymentIntentId)).json()).toEqual({ verified: false, tier: null });
    expect(await hasEntitlement(t.database.db, sessionIdOf(visitor), "project-s3", "tier149")).toBe(false);
  });

  it("refuses a payment whose metadata names another session or project", async () => {
    const visitor = await newVisitor(t.app);
    const intent = await openIntent(visitor, "project-s4");
    await sdk.paymentIntents.confirm(intent.paymentIntentId, { payment_method: "pm_card_visa" });
    const atStripe = stripeServer.intents.get(intent.paymentIntentId)!;
    atStripe.metadata = { ...atStripe.metadata, projectId: "project-other" };
    expect((await verify(visitor, intent.paymentIntentId)).json()).toEqual({ verified: false, tier: null });
    atStripe.metadata = { ...atStripe.metadata, projectId: "project-s4", sessionId: "someone-else" };
    expect((await verify(visitor, intent.paymentIntentId)).json()).toEqual({ verified: false, tier: null });
  });

  it("does not let another visitor verify someone else's payment", async () => {
    const owner = await newVisitor(t.app);
    const intent = await openIntent(owner, "project-s5");
    await sdk.paymentIntents.confirm(intent.paymentIntentId, { payment_method: "pm_card_visa" });
    const thief = await newVisitor(t.app);
    expect((await verify(thief, intent.paymentIntentId)).json()).toEqual({ verified: false, tier: null });
  });

  it("answers 502 with a sentence when Stripe is down", async () => {
    const visitor = await newVisitor(t.app);
    stripeServer.setFailing(true);
    try {
      const response = await postJson(t.app, "/api/create-payment-intent", visitor, {
        tier: "tier149",
        projectId: "p",
      });
      expect(response.statusCode).toBe(502);
      expect(response.json()).toEqual({
        error: "The payment provider could not be reached. Please try again in a moment.",
      });
    } finally {
      stripeServer.setFailing(false);
    }
  });

  it("has no sandbox confirmation endpoint", async () => {
    const visitor = await newVisitor(t.app);
    const intent = await openIntent(visitor, "project-s6");
    const response = await postJson(t.app, "/api/sandbox/confirm-payment", visitor, {
      paymentIntentId: intent.paymentIntentId,
      clientSecret: intent.clientSecret,
      ...VALID_CARD,
    });
    expect(response.statusCode).toBe(404);
  });
});

describe("POST /api/stripe/webhook", () => {
  it("records the entitlement from a signed payment_intent.succeeded when the browser never came back", async () => {
    const visitor = await newVisitor(t.app);
    const intent = await openIntent(visitor, "project-w1");
    await sdk.paymentIntents.confirm(intent.paymentIntentId, { payment_method: "pm_card_visa" });
    const payload = succeededEvent(intent.paymentIntentId);
    const response = await webhook(payload, sign(payload));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true, settled: true });
    expect(await hasEntitlement(t.database.db, sessionIdOf(visitor), "project-w1", "tier149")).toBe(true);
    // The browser coming back later still verifies.
    expect((await verify(visitor, intent.paymentIntentId)).json()).toEqual({
      verified: true,
      tier: "tier149",
    });
  });

  it("refuses a forged signature and grants nothing", async () => {
    const visitor = await newVisitor(t.app);
    const intent = await openIntent(visitor, "project-w2");
    await sdk.paymentIntents.confirm(intent.paymentIntentId, { payment_method: "pm_card_visa" });
    const payload = succeededEvent(intent.paymentIntentId);
    const forged = await webhook(payload, sign(payload, "whsec_attacker"));
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toEqual({ error: "The webhook signature could not be verified." });
    const unsigned = await webhook(payload, undefined);
    expect(unsigned.statusCode).toBe(400);
    expect(await hasEntitlement(t.database.db, sessionIdOf(visitor), "project-w2", "tier149")).toBe(false);
  });

  it("re-fetches the intent from Stripe instead of trusting the payload", async () => {
    const visitor = await newVisitor(t.app);
    const intent = await openIntent(visitor, "project-w3");
    // Signed, claims success, but Stripe says the intent is still unpaid.
    const payload = succeededEvent(intent.paymentIntentId, { amount: 12000 });
    const response = await webhook(payload, sign(payload));
    expect(response.json()).toEqual({ received: true, settled: false });
    expect(await hasEntitlement(t.database.db, sessionIdOf(visitor), "project-w3", "tier149")).toBe(false);
  });

  it("acknowledges other event types without acting", async () => {
    const payload = JSON.stringify({
      id: "evt_x",
      object: "event",
      type: "charge.refunded",
      data: { object: { id: "ch_1", object: "charge" } },
    });
    const response = await webhook(payload, sign(payload));
    expect(response.json()).toEqual({ received: true, settled: false });
  });
});
