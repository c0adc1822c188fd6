import type { Worker } from "node:worker_threads";
import { drizzle } from "drizzle-orm/pg-proxy";
import { startWorker, workerEntry } from "../workers/start-worker";
import type {
  PgliteCall,
  PgliteReply,
  PgliteRequest,
  PgliteStartup,
  PgliteWorkerData,
} from "./pglite-protocol";
import * as schema from "./schema";

/** The error every query gets once the embedded database has closed (read as "unavailable": 503). */
const CLOSED_MESSAGE = "PGlite is closed";

export interface PgliteThread {
  db: ReturnType<typeof drizzle<typeof schema>>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

/**
 * The embedded database on its own thread (see pglite-worker.ts), reached through drizzle's proxy
 * driver. Resolves once the database is open and migrated; rejects if it cannot be.
 */
export async function openPgliteThread(data: PgliteWorkerData): Promise<PgliteThread> {
  const worker = startWorker(workerEntry(import.meta.url, "pglite-worker"), { workerData: data });
  const pending = new Map<number, { resolve: (rows: unknown[]) => void; reject: (error: Error) => void }>();
  let nextId = 1;
  let closed = false;

  const failAll = (message: string) => {
    closed = true;
    for (const { reject } of pending.values()) reject(new Error(message));
    pending.clear();
    worker.unref();
  };
  await waitForStartup(worker);
  worker.unref();
  worker.on("message", (reply: PgliteReply) => {
    const waiting = pending.get(reply.id);
    if (!waiting) return;
    pending.delete(reply.id);
    if (pending.size === 0) worker.unref();
    if (reply.ok) waiting.resolve(reply.rows);
    else waiting.reject(Object.assign(new Error(reply.message), reply.code ? { code: reply.code } : {}));
  });
  worker.on("error", () => failAll(CLOSED_MESSAGE));
  worker.on("exit", () => failAll(CLOSED_MESSAGE));

  const send = (call: PgliteCall): Promise<unknown[]> => {
    if (closed) return Promise.reject(new Error(CLOSED_MESSAGE));
    const id = nextId++;
    return new Promise((resolve, reject) => {
      pending.set(id, { resolve, reject });
      worker.ref(); // an answer is owed: keep the process alive for it
      worker.postMessage({ ...call, id } satisfies PgliteRequest);
    });
  };

  const db = drizzle(
    async (sql, params, method) => ({ rows: await send({ kind: "query", sql, params, method }) }),
    { schema },
  );
  return {
    db,
    async ping() {
      try {
        await send({ kind: "query", sql: "select 1", params: [], method: "execute" });
        return true;
      } catch {
        return false;
      }
    },
    async close() {
      if (closed) return;
      await send({ kind: "close" }).catch(() => {});
      closed = true;
      await worker.terminate();
    },
  };
}

function waitForStartup(worker: Worker): Promise<void> {
  return new Promise((resolve, reject) => {
    const onExit = (code: number) =>
      reject(new Error(`The embedded database stopped while opening (exit ${code}).`));
    worker.once("exit", onExit);
    worker.once("error", reject);
    worker.once("message", (message: PgliteStartup) => {
      worker.off("exit", onExit);
      worker.off("error", reject);
      if (message.ready) resolve();
      else reject(new Error(`The embedded database could not be opened: ${message.message}`));
    });
  });
}
