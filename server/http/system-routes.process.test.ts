import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("system routes and error contract", () => {
  it("reports database readiness", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "ok", database: "ready", disk: "ok" });
  });

  it("gives the client its runtime settings without secrets", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/config" });
    expect(response.json()).toMatchObject({
      productName: "Greenlit",
      paymentMode: "sandbox",
      stripePublishableKey: null,
    });
    expect(JSON.stringify(response.json())).not.toMatch(/secret/i);
  });

  it("sets a signed, httpOnly, SameSite=Lax session cookie", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/health" });
    const cookie = response.cookies.find((c) => c.name === "greenlit_session");
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
    expect(cookie?.value).toMatch(/^[0-9a-f-]{36}\..+/);
  });

  it("answers JSON 404 for unknown API paths", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/does-not-exist?x=1" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: "Not found: GET /api/does-not-exist" });
  });

  it("sends a Content-Security-Policy", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(response.headers["content-security-policy"]).toContain("default-src 'self'");
  });
});
