import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/test-app";
import { RATE_LIMIT_MESSAGE } from "./rate-limits";

// The PostgreSQL lane leaves this file out: what it proves is which address the server believes.

/** Behind one proxy hop: the proxy appends the address it saw to whatever the client sent. */
const PROXY = "10.0.0.2";
const INTENT = { tier: "tier149", projectId: "project-proxy" };

let oneHop: TestApp;
let listed: TestApp;
beforeAll(async () => {
  const env = { RATE_LIMIT_MAX: "3", RATE_LIMIT_WINDOW_MS: "60000" };
  oneHop = await createTestApp({ env: { ...env, TRUST_PROXY: "true" } });
  listed = await createTestApp({ env: { ...env, TRUST_PROXY: `${PROXY}, 10.1.0.0/16` } });
});
afterAll(async () => {
  await oneHop.close();
  await listed.close();
});

/** A request with no cookie (a fresh session each time) and a forged X-Forwarded-For. */
function forged(t: TestApp, client: string, i: number, via = PROXY) {
  return t.app.inject({
    method: "POST",
    url: "/api/create-payment-intent",
    remoteAddress: via,
    headers: { "x-forwarded-for": `198.51.100.${i % 250}, 192.0.2.${i % 200}, ${client}` },
    payload: INTENT,
  });
}

describe("TRUST_PROXY", () => {
  it.each([
    ["true: one hop", () => oneHop],
    ["a list of proxy addresses", () => listed],
  ])("%s: forged X-Forwarded-For entries do not escape the per-address limit", async (_name, app) => {
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) statuses.push((await forged(app(), "203.0.113.7", i)).statusCode);
    // Per-address allowance is five sessions' worth (3 x 5): the sixteenth is refused.
    expect(statuses.slice(0, 15)).toEqual(Array(15).fill(200));
    expect(statuses.slice(15)).toEqual(Array(5).fill(429));
    const limited = await forged(app(), "203.0.113.7", 99);
    expect(limited.json()).toEqual({ error: RATE_LIMIT_MESSAGE });

    // Another visitor behind the same proxy has an allowance of their own.
    expect((await forged(app(), "203.0.113.8", 0)).statusCode).toBe(200);
  });

  it("a listed proxy's header is read; a client that is not a listed proxy is taken at its socket address", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 16; i++) {
      statuses.push((await forged(listed, `203.0.113.${100 + i}`, i, "172.16.0.9")).statusCode);
    }
    expect(statuses[15]).toBe(429);
  });
});
