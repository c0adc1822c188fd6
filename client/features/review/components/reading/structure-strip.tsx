import { pageRange, READING_CHART_TITLES, structureWords } from "../../../../../domain/reading-chart-words";
import {
  actSpans,
  countBy,
  DAY_LIGHT_LABELS,
  DAY_LIGHTS,
  formatEighths,
  fractionOf,
  LEGEND_TITLES,
  type SceneSpan,
  SETTING_KINDS,
  SETTING_LABELS,
  sceneSpans,
  shownLights,
  shownSettings,
} from "../../../../../domain/reading-charts";
import type { ScriptReading } from "../../../../../domain/script-reading";
import { LIGHT_COLORS, SETTING_COLORS, VIEW_WIDTH } from "./chart-colors";
import { ChartFigure, DataTable, Legend, Swatch } from "./chart-figure";
import { PageAxis, percent } from "./page-axis";

const SETTING_HEIGHT = 28;
const LIGHT_TOP = 32;
const LIGHT_HEIGHT = 10;
const VIEW_HEIGHT = LIGHT_TOP + LIGHT_HEIGHT;

function SceneBlocks({ spans, pages }: { spans: SceneSpan[]; pages: number }) {
  const x = (position: number) => fractionOf(position, pages) * VIEW_WIDTH;
  return spans.map(({ scene, start, end, setting, light }) => {
    const left = x(start);
    const width = Math.max(x(end) - left, 0.8);
    return (
      <g key={scene.number}>
        {setting === "INT/EXT" ? (
          <>
            <rect
              x={left}
              y={0}
              width={width}
              height={SETTING_HEIGHT / 2}
              className={SETTING_COLORS.INT.fill}
            />
            <rect
              x={left}
              y={SETTING_HEIGHT / 2}
              width={width}
              height={SETTING_HEIGHT / 2}
              className={SETTING_COLORS.EXT.fill}
            />
          </>
        ) : (
          <rect
            x={left}
            y={0}
            width={width}
            height={SETTING_HEIGHT}
            className={SETTING_COLORS[setting].fill}
          />
        )}
        <rect
          x={left}
          y={LIGHT_TOP}
          width={width}
          height={LIGHT_HEIGHT}
          className={LIGHT_COLORS[light].fill}
        />
        <line
          x1={left}
          x2={left}
          y1={0}
          y2={VIEW_HEIGHT}
          className="stroke-card"
          strokeWidth={1}
          vectorEffect="non-scaling-stroke"
        />
      </g>
    );
  });
}

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
        head={["Scene", "Page", "Length (pages)", "Setting", "Time", "Heading"]}
        rows={spans.map(({ scene, light }) => [
          scene.number,
          scene.page,
          formatEighths(scene.eighths),
          scene.setting ?? "None",
          DAY_LIGHT_LABELS[light],
          scene.heading,
        ])}
        isTall
      />
    </div>
  );

  return (
    <ChartFigure id="structure-strip" title={READING_CHART_TITLES.structure} summary={summary} table={table}>
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
        <svg
          role="img"
          aria-label={`Structure strip. ${summary}`}
          viewBox={`0 0 ${VIEW_WIDTH} ${VIEW_HEIGHT}`}
          preserveAspectRatio="none"
          className="block h-14 w-full"
        >
          <SceneBlocks spans={spans} pages={reading.pages} />
          {acts.slice(1).map(({ act, start }) => {
            const x = fractionOf(start, reading.pages) * VIEW_WIDTH;
            return (
              <line
                key={`${act.label}-${act.startPage}`}
                x1={x}
                x2={x}
                y1={0}
                y2={VIEW_HEIGHT}
                className="stroke-foreground"
                strokeWidth={2}
                vectorEffect="non-scaling-stroke"
              />
            );
          })}
        </svg>
        <PageAxis pages={reading.pages} />
      </div>
      <div className="flex flex-col gap-1.5">
        <Legend
          title={LEGEND_TITLES.setting}
          items={shownSettings(settings).map((kind) => ({
            label: SETTING_LABELS[kind],
            swatch:
              kind === "INT/EXT" ? (
                <span aria-hidden className="inline-flex size-3 shrink-0 flex-col overflow-hidden rounded-sm">
                  <span className={`h-1/2 ${SETTING_COLORS.INT.swatch}`} />
                  <span className={`h-1/2 ${SETTING_COLORS.EXT.swatch}`} />
                </span>
              ) : (
                <Swatch className={SETTING_COLORS[kind].swatch} />
              ),
          }))}
        />
        <Legend
          title={LEGEND_TITLES.light}
          items={shownLights(lights).map((kind) => ({
            label: DAY_LIGHT_LABELS[kind],
            swatch: <Swatch className={`h-1.5 ${LIGHT_COLORS[kind].swatch}`} />,
          }))}
        />
      </div>
    </ChartFigure>
  );
}
