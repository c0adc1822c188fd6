import { isAppError } from "#server/errors";
import { serveJobs } from "#server/workers/worker-protocol";
import { type AnalystJob, type AnalystOutput, UNREADABLE_PREFIX } from "./analyst-job";
import { analyzeBuiltin } from "./create-builtin-engine";

/** Worker-thread entry of the analyst pool. */
serveJobs<AnalystJob, AnalystOutput>(
  (job) => analyzeBuiltin(job.input),
  (error) =>
    isAppError(error) && error.code === "unreadable" ? `${UNREADABLE_PREFIX}${error.message}` : "failed",
);
