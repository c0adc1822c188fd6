import { serveJobs } from "../workers/worker-protocol";
import { ExtractionFailure, type FailureReason } from "./extraction-failure";
import type { ExtractionJob, ExtractionOutput } from "./extraction-job";
import { runExtractionJob } from "./run-extraction-job";

/** Worker-thread entry of the extraction pool. */
serveJobs<ExtractionJob, ExtractionOutput>(
  (job, report) => runExtractionJob(job, report),
  (error, job) => (error instanceof ExtractionFailure ? error.reason : fallbackReason(job)),
);

function fallbackReason(job: ExtractionJob): FailureReason {
  if (job.format === "fdx") return "corrupt-fdx";
  if (job.format === "docx") return "corrupt-docx";
  if (job.format === "pptx") return "corrupt-pptx";
  if (job.format === "pdf") return "corrupt-pdf";
  return "no-content";
}
