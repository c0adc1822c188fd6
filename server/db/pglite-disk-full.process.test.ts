import { randomBytes } from "node:crypto";
import { rmSync } from "node:fs";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, describe, expect, it } from "vitest";
import { createHistoryRecord } from "../history/create-history-record";
import { listHistory } from "../history/list-history";
import { SAMPLE_ANALYZE_REQUEST, SAMPLE_RESULT } from "../test/history-fixtures";
import { createTestApp, type TestApp } from "../test/test-app";
import { testTmpfs } from "../test/test-tmpfs";
import { openPglite, pgliteHandle } from "./connect";
import type { PgliteThread } from "./pglite-thread";

/**
 * The embedded database's own disk filled for real (a 160 MB tmpfs), so that its write-ahead log
 * cannot be written: the server must answer promptly while full and come back by itself once space
 * is freed. Mounting needs root, as the test lane runs; elsewhere it says why it did not run.
 */
const disk = testTmpfs("greenlit-pglite-full-", "160m", !process.env.TEST_DATABASE_URL);
const MOUNTED = disk.mounted;
if (!MOUNTED && !process.env.TEST_DATABASE_URL) {
  console.info("Embedded-database full-disk test skipped: mounting a tmpfs needs root.");
}

let t: TestApp | undefined;
let embedded: PgliteThread | undefined;
afterAll(async () => {
  await t?.app.close();
  await embedded?.close();
  disk.remove();
});

/** A record of 1 MB that does not compress, so each one really takes room in the log and the table. */
const bigResult = () => ({ ...SAMPLE_RESULT, summary: randomBytes(768 * 1024).toString("base64") });

describe.runIf(MOUNTED)("the embedded database on a disk that fills up", () => {
  it("answers promptly while full, and recovers by itself once space is freed, keeping its records", async () => {
    embedded = await openPglite(join(disk.path, "app"), { stuckMs: 3000 });
    t = await createTestApp({ deps: { database: pgliteHandle(embedded) }, env: { DISK_MIN_FREE_MB: "0" } });
    const kept = await createHistoryRecord(t.database.db, "s1", SAMPLE_ANALYZE_REQUEST, SAMPLE_RESULT);

    const filler = disk.fill();
    // Writes on a full disk fail (or time out into the stuck check); none may hang the server.
    const outcomes: string[] = [];
    for (let attempt = 0; attempt < 40; attempt++) {
      const started = Date.now();
      outcomes.push(
        await Promise.race([
          createHistoryRecord(t.database.db, "s1", SAMPLE_ANALYZE_REQUEST, bigResult()).then(
            () => "stored",
            (error: Error) => `refused: ${error.message.slice(0, 80)}`,
          ),
          sleep(15_000).then(() => "waiting"),
        ]),
      );
      const response = await t.app.inject({ method: "GET", url: "/api/history" });
      outcomes.push(`history ${response.statusCode} after ${Date.now() - started} ms`);
      if (
        outcomes.filter((outcome) => !["stored"].includes(outcome) && !outcome.startsWith("history"))
          .length >= 5
      ) {
        break;
      }
      expect([200, 503]).toContain(response.statusCode);
      expect(Date.now() - started).toBeLessThan(30_000);
    }
    console.info(
      outcomes.filter((outcome) => outcome !== "stored" && !outcome.startsWith("history 200")).join("\n"),
    );
    expect(outcomes.some((outcome) => outcome !== "stored" && !outcome.startsWith("history"))).toBe(true);

    rmSync(filler);
    const freedAt = Date.now();
    let recoveredAfter = 0;
    while (Date.now() - freedAt < 60_000) {
      const health = await t.app.inject({ method: "GET", url: "/api/health" });
      const stored = await createHistoryRecord(t.database.db, "s1", SAMPLE_ANALYZE_REQUEST, SAMPLE_RESULT)
        .then(() => true)
        .catch(() => false);
      if (health.statusCode === 200 && stored) {
        recoveredAfter = Date.now() - freedAt;
        break;
      }
      await sleep(250);
    }
    console.info(`full disk: database and health recovered ${recoveredAfter} ms after space was freed`);
    expect(recoveredAfter).toBeGreaterThan(0);
    const ids = (await listHistory(t.database.db, "s1")).map((record) => record.id);
    expect(ids).toContain(kept.id);
  }, 240_000);
});
