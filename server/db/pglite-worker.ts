import { parentPort, workerData } from "node:worker_threads";
import { PGlite, type QueryOptions, types } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import type { PgliteReply, PgliteRequest, PgliteStartup, PgliteWorkerData } from "./pglite-protocol";

/**
 * Worker-thread entry that owns the embedded database: PGlite does its work (WebAssembly) on the
 * thread that calls it, so here it never stalls the server's requests. Answers one query at a time.
 */
const { dir, migrationsFolder } = workerData as PgliteWorkerData;

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

async function start(): Promise<PGlite> {
  const client = dir === "memory" ? new PGlite() : new PGlite(dir);
  await migrate(drizzle(client), { migrationsFolder });
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

start().then(
  (client) => {
    parentPort?.on("message", async (request: PgliteRequest) => {
      parentPort?.postMessage(await answer(client, request));
    });
    parentPort?.postMessage({ ready: true } satisfies PgliteStartup);
  },
  (error: unknown) => {
    const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    parentPort?.postMessage({ ready: false, message } satisfies PgliteStartup);
  },
);
