import type { AnalysisInput } from "./analysis-engine";
import type { BuiltinAnalysis } from "./create-builtin-engine";

/** The work the analyst's worker threads take: the built-in analysis, read once. */
export type AnalystJob = { kind: "analyze"; input: AnalysisInput };

export type AnalystOutput = BuiltinAnalysis;

/** A worker's failure reason for material the analyst refuses; the message follows the prefix. */
export const UNREADABLE_PREFIX = "unreadable:";
