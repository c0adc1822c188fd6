import type { AnalysisResult } from "#domain/analysis";
import type { ScreenplayStats } from "#domain/upload";
import type { VersionDelta } from "#domain/version-delta";
import type { ComparableVersion } from "../compare/compare-versions";
import type { AnalysisInput } from "./analysis-engine";

/** The work the analyst's worker threads take: reading a script, the built-in analysis, comparing two versions. */
export type AnalystJob =
  | { kind: "read-screenplay"; text: string }
  | { kind: "analyze"; input: AnalysisInput }
  | { kind: "compare"; from: ComparableVersion; to: ComparableVersion };

export type AnalystOutput = ScreenplayStats | AnalysisResult | VersionDelta | null;

/** A worker's failure reason for material the analyst refuses; the message follows the prefix. */
export const UNREADABLE_PREFIX = "unreadable:";
