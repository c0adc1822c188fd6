import { dialogueShares } from "#domain/reading-cast-charts";
import { dialogueWords, READING_CHART_TITLES } from "#domain/reading-chart-words";
import type { ScriptReading } from "#domain/script-reading";
import { cn } from "../../../../lib/cn";
import { ChartFigure, DataTable } from "./chart-figure";

/** Who speaks how much of the script's dialogue, by words. */
export function DialogueShare({ reading }: { reading: ScriptReading }) {
  const shares = dialogueShares(reading.characters);
  if (shares.length === 0) return null;
  const summary = dialogueWords(shares);

  const table = (
    <DataTable
      caption="Dialogue by character"
      head={["Character", "Words", "Speeches", "Share"]}
      rows={shares.map((row) => [row.name, row.words, row.speeches, `${row.percent}%`])}
    />
  );

  return (
    <ChartFigure id="dialogue-share" title={READING_CHART_TITLES.dialogue} summary={summary} table={table}>
      <ul className="flex flex-col gap-2">
        {shares.map((row) => (
          <li
            key={row.name}
            className="grid grid-cols-[minmax(0,7.5rem)_minmax(0,1fr)_2.75rem] items-center gap-2"
          >
            <span className={cn("truncate text-sm", row.isOthers ? "text-muted-foreground" : "font-medium")}>
              {row.name}
            </span>
            <span aria-hidden className="h-3 overflow-hidden rounded-sm bg-muted">
              <span
                className={cn(
                  "block h-full rounded-sm",
                  row.isOthers ? "bg-muted-foreground/75" : "bg-primary",
                )}
                data-testid="dialogue-bar"
                // On a 0-100% scale: 47% fills under half the track, never the whole of it.
                style={{ width: `${Math.min(100, Math.max(0, row.share * 100)).toFixed(1)}%` }}
              />
            </span>
            <span className="text-right text-sm tabular-nums">{row.percent}%</span>
          </li>
        ))}
      </ul>
      <p
        aria-hidden
        className="grid grid-cols-[minmax(0,7.5rem)_minmax(0,1fr)_2.75rem] gap-2 text-xs text-muted-foreground"
      >
        <span />
        <span className="flex justify-between tabular-nums">
          <span>0%</span>
          <span>50%</span>
          <span>100%</span>
        </span>
        <span />
      </p>
    </ChartFigure>
  );
}
