import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { loadConfig } from "../config";
import type { DatabaseHandle } from "../db/connect";
import { createTestDatabase } from "../test/test-database";
import { RATE_LIMIT_MESSAGE } from "./rate-limits";

let database: DatabaseHandle;
let app: Awaited<ReturnType<typeof buildApp>>;

beforeAll(async () => {
  database = await createTestDatabase();
  const config = loadConfig({ LOG_LEVEL: "silent", RATE_LIMIT_MAX: "3", RATE_LIMIT_WINDOW_MS: "60000" });
  app = await buildApp({ config, database, sessionSecret: "s".repeat(40) });
  app.get("/api/history-like", async () => ({ ok: true }));
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const INTENT = { tier: "tier149", projectId: "project-rate" };

async function visitor(): Promise<string> {
  const response = await app.inject({ method: "GET", url: "/api/health" });
  const cookie = response.cookies.find((c) => c.name === "greenlit_session")!;
  return `greenlit_session=${cookie.value}`;
}

describe("rate limits", () => {
  it("answers 429 with a clear sentence past the per-session limit, per session", async () => {
    const a = await visitor();
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      statuses.push(
        (
          await app.inject({
            method: "POST",
            url: "/api/create-payment-intent",
            headers: { cookie: a },
            payload: INTENT,
          })
        ).statusCode,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    const limited = await app.inject({
      method: "POST",
      url: "/api/create-payment-intent",
      headers: { cookie: a },
      payload: INTENT,
    });
    expect(limited.json()).toEqual({ error: RATE_LIMIT_MESSAGE });
    expect(Number(limited.headers["retry-after"])).toBeGreaterThanOrEqual(1);
    expect(Number(limited.headers["retry-after"])).toBeLessThanOrEqual(60);
    const b = await visitor();
    expect(
      (
        await app.inject({
          method: "POST",
          url: "/api/create-payment-intent",
          headers: { cookie: b },
          payload: INTENT,
        })
      ).statusCode,
    ).toBe(200);
  });

  it("limits an address across fresh sessions", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 16; i++) {
      const response = await app.inject({
        method: "POST",
        url: "/api/create-payment-intent",
        remoteAddress: "10.9.9.9",
        payload: INTENT,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 15).every((s) => s === 200)).toBe(true);
    expect(statuses[15]).toBe(429);
    const limited = await app.inject({
      method: "POST",
      url: "/api/create-payment-intent",
      remoteAddress: "10.9.9.9",
      payload: INTENT,
    });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThanOrEqual(1);
    expect(Number(limited.headers["retry-after"])).toBeLessThanOrEqual(60);
  });

  it("leaves other routes alone", async () => {
    const a = await visitor();
    for (let i = 0; i < 10; i++) {
      expect(
        (await app.inject({ method: "GET", url: "/api/history-like", headers: { cookie: a } })).statusCode,
      ).toBe(200);
    }
  });
});
