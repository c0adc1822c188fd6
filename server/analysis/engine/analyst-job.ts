import type { AnalysisResult } from "#domain/analysis";
import type { ScreenplayStats } from "#domain/upload";
import type { AnalysisInput } from "./analysis-engine";

/** The work the analyst's worker threads take: reading a script, and the built-in analysis. */
export type AnalystJob =
  | { kind: "read-screenplay"; text: string }
  | { kind: "analyze"; input: AnalysisInput };

export type AnalystOutput = ScreenplayStats | AnalysisResult | null;

/** A worker's failure reason for material the analyst refuses; the message follows the prefix. */
export const UNREADABLE_PREFIX = "unreadable:";
