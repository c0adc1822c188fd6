import { drizzle } from "drizzle-orm/pg-proxy";
import type { PgliteWorkerData } from "./pglite-protocol";
import { type PgliteSupervisorOptions, supervisePglite } from "./pglite-supervisor";
import * as schema from "./schema";

export interface PgliteThread {
  db: ReturnType<typeof drizzle<typeof schema>>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
  /** Ends the database thread the way a crash would; it re-opens by itself. For fault tests only. */
  crashForFaultTest(): Promise<void>;
  /** How many stuck threads were ended and re-opened. */
  restarts(): number;
}

/**
 * The embedded database on its own thread (see pglite-worker.ts), reached through drizzle's proxy
 * driver, and re-opened on a fresh thread if that one dies (see pglite-supervisor.ts). Resolves
 * once the database is open and migrated; rejects if it cannot be.
 */
export async function openPgliteThread(
  data: PgliteWorkerData,
  options?: PgliteSupervisorOptions,
): Promise<PgliteThread> {
  const thread = await supervisePglite(data, options);
  const db = drizzle(
    async (sql, params, method) => ({ rows: await thread.send({ kind: "query", sql, params, method }) }),
    { schema },
  );
  return {
    db,
    async ping() {
      try {
        await thread.send({ kind: "query", sql: "select 1", params: [], method: "execute" });
        return true;
      } catch {
        return false;
      }
    },
    close: thread.close,
    crashForFaultTest: thread.crashForFaultTest,
    restarts: thread.restarts,
  };
}
