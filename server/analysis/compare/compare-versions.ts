import { materialBeforePrompts } from "#analysis/read/text/questionnaire-block";
import type { Category } from "#domain/analysis";
import type { ScriptReading } from "#domain/script-reading";
import type { ProjectStage } from "#domain/stages";
import { incomparableSummary, type VersionDelta } from "#domain/version-delta";
import { comparePitches } from "./pitch-delta";
import { compareScripts } from "./script-delta";

/** What the comparison needs of a version: what a history record holds, the reading for scripts. */
export interface ComparableVersion {
  id: string;
  createdAt: string;
  stage: ProjectStage;
  pitchText: string;
  overallScore: number | null;
  categories: readonly Category[];
  reading: ScriptReading | null;
}

/** The comparison as the server calls it: on the analyst pool (engine/analyst-pool.ts). */
export type CompareVersions = (from: ComparableVersion, to: ComparableVersion) => Promise<VersionDelta>;

export const UNREAD_SCRIPT_SUMMARY =
  "One of these script versions was analysed without the script reader's facts, so its pages cannot be compared.";

/**
 * Two versions of one project, older first (product.md "What changed"). Versions of different
 * stages cannot be compared and say so; scripts compare their pages, ideas and decks their scores.
 */
export function compareVersions(from: ComparableVersion, to: ComparableVersion): VersionDelta {
  const incomparable = (summary: string): VersionDelta => ({
    kind: "incomparable",
    fromId: from.id,
    date: from.createdAt,
    stages: { from: from.stage, to: to.stage },
    summary,
  });
  if (from.stage !== to.stage) return incomparable(incomparableSummary(from.stage, to.stage));
  if (to.stage === "script") {
    if (!from.reading || !to.reading) return incomparable(UNREAD_SCRIPT_SUMMARY);
    return compareScripts(
      {
        id: from.id,
        date: from.createdAt,
        text: materialBeforePrompts(from.pitchText),
        reading: from.reading,
      },
      { text: materialBeforePrompts(to.pitchText), reading: to.reading },
    );
  }
  return comparePitches({ ...from, date: from.createdAt }, { ...to, date: to.createdAt });
}
