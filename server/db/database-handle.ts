import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type { PgliteSupervisorOptions } from "./pglite-supervisor";
import type * as schema from "./schema";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: "pglite" | "postgres";
  /** false until migrations have run (PostgreSQL may be down at start; the server waits for it). */
  isReady(): boolean;
  whenReady: Promise<void>;
  /** true when a trivial query answers. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export interface ConnectOptions {
  databaseUrl?: string | undefined;
  /** PGlite folder; "memory" keeps everything in memory (tests). */
  pgliteDir?: string;
  /** PGlite: the dumped database a fresh one starts from (pglite-protocol.ts). */
  pgliteSeed?: string;
  /** PostgreSQL: false returns at once and migrates when the database becomes reachable. */
  waitForDatabase?: boolean;
  /** PostgreSQL: the longest a query may wait for its answer (DATABASE_QUERY_TIMEOUT_MS). */
  queryTimeoutMs?: number;
  /** PGlite: how a stuck database thread is found and reported (pglite-supervisor.ts). */
  pglite?: PgliteSupervisorOptions;
}
