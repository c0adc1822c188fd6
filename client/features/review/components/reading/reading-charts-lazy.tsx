import { lazy, Suspense, useMemo } from "react";
import { ScriptReadingSchema } from "#domain/script-reading";

// The drawings load on their own, after the report: they stay out of the page's first JavaScript.
const ReadingCharts = lazy(async () => ({ default: (await import("./reading-charts")).ReadingCharts }));

function ChartsLoading() {
  return (
    <div aria-busy="true" className="h-[36rem] animate-pulse rounded-lg border bg-muted/40">
      <span className="sr-only">Loading the pictures of your script…</span>
    </div>
  );
}

/**
 * The reading's pictures, when the analysis carries a reading. Older records have none, and a
 * stored one that no longer matches its schema is left out rather than drawn wrong.
 */
export function ReadingChartsLazy({ reading }: { reading: unknown }) {
  const parsed = useMemo(() => (reading ? ScriptReadingSchema.safeParse(reading) : null), [reading]);
  if (!parsed?.success) return null;
  return (
    <Suspense fallback={<ChartsLoading />}>
      <ReadingCharts reading={parsed.data} />
    </Suspense>
  );
}
