import { READING_CHART_TITLES } from "#domain/reading-chart-words";
import type { ScriptReading } from "#domain/script-reading";
import { CharacterTimeline } from "./character-timeline";
import { CoverageGrid } from "./coverage-grid";
import { DialogueShare } from "./dialogue-share";
import { StructureStrip } from "./structure-strip";

/** The pictures of a reading: structure, cast on screen, dialogue share, grid and verdict. */
export function ReadingCharts({ reading }: { reading: ScriptReading }) {
  return (
    <section
      aria-labelledby="reading-charts-title"
      className="flex flex-col gap-4"
      data-testid="reading-charts"
    >
      <h3 id="reading-charts-title" className="text-lg font-semibold">
        {READING_CHART_TITLES.heading}
      </h3>
      <StructureStrip reading={reading} />
      <CharacterTimeline reading={reading} />
      <DialogueShare reading={reading} />
      <CoverageGrid reading={reading} />
    </section>
  );
}
