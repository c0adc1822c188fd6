import { setTimeout as sleep } from "node:timers/promises";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createHistoryRecord } from "../history/create-history-record";
import { listHistory } from "../history/list-history";
import { SAMPLE_ANALYZE_REQUEST, SAMPLE_RESULT } from "../test/history-fixtures";
import { scratchPglite } from "../test/scratch-pglite";
import { createTestApp } from "../test/test-app";
import { pgliteHandle } from "./connect";
import { DATABASE_UNAVAILABLE_MESSAGE } from "./database-errors";
import { PGLITE_CLOSE_TIMEOUT_MS } from "./pglite-connection";
import type { PgliteThread } from "./pglite-thread";

const scratch = scratchPglite("greenlit-pglite-stuck-");

/** A query that holds the database's one thread far longer than any test: the thread is stuck. */
function holdTheThread(embedded: PgliteThread) {
  return embedded.db.execute(sql`select pg_sleep(600)`).catch(() => "timed out");
}

describe.skipIf(!!process.env.TEST_DATABASE_URL)("a stuck embedded database thread", () => {
  it("is found by the liveness check, ended and re-opened, keeping the records; 503 meanwhile", async () => {
    const embedded = await scratch.open("app", { stuckMs: 3000 });
    const t = scratch.keep(await createTestApp({ deps: { database: pgliteHandle(embedded) } }));
    const kept = await createHistoryRecord(t.database.db, "s1", SAMPLE_ANALYZE_REQUEST, SAMPLE_RESULT);

    const stuckAt = Date.now();
    void holdTheThread(embedded);
    await sleep(200);
    // While stuck, and while re-opening, every answer is a prompt 503 with the sentence.
    const during = await t.app.inject({ method: "GET", url: "/api/history" });
    expect(Date.now() - stuckAt).toBeLessThan(10_000);
    expect({ status: during.statusCode, body: during.json() }).toEqual({
      status: 503,
      body: { error: DATABASE_UNAVAILABLE_MESSAGE },
    });
    const health = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toMatchObject({ database: "unavailable", disk: "ok" });

    // Without the liveness check this waits the 600 s of the stuck query.
    let healthyAfter = 0;
    while (Date.now() - stuckAt < 60_000) {
      if ((await t.app.inject({ method: "GET", url: "/api/health" })).statusCode === 200) {
        healthyAfter = Date.now() - stuckAt;
        break;
      }
      await sleep(100);
    }
    console.info(`stuck thread: healthy again after ${healthyAfter} ms`);
    expect(healthyAfter).toBeGreaterThan(0);
    expect(embedded.restarts()).toBe(1);
    expect((await listHistory(t.database.db, "s1")).map((record) => record.id)).toEqual([kept.id]);
  }, 90_000);

  it("closes within its bound even while the thread is stuck (SIGTERM does not hang)", async () => {
    const embedded = await scratch.open("closing", { stuckMs: 600_000 });
    void holdTheThread(embedded);
    await sleep(200);
    const started = Date.now();
    await embedded.close();
    const took = Date.now() - started;
    console.info(`close with a stuck thread took ${took} ms`);
    expect(took).toBeLessThan(PGLITE_CLOSE_TIMEOUT_MS + 3000);
  }, 60_000);
});
