import { roundScore, type ScoreColor, scoreColor } from "#domain/analysis";
import { cn } from "../../../lib/cn";

const SCORE_CLASSES: Record<ScoreColor, string> = {
  green: "text-green-700 dark:text-green-400",
  amber: "text-amber-700 dark:text-amber-400",
  red: "text-red-700 dark:text-red-400",
};

/** A score out of 10 with one decimal, coloured by product.md §5's thresholds. */
export function ScoreValue({ score, className }: { score: number; className?: string }) {
  const value = roundScore(score);
  return (
    <span
      className={cn("font-bold tabular-nums", SCORE_CLASSES[scoreColor(value)], className)}
      data-score-color={scoreColor(value)}
    >
      {value.toFixed(1)}
      <span className="text-[0.6em] font-semibold text-muted-foreground">/10</span>
    </span>
  );
}
