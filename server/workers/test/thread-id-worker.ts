import { threadId } from "node:worker_threads";
import { serveJobs } from "../worker-protocol";

/** A worker that answers each job with its thread's id, so a test can tell a new worker from a kept one. */
serveJobs<{ waitMs: number }, number>(
  async ({ waitMs }) => {
    await new Promise((resolve) => setTimeout(resolve, waitMs));
    return threadId;
  },
  () => "failed",
);
