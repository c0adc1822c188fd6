import type { AddressInfo } from "node:net";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ScriptedEngine } from "../analysis/test/scripted-engine";
import { PURCHASE_REVOKED_MESSAGE } from "../payments/generation-allowance";
import { hasEntitlement } from "../payments/has-entitlement";
import { stripeHostOptions } from "../payments/stripe/stripe-provider";
import {
  type StripeTestServer,
  signWebhookPayload,
  startStripeTestServer,
} from "../payments/stripe/test/stripe-test-server";
import { postJson, sessionIdOf } from "../payments/test/payment-test-helpers";
import { generationBody, PITCH } from "../test/analyze-requests";
import { createTestApp, newVisitor, type TestApp } from "../test/test-app";

/**
 * Refunds and disputes through the Stripe-speaking test server: it signs and delivers its events
 * to the app's webhook over real HTTP, as Stripe does.
 */
const SECRET = "sk_test_revocation";
const WEBHOOK_SECRET = "whsec_revocation_test";
let stripeServer: StripeTestServer;
let t: TestApp;
let sdk: Stripe;
let base = "";
beforeAll(async () => {
  stripeServer = await startStripeTestServer();
  sdk = new Stripe(SECRET, stripeHostOptions(stripeServer.url));
  t = await createTestApp({
    env: {
      STRIPE_SECRET_KEY: SECRET,
      STRIPE_PUBLISHABLE_KEY: "pk_test_revocation",
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE: stripeServer.url,
    },
    deps: { analysisEngine: new ScriptedEngine() },
  });
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  stripeServer.setWebhookEndpoint({ url: `${base}/api/stripe/webhook`, secret: WEBHOOK_SECRET });
});
afterAll(async () => {
  await t.close();
  await stripeServer.close();
});

const generate = (cookie: string, projectId: string) =>
  postJson(t.app, "/api/analyze", cookie, generationBody(PITCH, projectId));
const verify = (cookie: string, paymentIntentId: string) =>
  postJson(t.app, "/api/verify-payment", cookie, { paymentIntentId });

/** Checkout, the card paid at the test server (its success event delivered), verified. */
async function buy(cookie: string, projectId: string): Promise<string> {
  const { paymentIntentId } = (
    await postJson(t.app, "/api/create-payment-intent", cookie, { tier: "tier149", projectId })
  ).json();
  await sdk.paymentIntents.confirm(paymentIntentId, { payment_method: "pm_card_visa" });
  expect((await verify(cookie, paymentIntentId)).json()).toEqual({ verified: true, tier: "tier149" });
  expect((await generate(cookie, projectId)).statusCode).toBe(200);
  return paymentIntentId;
}

describe("refunds and disputes take back the Complete Deck Outline", () => {
  it("charge.refunded: generation answers 402 with a sentence, verification no longer confirms it", async () => {
    const visitor = await newVisitor(t.app);
    const intentId = await buy(visitor, "project-refunded");
    await sdk.refunds.create({ payment_intent: intentId });
    expect(stripeServer.deliveries.at(-1)).toEqual({ type: "charge.refunded", status: 200 });

    const refused = await generate(visitor, "project-refunded");
    expect({ status: refused.statusCode, body: refused.json() }).toEqual({
      status: 402,
      body: { error: PURCHASE_REVOKED_MESSAGE },
    });
    expect((await verify(visitor, intentId)).json()).toEqual({ verified: false, tier: null });
    expect(await hasEntitlement(t.database.db, sessionIdOf(visitor), "project-refunded", "tier149")).toBe(
      false,
    );
  });

  it("charge.dispute.created: the same", async () => {
    const visitor = await newVisitor(t.app);
    const intentId = await buy(visitor, "project-disputed");
    expect(await stripeServer.dispute(intentId)).toEqual({ type: "charge.dispute.created", status: 200 });
    expect((await generate(visitor, "project-disputed")).json()).toEqual({ error: PURCHASE_REVOKED_MESSAGE });
    expect((await verify(visitor, intentId)).json()).toEqual({ verified: false, tier: null });
  });

  it("a redelivered success event after the refund does not grant it again", async () => {
    const visitor = await newVisitor(t.app);
    const intentId = await buy(visitor, "project-redelivered");
    await sdk.refunds.create({ payment_intent: intentId });
    const payload = JSON.stringify({
      id: "evt_redelivered",
      object: "event",
      type: "payment_intent.succeeded",
      data: { object: { id: intentId, object: "payment_intent", status: "succeeded" } },
    });
    const redelivered = await fetch(`${base}/api/stripe/webhook`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "stripe-signature": signWebhookPayload(payload, WEBHOOK_SECRET),
      },
      body: payload,
    });
    expect(await redelivered.json()).toEqual({ received: true, settled: false });
    expect((await generate(visitor, "project-redelivered")).statusCode).toBe(402);
  });

  it("a refund that arrives before the payment is verified: verification never grants it", async () => {
    const visitor = await newVisitor(t.app);
    const { paymentIntentId } = (
      await postJson(t.app, "/api/create-payment-intent", visitor, {
        tier: "tier149",
        projectId: "project-early",
      })
    ).json();
    stripeServer.setWebhookEndpoint(null); // the success event is lost
    await sdk.paymentIntents.confirm(paymentIntentId, { payment_method: "pm_card_visa" });
    stripeServer.setWebhookEndpoint({ url: `${base}/api/stripe/webhook`, secret: WEBHOOK_SECRET });
    await sdk.refunds.create({ payment_intent: paymentIntentId });
    expect((await verify(visitor, paymentIntentId)).json()).toEqual({ verified: false, tier: null });
    expect((await generate(visitor, "project-early")).statusCode).toBe(402);
  });

  it("a refund event with a forged signature revokes nothing", async () => {
    const visitor = await newVisitor(t.app);
    const intentId = await buy(visitor, "project-forged");
    const payload = JSON.stringify({
      id: "evt_forged",
      object: "event",
      type: "charge.refunded",
      data: { object: { id: "ch_x", object: "charge", payment_intent: intentId, refunded: true } },
    });
    const forged = await fetch(`${base}/api/stripe/webhook`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "stripe-signature": signWebhookPayload(payload, "whsec_attacker"),
      },
      body: payload,
    });
    expect(forged.status).toBe(400);
    expect((await generate(visitor, "project-forged")).statusCode).toBe(200);
  });

  it("a refund of one purchase leaves the visitor's other projects alone", async () => {
    const visitor = await newVisitor(t.app);
    const kept = await buy(visitor, "project-kept");
    const refunded = await buy(visitor, "project-other-refunded");
    await sdk.refunds.create({ payment_intent: refunded });
    expect((await generate(visitor, "project-kept")).statusCode).toBe(200);
    expect((await verify(visitor, kept)).json()).toEqual({ verified: true, tier: "tier149" });
  });
});
