import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, newVisitor, type TestApp } from "../test/test-app";
import { JSON_TOO_DEEP_MESSAGE, MAX_JSON_DEPTH } from "./json-depth";

// The PostgreSQL lane leaves this file out: what it proves is the JSON parser's bound.

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => testApp.close());

/** 14 KB of JSON nested 7,000 levels deep inside an otherwise plausible request. */
const deep = (field: string) => `{"${field}":${"[".repeat(7000)}1${"]".repeat(7000)}}`;

describe("deeply nested JSON", () => {
  it.each([
    ["/api/analyze", "promptAnswers"],
    ["/api/verify-payment", "paymentIntentId"],
    ["/api/create-payment-intent", "projectId"],
  ])("%s answers 400 naming the depth limit, never 500", async (url, field) => {
    const cookie = await newVisitor(testApp.app);
    const response = await testApp.app.inject({
      method: "POST",
      url,
      headers: { "content-type": "application/json", cookie },
      payload: deep(field),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: JSON_TOO_DEEP_MESSAGE });
    expect(JSON_TOO_DEEP_MESSAGE).toContain(`${MAX_JSON_DEPTH} levels`);
  });

  it("still takes an ordinary request, brackets inside strings not counted", async () => {
    const cookie = await newVisitor(testApp.app);
    const response = await testApp.app.inject({
      method: "POST",
      url: "/api/analyze",
      headers: { "content-type": "application/json", cookie },
      payload: JSON.stringify({ stage: "idea", text: "[".repeat(5000) }),
    });
    expect(response.statusCode).not.toBe(500);
    expect(response.json().error ?? "").not.toBe(JSON_TOO_DEEP_MESSAGE);
  });
});
