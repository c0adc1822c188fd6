import type { AnalysisResult } from "./analysis";
import { genreTemplate } from "./genre-templates";
import { TEMPLATE_KEYS } from "./genres";

/** A placeholder is written as the templates write them: words in square brackets on one line. */
const BRACKETED = /\[([^[\]\n]{1,200})\]/g;

const normal = (inside: string) => inside.trim().replace(/\s+/g, " ").toLowerCase();

/** Every placeholder of the six genre templates (product.md §3), by its words. */
const TEMPLATE_PLACEHOLDERS: ReadonlySet<string> = new Set(
  TEMPLATE_KEYS.flatMap((key) =>
    [...genreTemplate(key).matchAll(BRACKETED)].map((match) => normal(match[1]!)),
  ),
);

/**
 * The genre templates' placeholders still in a text, as written there ("[recent thriller]"), once
 * each in reading order. Only the templates' own bracketed words count, so a writer's "[sic]" or a
 * script's "[CONTINUED]" is never taken for one; a filled placeholder has lost its brackets.
 */
export function unfilledPlaceholders(text: string): string[] {
  const seen = new Set<string>();
  const found: string[] = [];
  for (const match of text.matchAll(BRACKETED)) {
    const words = normal(match[1]!);
    if (!TEMPLATE_PLACEHOLDERS.has(words) || seen.has(words)) continue;
    seen.add(words);
    found.push(`[${match[1]!.trim()}]`);
  }
  return found;
}

export const UNFILLED_TEMPLATE_TITLE = "Fill In Your Template First";

/** The short answer that replaces a score while placeholders are left. */
export function unfilledTemplateSummary(placeholders: readonly string[]): string {
  const count = placeholders.length;
  return count === 1
    ? "Your pitch still has 1 template placeholder in square brackets. Replace it with your own words, then analyze again: it is not scored until then."
    : `Your pitch still has ${count} template placeholders in square brackets. Replace them with your own words, then analyze again: it is not scored until then.`;
}

/** The answer to an analysis of a text with placeholders left, or null when none are. */
export function unfilledTemplateResult(text: string): AnalysisResult | null {
  const placeholders = unfilledPlaceholders(text);
  if (placeholders.length === 0) return null;
  return {
    overallScore: null,
    overallSummary: unfilledTemplateSummary(placeholders),
    categories: [],
    keyTakeaways: [],
    unfilledTemplate: { placeholders },
  };
}
