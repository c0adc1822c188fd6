import { lazy, Suspense } from "react";
import type { ScriptReading } from "../../../../../domain/script-reading";

// The drawings load on their own, after the report: they stay out of the page's first JavaScript.
const ReadingCharts = lazy(async () => ({ default: (await import("./reading-charts")).ReadingCharts }));

function ChartsLoading() {
  return (
    <div aria-busy="true" className="h-[36rem] animate-pulse rounded-lg border bg-muted/40">
      <span className="sr-only">Loading the pictures of your script…</span>
    </div>
  );
}

/** The reading's pictures, when the analysis carries a reading (older records do not). */
export function ReadingChartsLazy({ reading }: { reading: ScriptReading | undefined }) {
  if (!reading) return null;
  return (
    <Suspense fallback={<ChartsLoading />}>
      <ReadingCharts reading={reading} />
    </Suspense>
  );
}
