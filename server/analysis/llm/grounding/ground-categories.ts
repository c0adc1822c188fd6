import { overallWithFaults } from "#analysis/judge/pitch-faults";
import { type AnalysisResult, type Category, roundScore } from "#domain/analysis";
import type { Finding } from "#domain/pitch-judgement";
import type { LlmCategoryAnalysis } from "../llm-schemas";
import { replacedSentence } from "./replaced-sentence";
import type { Failures } from "./verify-answer";

const LISTS = ["strengths", "improvements", "suggestions"] as const;

/**
 * Idea/deck: unverified lines are dropped; a list left empty takes the built-in judge's; a score never
 * rises above the pitch judge's ceiling for that category (its gates and findings cap it); the overall
 * takes off what the judge's faults take off, as the built-in report does (decision 020).
 */
export function groundCategories(
  names: readonly string[],
  answer: LlmCategoryAnalysis,
  failures: Failures,
  builtin: AnalysisResult,
  ceiling: number,
  faults: readonly Finding[] = [],
): AnalysisResult {
  const replaced = new Set<string>();
  const categories: Category[] = names.map((name) => {
    const mine = answer.categories[name]!;
    const own = builtin.categories.find((category) => category.category === name);
    const scoreOk = !failures.has(`categories.${name}.score`);
    if (!scoreOk) replaced.add(`the ${name} score`);
    const lists = Object.fromEntries(
      LISTS.map((list) => {
        const kept = mine[list].filter((_, index) => !failures.has(`categories.${name}.${list}.${index}`));
        if (kept.length < mine[list].length) replaced.add(`notes on ${name}`);
        return [list, kept.length > 0 || mine[list].length === 0 ? kept : (own?.[list] ?? [])];
      }),
    ) as Pick<Category, (typeof LISTS)[number]>;
    const score = scoreOk ? Math.min(mine.score, ceiling) : (own?.score ?? 0);
    return { category: name, score: roundScore(score), ...lists };
  });
  const takeaways = answer.keyTakeaways.filter((_, index) => !failures.has(`keyTakeaways.${index}`));
  if (takeaways.length < answer.keyTakeaways.length) replaced.add("some takeaways");
  const summaryOk = !failures.has("overallSummary");
  if (!summaryOk) replaced.add("the summary");
  const summary = summaryOk ? answer.overallSummary : builtin.overallSummary;
  const overall = overallWithFaults(
    categories.map((category) => category.score),
    faults,
  );
  const said = [
    summary,
    summaryOk ? overall.sentence : "",
    replaced.size > 0 ? replacedSentence([...replaced]) : "",
  ];
  return {
    overallScore: overall.overallScore,
    overallSummary: said.filter(Boolean).join(" "),
    categories,
    keyTakeaways: takeaways.length > 0 ? takeaways : builtin.keyTakeaways,
  };
}
