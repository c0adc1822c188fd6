import { overallWithFaults } from "#analysis/judge/pitch-faults";
import type { Category } from "#domain/analysis";
import { scoreLabel } from "#domain/categories";
import type { Finding } from "#domain/pitch-judgement";
import { projectName } from "../judge/rubric/rubric";
import type { Signals } from "../read/pitch/signals";

export interface Summary {
  overallScore: number;
  overallSummary: string;
  keyTakeaways: string[];
}

function verdict(score: number): string {
  if (score >= 8) return "is close to pitch-ready";
  if (score >= 6.5) return "has a solid foundation with clear gaps to close";
  if (score >= 5) return "has real promise but needs work before it goes out";
  return "is at an early stage; the essentials of a pitch are still missing";
}

/**
 * Overall score is the mean of the category scores, less what the faults pinned to the material
 * take off (decision 020); wins and fixes are read off the extremes.
 */
export function composeSummary(
  signals: Signals,
  categories: readonly Category[],
  faults: readonly Finding[] = [],
): Summary {
  const { overallScore, sentence } = overallWithFaults(
    categories.map((c) => c.score),
    faults,
  );
  const byScore = [...categories].sort((a, b) => b.score - a.score || a.category.localeCompare(b.category));
  const wins = byScore.slice(0, 2);
  const fixes = [...byScore].reverse().slice(0, 2);
  const label = scoreLabel(signals.stage);
  const material =
    signals.stage === "deck" && signals.slides.length
      ? `${signals.slides.length} slides and ${signals.wordCount.toLocaleString("en-US")} words`
      : `${signals.wordCount.toLocaleString("en-US")} words of material`;
  const overallSummary = [
    `${projectName(signals).replace(/^y/, "Y")} ${verdict(overallScore)}: a ${label} of ${overallScore.toFixed(1)} out of 10, based on ${material}.`,
    `${(wins[0]?.score ?? 0) >= 6 ? "The biggest wins are" : "Nothing is strong yet; the best starting points are"} ${wins.map((c) => `${c.category} (${c.score.toFixed(1)})`).join(" and ")}. ${wins[0]?.strengths[0] ?? ""}`,
    `The most urgent fixes are ${fixes.map((c) => `${c.category} (${c.score.toFixed(1)})`).join(" and ")}. ${fixes[0]?.improvements[0] ?? ""}`,
    sentence,
  ]
    .filter(Boolean)
    .join(" ");
  const keyTakeaways = [
    ...wins.map((c) => `${c.score >= 6 ? "Keep" : "Build on"}: ${c.category}. ${c.strengths[0] ?? ""}`),
    ...fixes.map((c) => `Fix first: ${c.category}. ${c.suggestions[0] ?? c.improvements[0] ?? ""}`),
  ];
  return { overallScore, overallSummary, keyTakeaways };
}
