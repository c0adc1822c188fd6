import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import pg from "pg";
import { DEFAULT_QUERY_TIMEOUT_MS, isDatabaseUnavailable } from "./database-errors";
import type { PgliteSupervisorOptions } from "./pglite-supervisor";
import { openPgliteThread, type PgliteThread } from "./pglite-thread";
import * as schema from "./schema";

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

const migrationsFolder = new URL("./migrations", import.meta.url).pathname;

export interface ConnectOptions {
  databaseUrl?: string | undefined;
  /** PGlite folder; "memory" keeps everything in memory (tests). */
  pgliteDir?: string;
  /** PostgreSQL: false returns at once and migrates when the database becomes reachable. */
  waitForDatabase?: boolean;
  /** PostgreSQL: the longest a query may wait for its answer (DATABASE_QUERY_TIMEOUT_MS). */
  queryTimeoutMs?: number;
  /** PGlite: how a stuck database thread is found and reported (pglite-supervisor.ts). */
  pglite?: PgliteSupervisorOptions;
}

const CONNECT_TIMEOUT_MS = 5000;

const RETRY_MS = 2000;

/** Runs migrations, retrying while the database is unreachable (other errors are real: thrown). */
async function migrateWhenReachable(migrate: () => Promise<void>, isClosed: () => boolean): Promise<void> {
  for (;;) {
    try {
      await migrate();
      return;
    } catch (error) {
      if (isClosed() || !isDatabaseUnavailable(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
    }
  }
}

/** Any 64-bit number held by nothing else: the key of the migrations' advisory lock. */
const MIGRATION_LOCK_KEY = 7_347_100_219_001;

/**
 * Applies the migrations while holding a session advisory lock on one connection: instances that
 * start at the same moment on a fresh database take turns, and the later ones find them applied
 * (drizzle's migrator alone would run the same CREATE TABLEs twice and fail one instance).
 */
async function migrateAlone(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  let isBroken = false;
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    try {
      await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
    } finally {
      await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]).catch(() => {
        isBroken = true; // a lost connection has let go of the lock already
      });
    }
  } catch (error) {
    isBroken = true;
    throw error;
  } finally {
    client.release(isBroken);
  }
}

/** Opens PostgreSQL when a URL is given, else embedded PGlite, and applies migrations. */
export async function connectDatabase(options: ConnectOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      // Client-side: it holds even when the server cannot answer at all (statement_timeout cannot).
      query_timeout: options.queryTimeoutMs ?? DEFAULT_QUERY_TIMEOUT_MS,
    });
    // A client losing its connection (PostgreSQL restarted, the connection ended by an administrator)
    // must not crash the process, idle in the pool or checked out between queries: the next query
    // reports it, and the pool replaces the client.
    pool.on("error", () => {});
    pool.on("connect", (client) => client.on("error", () => {}));
    const db = drizzlePg(pool, { schema });
    let ready = false;
    let closed = false;
    const whenReady = migrateWhenReachable(
      () => migrateAlone(pool),
      () => closed,
    ).then(() => {
      ready = true;
    });
    if (options.waitForDatabase !== false) await whenReady;
    return {
      db: db as unknown as Database,
      kind: "postgres",
      isReady: () => ready,
      whenReady,
      ping: () => pingWith(() => pool.query("select 1")),
      close: async () => {
        closed = true;
        await pool.end();
      },
    };
  }
  return pgliteHandle(await openPglite(options.pgliteDir ?? "memory", options.pglite));
}

/**
 * Embedded PGlite in `dir` ("memory": in memory) on its own thread, migrated. The thread re-opens
 * the folder by itself if it dies (in memory, that is a fresh empty database).
 */
export async function openPglite(dir: string, options?: PgliteSupervisorOptions): Promise<PgliteThread> {
  if (dir !== "memory") mkdirSync(dir, { recursive: true });
  return openPgliteThread({ dir, migrationsFolder }, options);
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

async function pingWith(query: () => Promise<unknown>): Promise<boolean> {
  try {
    await query();
    return true;
  } catch {
    return false;
  }
}

export function pgliteDirFor(dataDir: string): string {
  return join(dataDir, "pglite");
}
