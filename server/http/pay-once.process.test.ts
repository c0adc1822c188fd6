import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ALREADY_PURCHASED_MESSAGE } from "#domain/purchases";
import { postJson, VALID_CARD } from "../payments/test/payment-test-helpers";
import { createTestApp, newVisitor, type TestApp } from "../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const openIntent = (cookie: string, projectId: string, couponCode?: string) =>
  postJson(t.app, "/api/create-payment-intent", cookie, { tier: "tier149", projectId, couponCode });

async function pay(cookie: string, intent: { paymentIntentId: string; clientSecret: string }) {
  return postJson(t.app, "/api/sandbox/confirm-payment", cookie, { ...intent, ...VALID_CARD });
}

async function buy(cookie: string, projectId: string, couponCode?: string) {
  const intent = (await openIntent(cookie, projectId, couponCode)).json();
  expect((await pay(cookie, intent)).statusCode).toBe(200);
  const verified = await postJson(t.app, "/api/verify-payment", cookie, {
    paymentIntentId: intent.paymentIntentId,
  });
  expect(verified.json()).toEqual({ verified: true, tier: "tier149" });
  return intent.paymentIntentId as string;
}

const purchasesOf = async (cookie: string) =>
  (await t.app.inject({ method: "GET", url: "/api/purchases", headers: { cookie } })).json().purchases;

describe("a Complete Deck Outline is paid once per project", () => {
  it("refuses a second payment intent for a project this visitor already bought", async () => {
    const visitor = await newVisitor(t.app);
    await buy(visitor, "project-once");
    const again = await openIntent(visitor, "project-once");
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: ALREADY_PURCHASED_MESSAGE, alreadyPurchased: true });
    // Another project and another visitor still pay.
    expect((await openIntent(visitor, "project-other")).statusCode).toBe(200);
    expect((await openIntent(await newVisitor(t.app), "project-once")).statusCode).toBe(200);
  });

  it("refuses to confirm a card form opened before the purchase (Back to a live form)", async () => {
    const visitor = await newVisitor(t.app);
    const stale = (await openIntent(visitor, "project-back")).json();
    await buy(visitor, "project-back");
    const second = await pay(visitor, stale);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ error: ALREADY_PURCHASED_MESSAGE });
  });

  it("lists the purchase with its receipt figures and the generations left", async () => {
    const visitor = await newVisitor(t.app);
    expect(await purchasesOf(visitor)).toEqual([]);
    const paymentIntentId = await buy(visitor, "project-receipt", "BETAOCT2025");
    const [purchase] = await purchasesOf(visitor);
    expect(purchase).toMatchObject({
      projectId: "project-receipt",
      tier: "tier149",
      amount: 12000,
      originalAmount: 14900,
      discountAmount: 2900,
      couponCode: "BETAOCT2025",
      paymentIntentId,
      generationsUsed: 0,
      generationsRemaining: 10,
      revoked: false,
    });
    expect(Date.parse(purchase.purchasedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(await purchasesOf(await newVisitor(t.app))).toEqual([]);
  });
});
