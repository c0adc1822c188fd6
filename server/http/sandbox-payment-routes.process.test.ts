import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hasEntitlement } from "../payments/has-entitlement";
import { PAYMENT_NOT_FOUND_MESSAGE } from "../payments/sandbox/confirm-sandbox-payment";
import { DECLINED_CARD, postJson, sessionIdOf, VALID_CARD } from "../payments/test/payment-test-helpers";
import { createTestApp, newVisitor, type TestApp } from "../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function openIntent(cookie: string, projectId = "project-a", couponCode?: string) {
  const response = await postJson(t.app, "/api/create-payment-intent", cookie, {
    tier: "tier149",
    projectId,
    couponCode,
  });
  expect(response.statusCode).toBe(200);
  return response.json() as { paymentIntentId: string; clientSecret: string; amount: number };
}
const confirm = (
  cookie: string,
  intent: { paymentIntentId: string; clientSecret: string },
  card = VALID_CARD,
) =>
  postJson(t.app, "/api/sandbox/confirm-payment", cookie, {
    paymentIntentId: intent.paymentIntentId,
    clientSecret: intent.clientSecret,
    ...card,
  });
const verify = (cookie: string, paymentIntentId: string) =>
  postJson(t.app, "/api/verify-payment", cookie, { paymentIntentId });

describe("sandbox confirmation", () => {
  it("succeeds with 4242 4242 4242 4242", async () => {
    const visitor = await newVisitor(t.app);
    const intent = await openIntent(visitor);
    const response = await confirm(visitor, intent);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      paymentIntentId: intent.paymentIntentId,
      status: "succeeded",
      tier: "tier149",
    });
  });

  it("declines 4000 0000 0000 0002 with the provider's message and leaves the intent unpaid", async () => {
    const visitor = await newVisitor(t.app);
    const intent = await openIntent(visitor);
    const response = await confirm(visitor, intent, DECLINED_CARD);
    expect(response.statusCode).toBe(402);
    expect(response.json()).toEqual({ error: "Your card was declined." });
    expect((await verify(visitor, intent.paymentIntentId)).json()).toEqual({ verified: false, tier: null });
  });

  it("explains any other card and incomplete details clearly", async () => {
    const visitor = await newVisitor(t.app);
    const intent = await openIntent(visitor);
    const other = await confirm(visitor, intent, { ...VALID_CARD, cardNumber: "5555 5555 5555 4444" });
    expect(other.statusCode).toBe(402);
    expect(other.json().error).toBe(
      "This test checkout only accepts the test cards: 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined.",
    );
    const short = await confirm(visitor, intent, { ...VALID_CARD, cardNumber: "4242" });
    expect(short.json()).toEqual({ error: "Your card number is incomplete." });
    const expired = await confirm(visitor, intent, { ...VALID_CARD, expiry: "01/20" });
    expect(expired.json()).toEqual({ error: "Your card's expiration date is in the past." });
    const cvc = await confirm(visitor, intent, { ...VALID_CARD, cvc: "1" });
    expect(cvc.json()).toEqual({ error: "Your card's security code is incomplete." });
  });

  it("needs the intent's client secret and its own session", async () => {
    const owner = await newVisitor(t.app);
    const intent = await openIntent(owner);
    const wrongSecret = await confirm(owner, {
      ...intent,
      clientSecret: `${intent.paymentIntentId}_secret_x`,
    });
    expect(wrongSecret.statusCode).toBe(404);
    expect(wrongSecret.json()).toEqual({
      error: PAYMENT_NOT_FOUND_MESSAGE,
    });
    const stranger = await confirm(await newVisitor(t.app), intent);
    expect(stranger.statusCode).toBe(404);
  });
});

describe("POST /api/verify-payment (sandbox)", () => {
  it("verifies a succeeded payment, records the entitlement for that project, and is idempotent", async () => {
    const visitor = await newVisitor(t.app);
    const intent = await openIntent(visitor, "project-a", "BETAOCT2025");
    expect(intent.amount).toBe(12000);
    await confirm(visitor, intent);

    const first = await verify(visitor, intent.paymentIntentId);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ verified: true, tier: "tier149" });
    const second = await verify(visitor, intent.paymentIntentId);
    expect(second.json()).toEqual({ verified: true, tier: "tier149" });

    const db = t.database.db;
    const session = sessionIdOf(visitor);
    expect(await hasEntitlement(db, session, "project-a", "tier149")).toBe(true);
    expect(await hasEntitlement(db, session, "project-b", "tier149")).toBe(false);
  });

  it("does not verify an intent that has not succeeded", async () => {
    const visitor = await newVisitor(t.app);
    const intent = await openIntent(visitor);
    expect((await verify(visitor, intent.paymentIntentId)).json()).toEqual({ verified: false, tier: null });
    expect(await hasEntitlement(t.database.db, sessionIdOf(visitor), "project-a", "tier149")).toBe(false);
  });

  it("does not let another visitor verify someone else's payment", async () => {
    const owner = await newVisitor(t.app);
    const thief = await newVisitor(t.app);
    const intent = await openIntent(owner);
    await confirm(owner, intent);
    expect((await verify(thief, intent.paymentIntentId)).json()).toEqual({ verified: false, tier: null });
    expect(await hasEntitlement(t.database.db, sessionIdOf(thief), "project-a", "tier149")).toBe(false);
  });

  it("answers an unknown or malformed intent id without a server error", async () => {
    const visitor = await newVisitor(t.app);
    expect((await verify(visitor, "pi_unknown")).json()).toEqual({ verified: false, tier: null });
    const empty = await postJson(t.app, "/api/verify-payment", visitor, {});
    expect(empty.statusCode).toBe(400);
  });
});
