import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { setFlagsFromString } from "node:v8";
import { parentPort, workerData } from "node:worker_threads";
import { PGlite, type QueryOptions, types } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { collectWhenIdle, releaseMemoryNow } from "../workers/release-memory";
import type { PgliteReply, PgliteRequest, PgliteStartup, PgliteWorkerData } from "./pglite-protocol";

/**
 * Worker-thread entry that owns the embedded database: PGlite does its work (WebAssembly) on the
 * thread that calls it, so here it never stalls the server's requests. Answers one query at a time.
 */
const { dir, migrationsFolder, seed: seedFile } = workerData as PgliteWorkerData;

// As drizzle's PGlite driver does: dates and intervals stay text, drizzle's columns map them.
const keepText = (value: string) => value;
const parsers = {
  [types.TIMESTAMP]: keepText,
  [types.TIMESTAMPTZ]: keepText,
  [types.INTERVAL]: keepText,
  [types.DATE]: keepText,
};
const asArrays: QueryOptions = { rowMode: "array", parsers };
const asObjects: QueryOptions = { rowMode: "object", parsers };

/**
 * PostgreSQL's server defaults (128 MB of shared buffers) are sized for many connections on a
 * dedicated host; one embedded connection with a small working set needs a fraction of that.
 */
const LEAN_SETTINGS = ["shared_buffers=16MB", "wal_buffers=1MB", "temp_buffers=1MB"];
const startParams = [...PGlite.defaultStartParams, ...LEAN_SETTINGS.flatMap((setting) => ["-c", setting])];

/**
 * The compiled server ships a database folder made at build time (initdb and migrations done):
 * a fresh DATA_DIR, or one in memory, starts from it in about a second instead of running initdb
 * (~7 s) here.
 */
const SEED = new URL("./pglite-seed.tar.gz", import.meta.url);

function freshDatabaseSeed(): Blob | undefined {
  if (dir !== "memory" && existsSync(join(dir, "PG_VERSION"))) return undefined;
  const file = seedFile ?? SEED;
  return existsSync(file) ? new Blob([readFileSync(file)]) : undefined;
}

async function start(): Promise<PGlite> {
  // V8 compiles PostgreSQL's WebAssembly twice (a quick baseline, then optimised, ~100 MB more);
  // the baseline alone serves our short queries. docs/decisions/014.
  setFlagsFromString("--liftoff-only");
  const options = { startParams, loadDataDir: freshDatabaseSeed() };
  const client = dir === "memory" ? new PGlite(options) : new PGlite(dir, options);
  await migrate(drizzle(client), { migrationsFolder });
  // Opening leaves the set-up run's buffers (initdb, the file bundle, ~300 MB) as garbage that V8,
  // seeing a small JavaScript heap, would keep: collect once they are unreachable.
  setTimeout(releaseMemoryNow, 1000).unref();
  return client;
}

async function answer(client: PGlite, request: PgliteRequest): Promise<PgliteReply> {
  try {
    if (request.kind === "close") {
      await client.close();
      return { id: request.id, ok: true, rows: [] };
    }
    const options = request.method === "all" ? asArrays : asObjects;
    const result = await client.query(request.sql, request.params, options);
    return { id: request.id, ok: true, rows: result.rows };
  } catch (error) {
    const { message, code } = error as { message?: unknown; code?: unknown };
    return {
      id: request.id,
      ok: false,
      message: typeof message === "string" ? message : String(error),
      ...(typeof code === "string" ? { code } : {}),
    };
  }
}

const queried = collectWhenIdle(2000);

start().then(
  (client) => {
    parentPort?.on("message", async (request: PgliteRequest) => {
      parentPort?.postMessage(await answer(client, request));
      queried();
    });
    parentPort?.postMessage({ ready: true } satisfies PgliteStartup);
  },
  (error: unknown) => {
    const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    parentPort?.postMessage({ ready: false, message } satisfies PgliteStartup);
  },
);
