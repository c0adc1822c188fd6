import { orderedGrid, RATING_LEVELS } from "#domain/reading-cast-charts";
import { gridWords, READING_CHART_TITLES } from "#domain/reading-chart-words";
import { GRID_RATINGS, type ScriptReading, VERDICTS, type Verdict } from "#domain/script-reading";
import { cn } from "../../../../lib/cn";
import { ChartFigure } from "./chart-figure";

const LEVEL_COUNT = GRID_RATINGS.length;

function RatingMarks({ level }: { level: number }) {
  return (
    <span aria-hidden className="flex gap-0.5">
      {Array.from({ length: LEVEL_COUNT }, (_, i) => (
        <span
          key={i}
          data-pip={i < level ? "earned" : "empty"}
          className={cn(
            "h-2.5 w-4 rounded-sm",
            // An empty mark is an outline at 3:1 on the card, in both themes (chart-contrast.spec.ts).
            i < level ? "bg-primary" : "ring-1 ring-muted-foreground ring-inset",
          )}
        />
      ))}
    </span>
  );
}

function VerdictScale({ label, verdict }: { label: string; verdict: Verdict }) {
  return (
    <div className="flex min-w-0 flex-col gap-2 rounded-md border p-3">
      <dt className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">{label}</dt>
      <dd className="text-lg font-semibold" data-verdict={verdict}>
        {verdict}
      </dd>
      <dd aria-hidden className="flex flex-wrap gap-1 text-[11px]">
        {VERDICTS.map((step) => (
          <span
            key={step}
            className={cn(
              "rounded px-1.5 py-0.5",
              step === verdict
                ? "bg-primary font-semibold text-primary-foreground"
                : "bg-muted text-muted-foreground",
            )}
          >
            {step}
          </span>
        ))}
      </dd>
    </div>
  );
}

/** The coverage grid (six items, each rated with its evidence) and the verdict. */
export function CoverageGrid({ reading }: { reading: ScriptReading }) {
  const grid = orderedGrid(reading.grid);
  const summary = gridWords(reading);
  return (
    <ChartFigure id="coverage-grid" title={READING_CHART_TITLES.grid} summary={summary}>
      <dl className="grid grid-cols-2 gap-3" data-testid="verdict">
        <VerdictScale label="Script" verdict={reading.verdict.script} />
        <VerdictScale label="Writer" verdict={reading.verdict.writer} />
      </dl>
      <ul aria-label="Coverage grid" className="flex flex-col">
        {grid.map((row) => (
          <li
            key={row.item}
            className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-3 gap-y-1 border-b py-3 text-sm last:border-0 sm:grid-cols-[8rem_9rem_minmax(0,1fr)]"
            data-item={row.item}
          >
            <span className="font-semibold leading-6">{row.item}</span>
            <span className="flex h-6 items-center justify-end gap-2 self-start sm:justify-start">
              <RatingMarks level={RATING_LEVELS[row.rating]} />
              <span className="w-16 text-xs font-medium">{row.rating}</span>
            </span>
            <span className="col-span-2 leading-relaxed text-muted-foreground sm:col-span-1">
              {row.evidence}
            </span>
          </li>
        ))}
      </ul>
    </ChartFigure>
  );
}
