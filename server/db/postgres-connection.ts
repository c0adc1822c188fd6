import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { DEFAULT_QUERY_TIMEOUT_MS, isDatabaseUnavailable } from "./database-errors";
import type { ConnectOptions, Database, DatabaseHandle } from "./database-handle";
import { migrationsFolder } from "./migrations-folder";
import * as schema from "./schema";

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

/** PostgreSQL at `databaseUrl` (connect.ts loads this module only then), migrated. */
export async function connectPostgres(databaseUrl: string, options: ConnectOptions): Promise<DatabaseHandle> {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
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

async function pingWith(query: () => Promise<unknown>): Promise<boolean> {
  try {
    await query();
    return true;
  } catch {
    return false;
  }
}
