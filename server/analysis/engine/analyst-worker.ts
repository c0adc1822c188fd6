import { isAppError } from "#server/errors";
import { serveJobs } from "#server/workers/worker-protocol";
import { compareVersions } from "../compare/compare-versions";
import { readScreenplay } from "../read/script/read-screenplay";
import { type AnalystJob, type AnalystOutput, UNREADABLE_PREFIX } from "./analyst-job";
import { createBuiltinEngine } from "./create-builtin-engine";

/** Worker-thread entry of the analyst pool. */
const engine = createBuiltinEngine();

function handle(job: AnalystJob): Promise<AnalystOutput> | AnalystOutput {
  if (job.kind === "read-screenplay") return readScreenplay(job.text);
  if (job.kind === "compare") return compareVersions(job.from, job.to);
  return engine.analyze(job.input);
}

serveJobs<AnalystJob, AnalystOutput>(handle, (error) =>
  isAppError(error) && error.code === "unreadable" ? `${UNREADABLE_PREFIX}${error.message}` : "failed",
);
