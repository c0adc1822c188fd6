import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, newVisitor, type TestApp } from "../test/test-app";

/**
 * Every endpoint, every kind of bad input: never a 500, never a stack trace, always
 * `{ error: "<sentence>" }` with a fitting 4xx status.
 */
let t: TestApp;
let cookie = "";
beforeAll(async () => {
  t = await createTestApp();
  cookie = await newVisitor(t.app);
});
afterAll(() => t.close());

const JSON_ENDPOINTS = [
  "/api/analyze",
  "/api/create-payment-intent",
  "/api/verify-payment",
  "/api/claim-free-access",
  "/api/sandbox/confirm-payment",
  "/api/stripe/webhook",
];
const LONE_SURROGATE = "\ud800";
const HUGE = "x".repeat(2_500_000);

const BODIES: [string, string, string | undefined][] = [
  ["malformed JSON", "{not json", "application/json"],
  ["truncated JSON", '{"pitchText": "abc', "application/json"],
  ["empty body", "", "application/json"],
  ["null", "null", "application/json"],
  ["an array", "[1,2,3]", "application/json"],
  ["a number", "42", "application/json"],
  ["a string", '"hello"', "application/json"],
  [
    "wrong types",
    JSON.stringify({ pitchText: 42, projectStage: ["idea"], tier: {}, paymentIntentId: 7 }),
    "application/json",
  ],
  ["missing fields", "{}", "application/json"],
  [
    "extra fields",
    JSON.stringify({ __proto__: { admin: true }, constructor: { prototype: {} }, extra: 1 }),
    "application/json",
  ],
  [
    "unicode edge cases",
    JSON.stringify({
      pitchText: `${LONE_SURROGATE}\u0000\u202e${"é".repeat(120)}`,
      projectStage: "idea",
      tier: "tier149\u0000",
      paymentIntentId: "\u202epi_x",
    }),
    "application/json",
  ],
  [
    "a huge string",
    JSON.stringify({ pitchText: HUGE, projectStage: "idea", tier: HUGE, paymentIntentId: HUGE }),
    "application/json",
  ],
  ["plain text", "pitchText=hello", "text/plain"],
  ["form encoded", "tier=tier149", "application/x-www-form-urlencoded"],
  ["no content type", "{}", undefined],
];

/** Unicode edge cases are valid text: any answer but a server error, and nothing stored broken. */
function expectNoServerError(response: { statusCode: number; body: string }) {
  expect(response.statusCode, response.body).toBeLessThan(500);
  expect(() => JSON.parse(response.body)).not.toThrow();
  expect(response.body).not.toMatch(/\bat \S+ \(|node_modules|\.ts:\d+/);
}

function expectCleanError(response: { statusCode: number; body: string }) {
  expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
  expect(response.statusCode, response.body).toBeLessThan(500);
  const body = JSON.parse(response.body) as { error?: unknown };
  expect(typeof body.error).toBe("string");
  expect((body.error as string).length).toBeGreaterThan(5);
  expect(response.body).not.toMatch(/\bat \S+ \(|node_modules|\.ts:\d+/);
}

describe("bad input on every JSON endpoint", () => {
  for (const url of JSON_ENDPOINTS) {
    it.each(BODIES)(`${url}: %s`, async (name, payload, contentType) => {
      const response = await t.app.inject({
        method: "POST",
        url,
        payload,
        headers: { cookie, ...(contentType ? { "content-type": contentType } : {}) },
      });
      if (name === "unicode edge cases") expectNoServerError(response);
      else expectCleanError(response);
    });
  }
});

describe("bad input on the other endpoints", () => {
  it.each([
    ["PUT", "/api/analyze"],
    ["PATCH", "/api/history"],
    ["GET", "/api/upload"],
    ["GET", "/api/create-payment-intent"],
    ["DELETE", "/api/history"],
    ["POST", "/api/history"],
    ["DELETE", "/api/history/%E0%A4%A"],
    ["DELETE", `/api/history/${"a".repeat(5000)}`],
    ["GET", "/api/%00"],
  ])("%s %s", async (method, url) => {
    const response = await t.app.inject({ method: method as "GET", url, headers: { cookie } });
    expectCleanError(response);
  });

  it.each([
    ["/api/history/%E0%A4%A", 400, "That address is not valid."],
    [`/api/history/${"a".repeat(5000)}`, 414, "That address is too long."],
  ])("an address the router cannot read (%s) is answered with a sentence", async (url, status, error) => {
    const response = await t.app.inject({ method: "DELETE", url, headers: { cookie } });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ error });
  });

  it.each([
    ["JSON instead of multipart", '{"file":"x"}', "application/json"],
    [
      "a broken multipart body",
      '--x\r\nContent-Disposition: form-data; name="file"\r\n\r\nabc',
      "multipart/form-data; boundary=x",
    ],
    ["multipart without a boundary", "abc", "multipart/form-data"],
    ["an empty multipart body", "", "multipart/form-data; boundary=x"],
  ])("/api/upload: %s", async (_name, payload, contentType) => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/upload",
      payload,
      headers: { cookie, "content-type": contentType },
    });
    expectCleanError(response);
  });

  it("survives all of the above and still serves", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(response.statusCode).toBe(200);
  });
});
