import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NOT_PURCHASED_MESSAGE } from "../payments/generation-allowance";
import { postJson, VALID_CARD } from "../payments/test/payment-test-helpers";
import { generationBody, PITCH } from "../test/analyze-requests";
import { createTestApp, newVisitor, type TestApp } from "../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const generate = (cookie: string, projectId: string) =>
  postJson(t.app, "/api/analyze", cookie, generationBody(PITCH, projectId));

async function payForDeckOutline(cookie: string, projectId: string) {
  const created = await postJson(t.app, "/api/create-payment-intent", cookie, { tier: "tier149", projectId });
  const { paymentIntentId, clientSecret } = created.json();
  await postJson(t.app, "/api/sandbox/confirm-payment", cookie, {
    paymentIntentId,
    clientSecret,
    ...VALID_CARD,
  });
  const verified = await postJson(t.app, "/api/verify-payment", cookie, { paymentIntentId });
  expect(verified.json()).toEqual({ verified: true, tier: "tier149" });
}

describe("generate mode of /api/analyze needs a tier149 entitlement for the project", () => {
  it("refuses an unpaid project with 402 and a clear sentence, and stores nothing", async () => {
    const visitor = await newVisitor(t.app);
    const response = await generate(visitor, "project-unpaid");
    expect(response.statusCode).toBe(402);
    expect(response.json()).toEqual({ error: NOT_PURCHASED_MESSAGE });
    const history = await t.app.inject({ method: "GET", url: "/api/history", headers: { cookie: visitor } });
    expect(history.json()).toEqual([]);
  });

  it("generates for the paid project only: project A's payment does not unlock project B", async () => {
    const visitor = await newVisitor(t.app);
    await payForDeckOutline(visitor, "project-a");

    const paid = await generate(visitor, "project-a");
    expect(paid.statusCode).toBe(200);
    expect(paid.json().deckBuildout).toBeTruthy();

    const other = await generate(visitor, "project-b");
    expect(other.statusCode).toBe(402);
    expect(other.json()).toEqual({ error: NOT_PURCHASED_MESSAGE });
  });

  it("reads the project id as checkout recorded it: surrounding spaces do not lose the purchase", async () => {
    const visitor = await newVisitor(t.app);
    await payForDeckOutline(visitor, " project-spaced ");
    expect((await generate(visitor, "project-spaced")).statusCode).toBe(200);
    expect((await generate(visitor, "  project-spaced")).statusCode).toBe(200);
  });

  it("does not let another visitor generate with someone else's payment", async () => {
    const owner = await newVisitor(t.app);
    await payForDeckOutline(owner, "project-shared-id");
    const stranger = await newVisitor(t.app);
    expect((await generate(stranger, "project-shared-id")).statusCode).toBe(402);
  });

  it("a tier29 grant (free with BETAOCT2025) does not unlock generation", async () => {
    const visitor = await newVisitor(t.app);
    await postJson(t.app, "/api/create-payment-intent", visitor, {
      tier: "tier29",
      projectId: "project-free",
      couponCode: "BETAOCT2025",
    });
    expect((await generate(visitor, "project-free")).statusCode).toBe(402);
  });
});
