import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { entitlements, paymentIntents } from "../db/schema";
import { stripeHostOptions } from "../payments/stripe/stripe-provider";
import { type StripeTestServer, startStripeTestServer } from "../payments/stripe/test/stripe-test-server";
import { postJson, sessionIdOf } from "../payments/test/payment-test-helpers";
import { freePort } from "../test/server-process";
import { createTestApp, newVisitor, type TestApp } from "../test/test-app";

const SECRET = "sk_test_faults";
const WEBHOOK_SECRET = "whsec_faults_test";
const TIMEOUT_MS = 1000;
const SLOW_MS = 6000;
const UPSTREAM = { error: "The payment provider could not be reached. Please try again in a moment." };

let stripeServer: StripeTestServer;
let sdk: Stripe;
/** The app with Stripe at the local test server (which fails or is slow on demand). */
let t: TestApp;
/** The same database and cookie secret, with Stripe at a port where nothing listens. */
let unreachable: TestApp;

beforeAll(async () => {
  stripeServer = await startStripeTestServer({ slowMs: SLOW_MS });
  sdk = new Stripe(SECRET, stripeHostOptions(stripeServer.url));
  const env = {
    STRIPE_SECRET_KEY: SECRET,
    STRIPE_PUBLISHABLE_KEY: "pk_test_faults",
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_TIMEOUT_MS: String(TIMEOUT_MS),
  };
  t = await createTestApp({ env: { ...env, STRIPE_API_BASE: stripeServer.url } });
  unreachable = await createTestApp({
    env: { ...env, STRIPE_API_BASE: `http://127.0.0.1:${await freePort()}` },
    deps: { database: t.database },
  });
});
afterAll(async () => {
  await unreachable.app.close(); // its database is t's
  await t.close();
  await stripeServer.close();
});

interface Fault {
  name: string;
  /** The app to ask while Stripe is down. */
  app(): FastifyInstance;
  begin(): void;
  end(): void;
}
const FAULTS: Fault[] = [
  {
    name: "answering 500",
    app: () => t.app,
    begin: () => stripeServer.setFailing(true),
    end: () => stripeServer.setFailing(false),
  },
  {
    name: "slower than STRIPE_TIMEOUT_MS",
    app: () => t.app,
    begin: () => stripeServer.setSlow(true),
    end: () => stripeServer.setSlow(false),
  },
  { name: "unreachable", app: () => unreachable.app, begin: () => {}, end: () => {} },
];

async function whileDown<T>(fault: Fault, call: (app: FastifyInstance) => Promise<T>): Promise<T> {
  fault.begin();
  try {
    return await call(fault.app());
  } finally {
    fault.end();
  }
}

function storedIntents(visitor: string) {
  return t.database.db
    .select({ id: paymentIntents.id, status: paymentIntents.status })
    .from(paymentIntents)
    .where(eq(paymentIntents.sessionId, sessionIdOf(visitor)));
}
function grants(visitor: string) {
  return t.database.db
    .select({ projectId: entitlements.projectId, tier: entitlements.tier, source: entitlements.source })
    .from(entitlements)
    .where(eq(entitlements.sessionId, sessionIdOf(visitor)));
}

const openIntent = (app: FastifyInstance, visitor: string, projectId: string) =>
  postJson(app, "/api/create-payment-intent", visitor, { tier: "tier149", projectId });

/** An intent this visitor opened and paid at Stripe; the server has not heard of the payment yet. */
async function paidIntent(visitor: string, projectId: string): Promise<string> {
  const response = await openIntent(t.app, visitor, projectId);
  expect(response.statusCode).toBe(200);
  const { paymentIntentId } = response.json() as { paymentIntentId: string };
  await sdk.paymentIntents.confirm(paymentIntentId, { payment_method: "pm_card_visa" });
  return paymentIntentId;
}

const verify = (app: FastifyInstance, visitor: string, paymentIntentId: string) =>
  postJson(app, "/api/verify-payment", visitor, { paymentIntentId });

function succeededWebhook(app: FastifyInstance, paymentIntentId: string) {
  const payload = JSON.stringify({
    id: `evt_${paymentIntentId}`,
    object: "event",
    type: "payment_intent.succeeded",
    data: { object: { id: paymentIntentId, object: "payment_intent", status: "succeeded" } },
  });
  return app.inject({
    method: "POST",
    url: "/api/stripe/webhook",
    headers: {
      "content-type": "application/json",
      "stripe-signature": sdk.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
    },
    payload,
  });
}

describe.each(FAULTS)("Stripe $name", (fault) => {
  it("create-payment-intent answers 502 with a sentence, in time, and stores nothing", async () => {
    const visitor = await newVisitor(t.app);
    const started = performance.now();
    const response = await whileDown(fault, (app) => openIntent(app, visitor, "project-f1"));
    expect(performance.now() - started).toBeLessThan(SLOW_MS);
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual(UPSTREAM);
    expect(await storedIntents(visitor)).toEqual([]);
    expect(await grants(visitor)).toEqual([]);

    // Once Stripe answers again, checkout opens as usual.
    const again = await openIntent(t.app, visitor, "project-f1");
    expect(again.statusCode).toBe(200);
    expect(await storedIntents(visitor)).toHaveLength(1);
  });

  it("verify-payment answers 502 and grants nothing; once Stripe is back it verifies, idempotently", async () => {
    const visitor = await newVisitor(t.app);
    const intentId = await paidIntent(visitor, "project-f2");

    const response = await whileDown(fault, (app) => verify(app, visitor, intentId));
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual(UPSTREAM);
    expect(await grants(visitor)).toEqual([]);
    expect(await storedIntents(visitor)).toEqual([{ id: intentId, status: "requires_payment_method" }]);

    for (const _ of [1, 2]) {
      const answer = await verify(t.app, visitor, intentId);
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ verified: true, tier: "tier149" });
    }
    expect(await grants(visitor)).toEqual([{ projectId: "project-f2", tier: "tier149", source: "payment" }]);
    expect(await storedIntents(visitor)).toEqual([{ id: intentId, status: "succeeded" }]);
  });

  it("the webhook answers 502 so Stripe delivers it again; the redelivery grants once", async () => {
    const visitor = await newVisitor(t.app);
    const intentId = await paidIntent(visitor, "project-f3");

    const response = await whileDown(fault, (app) => succeededWebhook(app, intentId));
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual(UPSTREAM);
    expect(await grants(visitor)).toEqual([]);

    for (const _ of [1, 2]) {
      const redelivery = await succeededWebhook(t.app, intentId);
      expect(redelivery.json()).toEqual({ received: true, settled: true });
    }
    expect(await grants(visitor)).toEqual([{ projectId: "project-f3", tier: "tier149", source: "webhook" }]);
    expect((await verify(t.app, visitor, intentId)).json()).toEqual({ verified: true, tier: "tier149" });
  });
});
