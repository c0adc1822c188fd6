import { z } from "zod";

/**
 * What the server is doing with an analysis while the visitor waits (product.md §2): the real stages
 * of the request, reported as each begins; none of them claims a share done.
 */
export const AnalysisStepSchema = z.object({
  kind: z.enum(["waiting", "reading", "writing", "outline", "comparing", "saving"]),
  /** What is read: a script, a deck or an idea (for "reading"). */
  material: z.enum(["script", "deck", "idea"]).optional(),
});
export type AnalysisStep = z.infer<typeof AnalysisStepSchema>;

/** GET /api/analyze/progress/{id}: the latest step of that analysis (null: none known yet). */
export const AnalysisProgressAnswerSchema = z.object({ step: AnalysisStepSchema.nullable() });
export type AnalysisProgressAnswer = z.infer<typeof AnalysisProgressAnswerSchema>;

/**
 * A busy analyst answers 503 with Retry-After (the server's ANALYSIS_MAX_WAIT_MS): the browser asks
 * again when it says, showing "Waiting for a free analyst", for up to this long in all before the
 * page reports the refusal. A short burst of other visitors' work is then only a few seconds' wait,
 * and a long screenplay ahead in the queue (tens of seconds on a busy two-core instance) is a wait
 * the page names, not a failure.
 */
export const ANALYST_BUSY_RETRY_MS = 60_000;
/** No single wait between two asks is longer than this, whatever Retry-After says. */
export const ANALYST_BUSY_MAX_PAUSE_MS = 5_000;

/** The header naming an analysis's progress id (a UUID the client picks): its URL stays the route's own. */
export const ANALYSIS_PROGRESS_HEADER = "x-progress-id";

/** The step in words: "Reading the script", "Comparing with your last version". */
export function analysisStepSentence(step: AnalysisStep): string {
  switch (step.kind) {
    case "waiting":
      return "Waiting for a free analyst";
    case "reading":
      return step.material === "script"
        ? "Reading the script"
        : `Reading and judging the ${step.material === "deck" ? "deck" : "pitch"}`;
    case "writing":
      return "Writing the report";
    case "outline":
      return "Writing the deck outline";
    case "comparing":
      return "Comparing with your last version";
    case "saving":
      return "Saving";
  }
}
