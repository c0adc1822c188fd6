import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { ConnectOptions, Database, DatabaseHandle } from "./database-handle";
import { migrationsFolder } from "./migrations-folder";
import type { PgliteSupervisorOptions } from "./pglite-supervisor";
import { openPgliteThread, type PgliteThread } from "./pglite-thread";

export type { ConnectOptions, Database, DatabaseHandle };

/** Opens PostgreSQL when a URL is given, else embedded PGlite, and applies migrations. */
export async function connectDatabase(options: ConnectOptions): Promise<DatabaseHandle> {
  // node-postgres and its driver load only here: an embedded server never pays for them at start.
  if (options.databaseUrl)
    return (await import("./postgres-connection")).connectPostgres(options.databaseUrl, options);
  return pgliteHandle(await openPglite(options.pgliteDir ?? "memory", options.pglite, options.pgliteSeed));
}

/**
 * Embedded PGlite in `dir` ("memory": in memory) on its own thread, migrated. The thread re-opens
 * the folder by itself if it dies (in memory, that is a fresh empty database).
 */
export async function openPglite(
  dir: string,
  options?: PgliteSupervisorOptions,
  seed?: string,
): Promise<PgliteThread> {
  if (dir !== "memory") mkdirSync(dir, { recursive: true });
  return openPgliteThread({ dir, migrationsFolder, seed }, options);
}

/** The handle routes use, over an open embedded database (fault tests keep the thread itself). */
export function pgliteHandle(embedded: PgliteThread): DatabaseHandle {
  return {
    db: embedded.db as unknown as Database,
    kind: "pglite",
    isReady: () => true,
    whenReady: Promise.resolve(),
    ping: embedded.ping,
    close: embedded.close,
  };
}

export function pgliteDirFor(dataDir: string): string {
  return join(dataDir, "pglite");
}
