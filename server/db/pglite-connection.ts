import { startWorker, workerEntry } from "../workers/start-worker";
import type {
  PgliteCall,
  PgliteReply,
  PgliteRequest,
  PgliteStartup,
  PgliteWorkerData,
} from "./pglite-protocol";

/** The error queries get when the thread ends before answering (read as "unavailable": 503). */
export const CLOSED_MESSAGE = "PGlite is closed";
/** The error a query gets when the database thread, busy or stuck, has not answered in time (503). */
export const QUERY_TIMEOUT_MESSAGE = "PGlite did not answer in time";
/**
 * Longer than PostgreSQL's 5 s: the one embedded connection queues every query, and a busy moment
 * must not turn into 503s; a stuck query still answers 503 within 10 s.
 */
export const PGLITE_QUERY_TIMEOUT_MS = 8000;

/** One worker thread holding the embedded database (pglite-worker.ts), and the answers it owes. */
export interface PgliteConnection {
  /** Resolves once the database is open and migrated; rejects if the thread cannot open it. */
  ready: Promise<void>;
  send(call: PgliteCall): Promise<unknown[]>;
  /** Closes the database cleanly, then ends the thread. */
  close(): Promise<void>;
  /** Ends the thread at once, as a crash would: waiting queries fail. */
  terminate(): Promise<void>;
  /**
   * How long the thread has owed an answer without giving any (0 when it owes none). Queries that
   * timed out for their caller still count: the thread is still working on them.
   */
  stalledMs(): number;
}

/** close() waits this long for the database to close cleanly; a stuck thread is then ended. */
export const PGLITE_CLOSE_TIMEOUT_MS = 3000;

/**
 * Starts the thread. Once it is open, `onEnd` is called when it ends for any reason (a crash or
 * close()); queries waiting then fail with CLOSED_MESSAGE. An idle thread does not keep the
 * process alive; one that owes an answer does.
 */
export function startPgliteConnection(
  data: PgliteWorkerData,
  onEnd: () => void,
  queryTimeoutMs = PGLITE_QUERY_TIMEOUT_MS,
): PgliteConnection {
  const worker = startWorker(workerEntry(import.meta.url, "pglite-worker"), {
    workerData: data,
    // The database's memory is WebAssembly and buffers; its JavaScript objects are few and short-lived.
    resourceLimits: { maxYoungGenerationSizeMb: 8 },
  });
  const pending = new Map<number, { resolve: (rows: unknown[]) => void; reject: (error: Error) => void }>();
  let nextId = 1;
  let isEnded = false;
  /** Ids sent and not answered yet, whether or not their caller still waits. */
  const owed = new Set<number>();
  let progressAt = Date.now();

  const failAll = () => {
    isEnded = true;
    for (const { reject } of pending.values()) reject(new Error(CLOSED_MESSAGE));
    pending.clear();
  };
  const onReply = (reply: PgliteReply) => {
    owed.delete(reply.id);
    progressAt = Date.now();
    const waiting = pending.get(reply.id);
    if (!waiting) return;
    pending.delete(reply.id);
    if (pending.size === 0) worker.unref();
    if (reply.ok) waiting.resolve(reply.rows);
    else waiting.reject(Object.assign(new Error(reply.message), reply.code ? { code: reply.code } : {}));
  };

  const ready = new Promise<void>((resolve, reject) => {
    const onExit = (code: number) =>
      reject(new Error(`The embedded database stopped while opening (exit ${code}).`));
    worker.once("exit", onExit);
    worker.once("error", reject);
    worker.once("message", (message: PgliteStartup) => {
      worker.off("exit", onExit);
      worker.off("error", reject);
      if (!message.ready) {
        void worker.terminate();
        reject(new Error(`The embedded database could not be opened: ${message.message}`));
        return;
      }
      worker.unref();
      worker.on("message", onReply);
      worker.on("error", failAll); // an uncaught error in the thread: "exit" follows
      worker.on("exit", () => {
        failAll();
        onEnd();
      });
      resolve();
    });
  });

  const send = (call: PgliteCall): Promise<unknown[]> => {
    if (isEnded) return Promise.reject(new Error(CLOSED_MESSAGE));
    const id = nextId++;
    return new Promise((resolve, reject) => {
      // One connection answers one query at a time: a stuck one must not hold every request behind it.
      const timer =
        call.kind === "query"
          ? setTimeout(() => {
              if (!pending.delete(id)) return;
              if (pending.size === 0) worker.unref();
              reject(new Error(QUERY_TIMEOUT_MESSAGE));
            }, queryTimeoutMs)
          : undefined;
      const settle =
        <T>(done: (value: T) => void) =>
        (value: T) => {
          clearTimeout(timer);
          done(value);
        };
      pending.set(id, { resolve: settle(resolve), reject: settle(reject) });
      if (owed.size === 0) progressAt = Date.now();
      owed.add(id);
      worker.ref(); // an answer is owed: keep the process alive for it
      worker.postMessage({ ...call, id } satisfies PgliteRequest);
    });
  };

  return {
    ready,
    send,
    async close() {
      let timer: NodeJS.Timeout | undefined;
      const deadline = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, PGLITE_CLOSE_TIMEOUT_MS);
      });
      await Promise.race([send({ kind: "close" }).catch(() => {}), deadline]);
      clearTimeout(timer);
      await worker.terminate();
    },
    async terminate() {
      await worker.terminate();
    },
    stalledMs: () => (owed.size > 0 && !isEnded ? Date.now() - progressAt : 0),
  };
}
