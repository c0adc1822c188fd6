import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll } from "vitest";
import { openPglite } from "../db/connect";
import type { PgliteSupervisorOptions } from "../db/pglite-supervisor";
import type { PgliteThread } from "../db/pglite-thread";
import type { TestApp } from "./test-app";

/**
 * Embedded databases a test opens in a folder of its own. After all its tests, the apps it kept
 * are closed first, then the databases, then the folder is removed.
 */
export function scratchPglite(prefix: string) {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  const opened: PgliteThread[] = [];
  const apps: TestApp[] = [];
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.app.close()));
    await Promise.all(opened.map((embedded) => embedded.close()));
    rmSync(dir, { recursive: true, force: true });
  });
  return {
    /** A database in `folder` below the test's own, or "memory". */
    async open(folder: string, options?: PgliteSupervisorOptions): Promise<PgliteThread> {
      const embedded = await openPglite(folder === "memory" ? folder : join(dir, folder), options);
      opened.push(embedded);
      return embedded;
    },
    keep(app: TestApp): TestApp {
      apps.push(app);
      return app;
    },
  };
}
