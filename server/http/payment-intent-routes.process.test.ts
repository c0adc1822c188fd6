import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hasEntitlement } from "../payments/has-entitlement";
import { postJson, sessionIdOf } from "../payments/test/payment-test-helpers";
import { createTestApp, newVisitor, type TestApp } from "../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const create = (cookie: string, payload: unknown) =>
  postJson(t.app, "/api/create-payment-intent", cookie, payload);

describe("POST /api/create-payment-intent (sandbox)", () => {
  it("prices tier149 on the server and opens an intent with a client secret", async () => {
    const visitor = await newVisitor(t.app);
    const response = await create(visitor, { tier: "tier149", projectId: "project-1", amount: 1 });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      amount: 14900,
      originalAmount: 14900,
      discountAmount: 0,
      couponCode: null,
      freePayment: false,
    });
    expect(body.clientSecret).toMatch(/^pi_sandbox_\w+_secret_\w+$/);
    expect(body.clientSecret.startsWith(body.paymentIntentId)).toBe(true);
  });

  it("prices tier29 at 2900 cents", async () => {
    const response = await create(await newVisitor(t.app), { tier: "tier29", projectId: "new" });
    expect(response.json()).toMatchObject({ amount: 2900, originalAmount: 2900, freePayment: false });
  });

  it("applies BETAOCT2025 for $29 off: $120 for the Complete Deck Outline", async () => {
    const response = await create(await newVisitor(t.app), {
      tier: "tier149",
      projectId: "project-1",
      couponCode: "BETAOCT2025",
    });
    expect(response.json()).toMatchObject({
      amount: 12000,
      originalAmount: 14900,
      discountAmount: 2900,
      couponCode: "BETAOCT2025",
      freePayment: false,
    });
  });

  it("uppercases a lowercase coupon code", async () => {
    const response = await create(await newVisitor(t.app), {
      tier: "tier149",
      projectId: "project-1",
      couponCode: "  betaoct2025 ",
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ amount: 12000, couponCode: "BETAOCT2025" });
  });

  it("flags an unknown coupon with invalidCoupon and 'Invalid coupon code'", async () => {
    const response = await create(await newVisitor(t.app), {
      tier: "tier149",
      projectId: "project-1",
      couponCode: "FREESTUFF",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: "Invalid coupon code", invalidCoupon: true });
  });

  it("refuses a tier that cannot be bought with 'Invalid tier specified'", async () => {
    const visitor = await newVisitor(t.app);
    for (const tier of ["tier249", "tier1", "", 149]) {
      const response = await create(visitor, { tier, projectId: "project-1" });
      expect(response.statusCode).toBe(400);
      if (typeof tier === "string") expect(response.json()).toEqual({ error: "Invalid tier specified" });
    }
    const empty = await create(visitor, {});
    expect(empty.statusCode).toBe(400);
  });

  it("answers bad bodies with 400 and a sentence, never 500", async () => {
    const visitor = await newVisitor(t.app);
    const notJson = await t.app.inject({
      method: "POST",
      url: "/api/create-payment-intent",
      headers: { cookie: visitor, "content-type": "application/json" },
      payload: "{not json",
    });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json()).toEqual({ error: "The request body is not valid JSON." });
    const longCoupon = await create(visitor, { tier: "tier149", couponCode: "X".repeat(500) });
    expect(longCoupon.statusCode).toBe(400);
  });

  it("makes a $0 total a free payment and records the grant for this session and project only", async () => {
    const visitor = await newVisitor(t.app);
    const response = await create(visitor, { tier: "tier29", projectId: "new", couponCode: "betaoct2025" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      amount: 0,
      originalAmount: 2900,
      discountAmount: 2900,
      couponCode: "BETAOCT2025",
      freePayment: true,
      clientSecret: null,
    });
    const db = t.database.db;
    expect(await hasEntitlement(db, sessionIdOf(visitor), "new", "tier29")).toBe(true);
    expect(await hasEntitlement(db, sessionIdOf(visitor), "project-2", "tier29")).toBe(false);
    expect(await hasEntitlement(db, sessionIdOf(visitor), "new", "tier149")).toBe(false);
  });
});

describe("POST /api/claim-free-access", () => {
  it("confirms a grant recorded at pricing time, for its owner only", async () => {
    const owner = await newVisitor(t.app);
    await create(owner, { tier: "tier29", projectId: "project-9", couponCode: "BETAOCT2025" });
    const claim = (cookie: string, payload: unknown) =>
      postJson(t.app, "/api/claim-free-access", cookie, payload);

    const ok = await claim(owner, { tier: "tier29", projectId: "project-9" });
    expect(ok.json()).toEqual({ verified: true, tier: "tier29" });
    const again = await claim(owner, { tier: "tier29", projectId: "project-9" });
    expect(again.json()).toEqual({ verified: true, tier: "tier29" });

    const stranger = await claim(await newVisitor(t.app), { tier: "tier29", projectId: "project-9" });
    expect(stranger.json()).toEqual({ verified: false, tier: null });
    const otherTier = await claim(owner, { tier: "tier149", projectId: "project-9" });
    expect(otherTier.json()).toEqual({ verified: false, tier: null });
  });

  it("never grants from the query string alone", async () => {
    const visitor = await newVisitor(t.app);
    const response = await postJson(t.app, "/api/claim-free-access", visitor, {
      tier: "tier149",
      projectId: "new",
    });
    expect(response.json()).toEqual({ verified: false, tier: null });
  });

  it("refuses an unknown tier with 'Invalid tier specified for free payment.'", async () => {
    const visitor = await newVisitor(t.app);
    const response = await postJson(t.app, "/api/claim-free-access", visitor, {
      tier: "tier999",
      projectId: "new",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: "Invalid tier specified for free payment." });
  });
});

describe("POST /api/stripe/webhook in sandbox mode", () => {
  it("answers 404 with a sentence: webhooks belong to Stripe", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/stripe/webhook",
      headers: { "content-type": "application/json", "stripe-signature": "t=1,v1=abc" },
      payload: JSON.stringify({ type: "payment_intent.succeeded" }),
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: "Webhooks are only used with the Stripe payment provider." });
  });
});
