import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, statfsSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, describe, expect, it } from "vitest";
import { createHistoryRecord } from "../history/create-history-record";
import { listHistory } from "../history/list-history";
import { SAMPLE_ANALYZE_REQUEST, SAMPLE_RESULT } from "../test/history-fixtures";
import { createTestApp, type TestApp } from "../test/test-app";
import { openPglite, pgliteHandle } from "./connect";
import type { PgliteThread } from "./pglite-thread";

/**
 * The embedded database's own disk filled for real (a 160 MB tmpfs), so that its write-ahead log
 * cannot be written: the server must answer promptly while full and come back by itself once space
 * is freed. Mounting needs root, as the test lane runs; elsewhere it says why it did not run.
 */
const mountPoint = mkdtempSync(join(tmpdir(), "greenlit-pglite-full-"));
function mountTmpfs(): boolean {
  try {
    execFileSync("mount", ["-t", "tmpfs", "-o", "size=160m", "tmpfs", mountPoint], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}
const MOUNTED = !process.env.TEST_DATABASE_URL && process.getuid?.() === 0 && mountTmpfs();
if (!MOUNTED && !process.env.TEST_DATABASE_URL) {
  console.info("Embedded-database full-disk test skipped: mounting a tmpfs needs root.");
}

const filler = join(mountPoint, "filler");
let t: TestApp | undefined;
let embedded: PgliteThread | undefined;
afterAll(async () => {
  await t?.app.close();
  await embedded?.close();
  if (MOUNTED) execFileSync("umount", [mountPoint]);
  rmSync(mountPoint, { recursive: true, force: true });
});

/** Fills the file system to the last byte (a write past the end stops at ENOSPC). */
function fillDisk() {
  const { bavail, bsize } = statfsSync(mountPoint);
  try {
    writeFileSync(filler, Buffer.alloc(bavail * bsize));
  } catch {
    // ENOSPC once the last block is taken: the disk is full, as wanted.
  }
}

/** A record of 1 MB that does not compress, so each one really takes room in the log and the table. */
const bigResult = () => ({ ...SAMPLE_RESULT, summary: randomBytes(768 * 1024).toString("base64") });

describe.runIf(MOUNTED)("the embedded database on a disk that fills up", () => {
  it("answers promptly while full, and recovers by itself once space is freed, keeping its records", async () => {
    embedded = await openPglite(join(mountPoint, "app"), { stuckMs: 3000 });
    t = await createTestApp({ deps: { database: pgliteHandle(embedded) }, env: { DISK_MIN_FREE_MB: "0" } });
    const kept = await createHistoryRecord(t.database.db, "s1", SAMPLE_ANALYZE_REQUEST, SAMPLE_RESULT);

    fillDisk();
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
