import { z } from "zod";
import { CategorySchema, ScriptAnalysisSchema } from "./analysis";
import { HISTORY_TITLE_FALLBACK_LENGTH } from "./constants";
import { DeckBuildoutSchema } from "./deck-buildout";
import { AnalysisModeSchema, AnalysisTypeSchema, ProjectStageSchema } from "./stages";

/** product.md §3 History record (overallScore is a string, parsed to a number by readers). */
export const HistoryRecordSchema = z.object({
  id: z.string(),
  projectId: z.string().nullable(),
  projectTitle: z.string().nullable(),
  pitchText: z.string(),
  genre: z.string().nullable(),
  projectStage: ProjectStageSchema,
  mode: AnalysisModeSchema,
  analysisType: AnalysisTypeSchema,
  overallScore: z.string().nullable(),
  overallSummary: z.string(),
  categories: z.array(CategorySchema),
  keyTakeaways: z.array(z.string()),
  deckBuildout: DeckBuildoutSchema.nullable(),
  scriptAnalysis: ScriptAnalysisSchema.nullable(),
  createdAt: z.string(),
});
export type HistoryRecord = z.infer<typeof HistoryRecordSchema>;

export function parseHistoryScore(score: string | null): number | null {
  if (score === null || score.trim() === "") return null;
  const value = Number.parseFloat(score);
  return Number.isFinite(value) ? value : null;
}

/** product.md §4: a project's title, or the first 60 characters of its pitch text plus '...'. */
export function historyGroupTitle(record: Pick<HistoryRecord, "projectTitle" | "pitchText">): string {
  const title = record.projectTitle?.trim();
  if (title) return title;
  return `${record.pitchText.slice(0, HISTORY_TITLE_FALLBACK_LENGTH)}...`;
}

export interface HistoryGroup {
  title: string;
  versions: HistoryRecord[]; // newest first
  latest: HistoryRecord;
}

/** Records grouped by project title, newest group first, versions newest first. */
export function groupHistory(records: readonly HistoryRecord[]): HistoryGroup[] {
  const sorted = [...records].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  const groups = new Map<string, HistoryRecord[]>();
  for (const record of sorted) {
    const title = historyGroupTitle(record);
    const versions = groups.get(title);
    if (versions) versions.push(record);
    else groups.set(title, [record]);
  }
  return [...groups.entries()].map(([title, versions]) => ({ title, versions, latest: versions[0]! }));
}

/** product.md §4 Return to Project: the generate version if present, else analyze, else the newest. */
export function pickVersionToOpen(group: HistoryGroup): HistoryRecord {
  return (
    group.versions.find((v) => v.mode === "generate") ??
    group.versions.find((v) => v.mode === "analyze") ??
    group.latest
  );
}
