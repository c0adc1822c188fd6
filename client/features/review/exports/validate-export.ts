import type { AnalysisResult, Category, ScriptAnalysis } from "#domain/analysis";
import type { DeckBuildout } from "#domain/deck-buildout";
import { EXPORT_ERRORS } from "#domain/exports";

export type Validated<T> = { ok: true; value: T } | { ok: false; message: string };

/** A deck or idea analysis that can be written to a PDF. */
export interface ScoredAnalysis {
  overallScore: number;
  overallSummary: string;
  categories: Category[];
  keyTakeaways: string[];
}

const hasText = (value: unknown): value is string => typeof value === "string" && value.trim() !== "";
const hasAnyText = (value: unknown): boolean =>
  hasText(value) ||
  (typeof value === "object" && value !== null && Object.values(value).some((inner) => hasAnyText(inner)));
const listOf = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);

/** product.md §5: the feedback exists, overallScore is a number and overallSummary is present. */
export function validateAnalysisExport(result: AnalysisResult | null | undefined): Validated<ScoredAnalysis> {
  const score = result?.overallScore;
  if (!result || !Array.isArray(result.categories)) return { ok: false, message: EXPORT_ERRORS.analysis };
  if (typeof score !== "number" || !Number.isFinite(score) || !hasText(result.overallSummary)) {
    return { ok: false, message: EXPORT_ERRORS.analysis };
  }
  return {
    ok: true,
    value: {
      overallScore: score,
      overallSummary: result.overallSummary,
      categories: result.categories,
      keyTakeaways: listOf<string>(result.keyTakeaways),
    },
  };
}

/**
 * product.md §5: overallSummary and sections as a list. The script report lives in scriptAnalysis;
 * a result that carries it at the top level (isScriptAnalysis with intro/sections) is accepted too.
 */
export function validateScriptExport(result: AnalysisResult | null | undefined): Validated<ScriptAnalysis> {
  if (!result) return { ok: false, message: EXPORT_ERRORS.script };
  const script = result.scriptAnalysis;
  if (script && hasText(script.overallSummary) && Array.isArray(script.sections)) {
    return { ok: true, value: { ...script, keyTakeaways: listOf<string>(script.keyTakeaways) } };
  }
  if (!script && hasText(result.overallSummary) && Array.isArray(result.sections)) {
    return {
      ok: true,
      value: {
        intro: result.intro,
        overallSummary: result.overallSummary,
        sections: result.sections,
        keyTakeaways: listOf<string>(result.keyTakeaways),
      },
    };
  }
  return { ok: false, message: EXPORT_ERRORS.script };
}

/** product.md §5: build-out export requires build-out content. */
export function validateBuildoutExport(result: AnalysisResult | null | undefined): Validated<DeckBuildout> {
  const buildout = result?.deckBuildout;
  if (!buildout || typeof buildout !== "object" || !buildout.cover_and_logline || !hasAnyText(buildout)) {
    return { ok: false, message: EXPORT_ERRORS.buildout };
  }
  return { ok: true, value: buildout };
}
