import { parentPort } from "node:worker_threads";
import { ExtractionFailure } from "./extraction-failure";
import type { ExtractionJob, WorkerReply } from "./extraction-job";
import { runExtractionJob } from "./run-extraction-job";

/** Worker-thread entry: one job at a time, answered by id. */
parentPort?.on("message", async (message: { id: number; job: ExtractionJob }) => {
  let reply: WorkerReply;
  try {
    reply = { id: message.id, ok: true, output: await runExtractionJob(message.job) };
  } catch (error) {
    const reason = error instanceof ExtractionFailure ? error.reason : fallbackReason(message.job);
    reply = {
      id: message.id,
      ok: false,
      reason,
      detail: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
    };
  }
  parentPort?.postMessage(reply);
});
parentPort?.postMessage({ ready: true });

function fallbackReason(job: ExtractionJob) {
  if (job.format === "fdx") return "corrupt-fdx" as const;
  if (job.format === "docx") return "corrupt-docx" as const;
  if (job.format === "pdf") return "corrupt-pdf" as const;
  return "no-content" as const;
}
