import type { VersionDelta } from "#domain/version-delta";
import type { ComparableVersion } from "../compare/compare-versions";
import type { AnalysisInput } from "./analysis-engine";
import type { BuiltinAnalysis } from "./builtin-analyst";

/** The work the analyst's worker threads take: the built-in analysis (read once), comparing two versions. */
export type AnalystJob =
  | { kind: "analyze"; input: AnalysisInput }
  | { kind: "compare"; from: ComparableVersion; to: ComparableVersion };

export type AnalystOutput = BuiltinAnalysis | VersionDelta;

/** A worker's failure reason for material the analyst refuses; the message follows the prefix. */
export const UNREADABLE_PREFIX = "unreadable:";
