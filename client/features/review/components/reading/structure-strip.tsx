import {
  pageRange,
  READING_CHART_TITLES,
  SCENE_PROBE_LABELS,
  structureWords,
} from "#domain/reading-chart-words";
import {
  actSpans,
  countBy,
  DAY_LIGHT_LABELS,
  DAY_LIGHTS,
  formatEighths,
  fractionOf,
  SETTING_KINDS,
  sceneSpans,
} from "#domain/reading-charts";
import type { ScriptReading } from "#domain/script-reading";
import { ChartFigure, DataTable } from "./chart-figure";
import { PageAxis, percent } from "./page-axis";
import { SceneProbe } from "./scene-probe";
import { StripDrawing, StripLegends } from "./structure-strip-drawing";

/** Scenes along the pages, coloured by INT/EXT, with a DAY/NIGHT band and the act boundaries. */
export function StructureStrip({ reading }: { reading: ScriptReading }) {
  const spans = sceneSpans(reading);
  if (spans.length === 0) return null;
  const acts = actSpans(reading);
  const settings = countBy(
    SETTING_KINDS,
    spans.map((span) => span.setting),
  );
  const lights = countBy(
    DAY_LIGHTS,
    spans.map((span) => span.light),
  );
  const summary = structureWords(reading, spans);
  const scenesIn = (start: number, end: number) =>
    reading.scenes.filter((scene) => scene.page >= start && scene.page <= end).length;

  const table = (
    <div className="flex flex-col gap-4">
      {acts.length > 0 && (
        <DataTable
          caption="Acts"
          head={["Act", "Pages", "Scenes", "Source"]}
          rows={acts.map(({ act }) => [
            act.label,
            pageRange(act.startPage, act.endPage),
            scenesIn(act.startPage, act.endPage),
            act.source === "writer" ? "Writer's own" : "Estimated",
          ])}
        />
      )}
      <DataTable
        caption="Scenes"
        head={["Scene", "Heading", "Page", "Length (pages)", "Setting", "Time"]}
        rows={spans.map(({ scene, light }) => [
          scene.number,
          <span key="heading" className="block min-w-32 wrap-break-word">
            {scene.heading}
          </span>,
          scene.page,
          formatEighths(scene.eighths),
          scene.setting ?? "None",
          DAY_LIGHT_LABELS[light],
        ])}
        isTall
      />
    </div>
  );

  return (
    <ChartFigure
      id="structure-strip"
      title={READING_CHART_TITLES.structure}
      summary={summary}
      hint={SCENE_PROBE_LABELS.hint}
      table={table}
    >
      <div className="flex flex-col gap-1">
        <div aria-hidden className="relative h-5 text-xs font-medium">
          {acts.map(({ act, start, end }) => (
            <span
              key={`${act.label}-${act.startPage}`}
              className="absolute top-0 truncate border-l-2 border-foreground pl-1 leading-5"
              style={{
                left: percent(fractionOf(start, reading.pages)),
                width: percent(fractionOf(end - start, reading.pages)),
              }}
              title={`${act.label}, pages ${pageRange(act.startPage, act.endPage)}`}
            >
              {act.label}
            </span>
          ))}
        </div>
        <SceneProbe spans={spans} pages={reading.pages} label={SCENE_PROBE_LABELS.structure}>
          <StripDrawing
            spans={spans}
            acts={acts}
            pages={reading.pages}
            label={`Structure strip. ${summary}`}
          />
        </SceneProbe>
        <PageAxis pages={reading.pages} />
      </div>
      <StripLegends settings={settings} lights={lights} />
    </ChartFigure>
  );
}
