import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { acquireDataDirLock, DataDirLockedError } from "../data-dir-lock";
import { createHistoryRecord } from "../history/create-history-record";
import { listHistory } from "../history/list-history";
import { connectDatabase } from "./connect";

const dir = mkdtempSync(join(tmpdir(), "greenlit-db-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("embedded database", () => {
  it("keeps records across a restart", async () => {
    const first = await connectDatabase({ pgliteDir: join(dir, "pglite") });
    await createHistoryRecord(
      first.db,
      "session-a",
      {
        pitchText: "x".repeat(120),
        analysisType: "both",
        mode: "analyze",
        projectStage: "deck",
        projectTitle: "Kept",
      },
      { overallScore: 6, overallSummary: "s", categories: [], keyTakeaways: [] },
    );
    await first.close();
    const second = await connectDatabase({ pgliteDir: join(dir, "pglite") });
    const records = await listHistory(second.db, "session-a");
    expect(records.map((r) => r.projectTitle)).toEqual(["Kept"]);
    await second.close();
  }, 90_000);

  it("refuses a second server on the same data folder", () => {
    const lockDir = join(dir, "locked");
    const release = acquireDataDirLock(lockDir);
    // A lock held by another live process (our parent stands in for it) blocks.

    writeFileSync(join(lockDir, "server.lock"), String(process.ppid));
    expect(() => acquireDataDirLock(lockDir)).toThrow(DataDirLockedError);
    release();
    // A stale lock from a dead process is taken over.
    writeFileSync(join(lockDir, "server.lock"), "999999");
    expect(() => acquireDataDirLock(lockDir)()).not.toThrow();
  });

  it.runIf(existsSync("/proc/self/stat"))(
    "takes over a lock whose PID now belongs to another process (the holder was killed with -9)",
    () => {
      const lockDir = join(dir, "reused");
      acquireDataDirLock(lockDir);
      // Our parent runs, but it is not the process that wrote the lock: that one started at tick 1.
      writeFileSync(join(lockDir, "server.lock"), `${process.ppid} 1`);
      expect(() => acquireDataDirLock(lockDir)()).not.toThrow();
      // The parent as the real holder (its own start time) still blocks.
      const stat = readFileSync(`/proc/${process.ppid}/stat`, "utf8");
      const startTime = stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19];
      writeFileSync(join(lockDir, "server.lock"), `${process.ppid} ${startTime}`);
      expect(() => acquireDataDirLock(lockDir)).toThrow(DataDirLockedError);
    },
  );
});
