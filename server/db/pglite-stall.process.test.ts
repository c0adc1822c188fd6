import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/test-app";
import { connectDatabase } from "./connect";
import { DATABASE_UNAVAILABLE_MESSAGE } from "./database-errors";

/** The embedded database has one connection: a query that hangs it must not hang every request. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ deps: { database: await connectDatabase({ pgliteDir: "memory" }) } });
});
afterAll(() => t.close());

describe.skipIf(!!process.env.TEST_DATABASE_URL)("a stalled embedded database", () => {
  it("answers 503 with a sentence within 10 seconds while a query holds it, then serves again", async () => {
    const stall = t.database.db
      .execute(sql`select pg_sleep(12)`)
      .catch((error: Error) => (error.cause instanceof Error ? error.cause : error).message);
    await new Promise((resolve) => setTimeout(resolve, 200));

    const started = performance.now();
    const [history, health] = await Promise.all([
      t.app.inject({ method: "GET", url: "/api/history" }),
      t.app.inject({ method: "GET", url: "/api/health" }),
    ]);
    expect(performance.now() - started).toBeLessThan(10_000);
    expect({ status: history.statusCode, body: history.json() }).toEqual({
      status: 503,
      body: { error: DATABASE_UNAVAILABLE_MESSAGE },
    });
    expect(health.statusCode).toBe(503);
    expect(await stall).toBe("PGlite did not answer in time");

    // Once the stuck query ends, the same thread answers again.
    for (let i = 0; i < 40; i++) {
      const again = await t.app.inject({ method: "GET", url: "/api/health" });
      if (again.statusCode === 200) return;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    throw new Error("the embedded database did not answer again");
  }, 60_000);
});
