import { TYPICAL_PROCESSING_TIME } from "./constants";
import type { ProjectStage } from "./stages";

/** What the loading panel is waiting for: a deck upload, an analysis, or a deck generation. */
export type LoadingPhase = "upload" | "analyze" | "generate";

export interface LoadingCopy {
  title: string;
  text: string;
}

/** product.md §2's loading panel titles and texts. */
export function loadingCopy(phase: LoadingPhase, stage: ProjectStage | null): LoadingCopy {
  const text =
    phase === "upload" ? `This typically takes ${TYPICAL_PROCESSING_TIME}` : "This may take a minute or two";
  if (phase === "upload") return { title: "Processing your deck...", text };
  if (phase === "generate") return { title: "Generating your deck copy...", text };
  return { title: stage === "script" ? "Analyzing your script..." : "Analyzing your creative deck...", text };
}
