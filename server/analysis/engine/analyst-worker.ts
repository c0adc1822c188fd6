import { isAppError } from "#server/errors";
import { serveJobs } from "#server/workers/worker-protocol";
import { readScreenplay } from "../read/script/read-screenplay";
import { type AnalystJob, type AnalystOutput, UNREADABLE_PREFIX } from "./analyst-job";
import { createBuiltinEngine } from "./create-builtin-engine";

/** Worker-thread entry of the analyst pool. */
const engine = createBuiltinEngine();

serveJobs<AnalystJob, AnalystOutput>(
  (job) => (job.kind === "read-screenplay" ? readScreenplay(job.text) : engine.analyze(job.input)),
  (error) =>
    isAppError(error) && error.code === "unreadable" ? `${UNREADABLE_PREFIX}${error.message}` : "failed",
);
