import type { Signals } from "#analysis/read/pitch/signals";
import { CONFLICT_WORDS } from "#analysis/read/text/lexicons";
import { capitalise, findTerms } from "#analysis/read/text/words";
import { type Category, roundScore } from "#domain/analysis";

/** One thing a reader looks for. `met` runs from 0 (absent) to 1 (fully there). */
export interface Check {
  weight: number;
  met: number;
  strength?: string;
  improvement?: string;
  suggestion?: string;
}

export interface Fallback {
  strength: string;
  improvement: string;
  suggestion: string;
}

export interface CategoryScorer {
  checks(signals: Signals): Check[];
  fallback(signals: Signals): Fallback;
}

const SHOWN = 3;
const NOT_YET = "Not yet addressed in your material; the suggestions below show the quickest way in.";

function clamp01(value: number): number {
  return Math.min(1, Math.max(0, value));
}

/** Weighted share of checks met, on a 1-10 scale; feedback lists come from the same checks. */
export function scoreCategory(name: string, scorer: CategoryScorer, signals: Signals): Category {
  const checks = scorer.checks(signals).map((check) => ({ ...check, met: clamp01(check.met) }));
  const total = checks.reduce((sum, check) => sum + check.weight, 0) || 1;
  const earned = checks.reduce((sum, check) => sum + check.weight * check.met, 0);
  const byWeight = [...checks].sort((a, b) => b.weight - a.weight);
  const pick = (filter: (check: Check) => boolean, field: keyof Fallback) =>
    byWeight
      .filter(filter)
      .map((check) => check[field])
      .filter((text): text is string => !!text)
      .slice(0, SHOWN);
  const fallback = scorer.fallback(signals);
  const strengths = pick((check) => check.met >= 0.6, "strength");
  const improvements = pick((check) => check.met < 0.6, "improvement");
  const suggestions = pick((check) => check.met < 0.8, "suggestion");
  return {
    category: name,
    score: roundScore(1 + 9 * (earned / total)),
    strengths: strengths.length ? strengths : [earned / total >= 0.45 ? fallback.strength : NOT_YET],
    improvements: improvements.length ? improvements : [fallback.improvement],
    suggestions: suggestions.length ? suggestions : [fallback.suggestion],
  };
}

/** How the report names the work and its lead, from the user's own material. */
export function projectName(signals: Signals): string {
  return signals.title ? `“${signals.title}”` : "your project";
}

export function leadName(signals: Signals): string {
  return signals.protagonist ?? "your protagonist";
}

/** The fallback of most scorers: the project named at the head of its strength, the next step fixed. */
export function namedFallback(
  strength: string,
  improvement: string,
  suggestion: string,
): CategoryScorer["fallback"] {
  return (signals) => ({
    strength: `${capitalise(projectName(signals))} ${strength}`,
    improvement,
    suggestion,
  });
}

/** A sentence that names a character of the story together with a force against someone ("hunted by Major Strasser"). */
export function namedOpposition(signals: Signals): string | null {
  const names = signals.characters.map((character) => character.name);
  const sentence = signals.sentences.find(
    (text) => names.some((name) => text.includes(name)) && findTerms(text, CONFLICT_WORDS).length > 0,
  );
  // Quote the clause that carries the opposition, not the sentence's opening.
  return sentence
    ? (sentence.split(/[,;]\s+/).find((part) => findTerms(part, CONFLICT_WORDS).length > 0) ?? sentence)
    : null;
}
