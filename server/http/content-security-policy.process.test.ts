import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/test-app";

// The PostgreSQL lane leaves this file out: what it proves is a header.

let sandbox: TestApp;
let stripe: TestApp;
beforeAll(async () => {
  sandbox = await createTestApp();
  stripe = await createTestApp({
    env: {
      PAYMENTS: "stripe",
      STRIPE_SECRET_KEY: "sk_test_csp",
      STRIPE_PUBLISHABLE_KEY: "pk_test_csp",
      STRIPE_WEBHOOK_SECRET: "whsec_csp",
    },
  });
});
afterAll(async () => {
  await sandbox.close();
  await stripe.close();
});

/** The policy as directive → sources; each directive sent once. */
async function policyOf(t: TestApp, url = "/api/health"): Promise<Map<string, string[]>> {
  const response = await t.app.inject({ method: "GET", url });
  const header = String(response.headers["content-security-policy"] ?? "");
  const directives = new Map<string, string[]>();
  for (const part of header.split(";")) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (!name) continue;
    expect(directives.has(name), `${name} appears twice`).toBe(false);
    directives.set(name, sources);
  }
  return directives;
}

const SELF_ONLY = {
  "default-src": ["'self'"],
  "script-src": ["'self'"],
  "connect-src": ["'self'"],
  "frame-src": ["'self'"],
  "object-src": ["'none'"],
  "base-uri": ["'self'"],
  "form-action": ["'self'"],
  "frame-ancestors": ["'none'"],
};

describe("Content-Security-Policy", () => {
  it("in sandbox mode allows only the app's own origin, and no Stripe host at all", async () => {
    const policy = await policyOf(sandbox);
    for (const [name, sources] of Object.entries(SELF_ONLY)) expect(policy.get(name), name).toEqual(sources);
    expect([...policy.values()].flat().join(" ")).not.toMatch(/stripe/i);
    expect([...policy.values()].flat()).not.toContain("*");
    expect(policy.get("script-src")).not.toContain("'unsafe-inline'");
    expect(policy.get("script-src")).not.toContain("'unsafe-eval'");
  });

  it("in stripe mode adds exactly Stripe.js's documented script, frame and API hosts", async () => {
    const policy = await policyOf(stripe);
    expect(policy.get("script-src")).toEqual(["'self'", "https://js.stripe.com", "https://*.js.stripe.com"]);
    expect(policy.get("frame-src")).toEqual([
      "'self'",
      "https://js.stripe.com",
      "https://*.js.stripe.com",
      "https://hooks.stripe.com",
    ]);
    expect(policy.get("connect-src")).toEqual(["'self'", "https://api.stripe.com"]);
    // Nothing broader: no Stripe host anywhere else, no wildcard origin, no inline or eval script.
    for (const [name, sources] of policy) {
      if (["script-src", "frame-src", "connect-src"].includes(name)) continue;
      expect(sources.join(" "), name).not.toMatch(/stripe/i);
    }
    for (const sources of policy.values()) {
      expect(sources).not.toContain("*");
      expect(sources).not.toContain("https:");
      expect(sources).not.toContain("https://*.stripe.com");
    }
    expect(policy.get("script-src")).not.toContain("'unsafe-inline'");
    expect(policy.get("script-src")).not.toContain("'unsafe-eval'");
    for (const name of ["default-src", "object-src", "base-uri", "form-action", "frame-ancestors"]) {
      expect(policy.get(name), name).toEqual(SELF_ONLY[name as keyof typeof SELF_ONLY]);
    }
  });

  it("sends the same policy on API answers and errors", async () => {
    const ok = await policyOf(stripe, "/api/health");
    const missing = await policyOf(stripe, "/api/does-not-exist");
    expect(Object.fromEntries(missing)).toEqual(Object.fromEntries(ok));
  });
});
