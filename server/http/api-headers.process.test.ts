import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SAMPLE_ANALYZE_REQUEST } from "../test/history-fixtures";
import { createTestApp, newVisitor, type TestApp } from "../test/test-app";

// The PostgreSQL lane leaves this file out: what it proves is the caching headers.

let t: TestApp;
let cookie = "";
beforeAll(async () => {
  t = await createTestApp();
  cookie = await newVisitor(t.app);
});
afterAll(() => t.close());

describe("Cache-Control on API answers", () => {
  it.each<[string, "GET" | "POST" | "DELETE", string, unknown?]>([
    ["history (the visitor's projects)", "GET", "/api/history"],
    ["an analysis (the visitor's text and report)", "POST", "/api/analyze", SAMPLE_ANALYZE_REQUEST],
    ["an error quoting nothing", "DELETE", "/api/history/not-there"],
    ["checkout", "POST", "/api/create-payment-intent", { tier: "tier149", projectId: "project-1" }],
    ["verification", "POST", "/api/verify-payment", { paymentIntentId: "pi_none" }],
    ["health", "GET", "/api/health"],
    ["an unknown API address", "GET", "/api/nothing"],
  ])("%s: no-store", async (_name, method, url, payload) => {
    const response = await t.app.inject({
      method,
      url,
      headers: { cookie },
      ...(payload ? { payload } : {}),
    });
    expect(response.statusCode).toBeLessThan(500);
    expect(response.headers["cache-control"]).toBe("no-store");
  });

  it("gzip-encoded history is no-store too", async () => {
    const response = await t.app.inject({
      method: "GET",
      url: "/api/history",
      headers: { cookie, "accept-encoding": "gzip" },
    });
    expect(response.headers["cache-control"]).toBe("no-store");
  });
});
