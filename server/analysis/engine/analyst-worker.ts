import type { AnalysisStep } from "#domain/analysis-steps";
import { isAppError } from "#server/errors";
import { serveJobs } from "#server/workers/worker-protocol";
import { compareVersions } from "../compare/compare-versions";
import { type AnalystJob, type AnalystOutput, UNREADABLE_PREFIX } from "./analyst-job";
import { analyzeBuiltin } from "./create-builtin-engine";

/** Worker-thread entry of the analyst pool. */
function handle(job: AnalystJob, report: (step: AnalysisStep) => void): AnalystOutput {
  if (job.kind === "compare") return compareVersions(job.from, job.to);
  return analyzeBuiltin(job.input, report);
}

serveJobs<AnalystJob, AnalystOutput>(handle, (error) =>
  isAppError(error) && error.code === "unreadable" ? `${UNREADABLE_PREFIX}${error.message}` : "failed",
);
