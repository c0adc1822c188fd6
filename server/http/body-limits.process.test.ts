import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, newVisitor, type TestApp } from "../test/test-app";
import { PAYMENT_BODY_LIMIT_BYTES } from "./payment-routes";

// The PostgreSQL lane leaves this file out: what it proves is the size of a body the server takes.

let t: TestApp;
let visitor: string;
beforeAll(async () => {
  t = await createTestApp();
  visitor = await newVisitor(t.app);
});
afterAll(() => t.close());

const TOO_LARGE = { error: "The request body is too large." };
/** A JSON body of about `bytes` bytes: a valid shape with a long coupon code. */
const jsonOf = (bytes: number) => JSON.stringify({ tier: "tier149", couponCode: "x".repeat(bytes) });

describe("body size limits per route", () => {
  it.each([
    "/api/create-payment-intent",
    "/api/verify-payment",
    "/api/claim-free-access",
    "/api/sandbox/confirm-payment",
  ])("%s refuses a body past its small limit with 413 and a sentence", async (url) => {
    const response = await t.app.inject({
      method: "POST",
      url,
      headers: { cookie: visitor, "content-type": "application/json" },
      payload: jsonOf(PAYMENT_BODY_LIMIT_BYTES + 1),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual(TOO_LARGE);
  });

  it("the same body reaches /api/analyze, whose limit fits a whole script, and is judged on its fields", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/analyze",
      headers: { cookie: visitor, "content-type": "application/json" },
      payload: jsonOf(PAYMENT_BODY_LIMIT_BYTES + 1),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).not.toBe(TOO_LARGE.error);
  });

  it("a checkout body under the limit is read (a coupon that does not exist is a 400, not a 413)", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/create-payment-intent",
      headers: { cookie: visitor, "content-type": "application/json" },
      payload: JSON.stringify({ tier: "tier149", couponCode: "NOPE" }),
    });
    expect(response.statusCode).toBe(400);
  });
});
