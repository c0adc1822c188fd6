import { parentPort } from "node:worker_threads";
import { collectWhenIdle } from "./release-memory";

/** A worker idle this long after a job gives its garbage back (a parsed PDF can leave 100+ MB). */
const RELEASE_AFTER_IDLE_MS = 2000;

/** What a worker answers for one job, by the job's id. */
export type WorkerReply<Output> =
  | { id: number; ok: true; output: Output }
  | { id: number; ok: false; reason: string; detail: string };

/** What a worker says about a job while it runs (a step, pages read so far); any cloneable value. */
export interface WorkerProgress {
  id: number;
  progress: unknown;
}

export function isWorkerProgress(message: unknown): message is WorkerProgress {
  return typeof (message as WorkerProgress | null)?.id === "number" && "progress" in (message as object);
}

/**
 * The worker side of WorkerPool: announces it is ready, then answers each job by id. A thrown
 * error becomes a failure with the reason `reasonOf` gives it (it must survive structured clone).
 */
export function serveJobs<Job, Output>(
  handle: (job: Job, report: (progress: unknown) => void) => Promise<Output> | Output,
  reasonOf: (error: unknown, job: Job) => string,
): void {
  const worked = collectWhenIdle(RELEASE_AFTER_IDLE_MS);
  parentPort?.on("message", async (message: { id: number; job: Job }) => {
    let reply: WorkerReply<Output>;
    try {
      const report = (progress: unknown) =>
        parentPort?.postMessage({ id: message.id, progress } satisfies WorkerProgress);
      reply = { id: message.id, ok: true, output: await handle(message.job, report) };
    } catch (error) {
      reply = {
        id: message.id,
        ok: false,
        reason: reasonOf(error, message.job),
        detail: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
      };
    }
    parentPort?.postMessage(reply);
    worked();
  });
  parentPort?.postMessage({ ready: true });
}
