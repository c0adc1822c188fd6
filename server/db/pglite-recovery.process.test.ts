import { setTimeout as sleep } from "node:timers/promises";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";
import { historyOf, postAnalyze, VALID_ANALYZE } from "../test/analyze-requests";
import { scratchPglite } from "../test/scratch-pglite";
import { createTestApp, newVisitor, type TestApp } from "../test/test-app";
import { pgliteHandle } from "./connect";
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from "./database-errors";
import type { PgliteThread } from "./pglite-thread";

const scratch = scratchPglite("greenlit-pglite-recovery-");
let t: TestApp | undefined;

/** Worker threads running in this process now (the database's, and the app's pool). */
// Counted for the whole process: another thread (an idle pool's worker) may end meanwhile, so the
// tests ask for "at least the database's thread gone, none started", not an exact count.
function runningThreads(): number {
  return threadIds().length;
}
function threadIds(): number[] {
  return (process.report.getReport() as { workers: { header: { threadId: number } }[] }).workers.map(
    (worker) => worker.header.threadId,
  );
}

/** Polls /api/health until it answers 200; returns how long that took. */
async function healthyAgain(app: FastifyInstance, timeoutMs = 60_000): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if ((await app.inject({ method: "GET", url: "/api/health" })).statusCode === 200)
      return Date.now() - started;
    await sleep(50);
  }
  throw new Error(`health did not come back within ${timeoutMs} ms`);
}

// The embedded database only: on the PostgreSQL lane these would repeat the PGlite lane.
describe.skipIf(!!process.env.TEST_DATABASE_URL)("the embedded database thread dying", () => {
  let embedded: PgliteThread;
  let visitor = "";
  let firstId = "";

  it("answers 503 during the outage, re-opens by itself and keeps the records", async () => {
    embedded = await scratch.open("app");
    t = scratch.keep(await createTestApp({ deps: { database: pgliteHandle(embedded) } }));
    visitor = await newVisitor(t.app);
    const stored = await postAnalyze(t.app, visitor, VALID_ANALYZE);
    expect(stored.statusCode).toBe(200);
    firstId = stored.json<{ historyId: string }>().historyId;

    await embedded.crashForFaultTest();

    const history = await t.app.inject({ method: "GET", url: "/api/history", headers: { cookie: visitor } });
    expect(history.statusCode).toBe(503);
    expect(history.json()).toEqual({ error: DATABASE_UNAVAILABLE_MESSAGE });
    const analyze = await postAnalyze(t.app, visitor, VALID_ANALYZE);
    expect(analyze.statusCode).toBe(503);
    expect(analyze.json()).toEqual({ error: DATABASE_UNAVAILABLE_MESSAGE });
    const health = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toEqual({ status: "unavailable", database: "unavailable", disk: "ok" });

    await healthyAgain(t.app);
    expect((await historyOf(t.app, visitor)).map((record) => record.id)).toEqual([firstId]);
    const again = await postAnalyze(t.app, visitor, VALID_ANALYZE);
    expect(again.statusCode).toBe(200);
    const secondId = again.json<{ historyId: string }>().historyId;
    expect((await historyOf(t.app, visitor)).map((record) => record.id)).toEqual([secondId, firstId]);
  }, 180_000);

  it("fails a query in flight when the thread dies as unavailable, without hanging", async () => {
    const slow = embedded.db.execute(sql`select pg_sleep(30)`).then(
      () => undefined,
      (error: unknown) => error,
    );
    await sleep(200); // the query has reached the database thread
    const crashedAt = Date.now();
    await embedded.crashForFaultTest();
    const error = await slow;
    expect(Date.now() - crashedAt).toBeLessThan(5000);
    expect(isDatabaseUnavailable(error)).toBe(true);

    await healthyAgain(t!.app);
    expect((await historyOf(t!.app, visitor)).map((record) => record.id)).toContain(firstId);
  }, 120_000);
});

describe.skipIf(!!process.env.TEST_DATABASE_URL)("close() while the database thread re-opens", () => {
  it("during the pause: stops the retries and leaves no thread running", async () => {
    const embedded = await scratch.open("memory");
    const withDatabase = runningThreads();
    await embedded.crashForFaultTest();
    await embedded.close();
    await sleep(2000); // well past the first pause (250 ms): no retry starts a thread
    expect(runningThreads()).toBeLessThanOrEqual(withDatabase - 1);
    expect(await embedded.ping()).toBe(false);
    await expect(embedded.db.execute(sql`select 1`)).rejects.toSatisfy(isDatabaseUnavailable);
  }, 120_000);

  it("while the fresh thread opens: ends it and leaves no thread running", async () => {
    const embedded = await scratch.open("memory");
    const withDatabase = runningThreads();
    const before = new Set(threadIds());
    await embedded.crashForFaultTest();
    // The fresh thread has started: a thread not running before (another may end meanwhile).
    while (threadIds().every((id) => before.has(id))) await sleep(10);
    expect(await embedded.ping()).toBe(false); // ... and is still opening
    await embedded.close();
    expect(runningThreads()).toBeLessThanOrEqual(withDatabase - 1);
    await sleep(2000);
    expect(runningThreads()).toBeLessThanOrEqual(withDatabase - 1);
    await expect(embedded.db.execute(sql`select 1`)).rejects.toSatisfy(isDatabaseUnavailable);
  }, 120_000);
});
