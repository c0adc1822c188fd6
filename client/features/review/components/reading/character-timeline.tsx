import { characterLanes } from "#domain/reading-cast-charts";
import {
  laneWords,
  plural,
  READING_CHART_TITLES,
  SCENE_PROBE_LABELS,
  timelineWords,
} from "#domain/reading-chart-words";
import { actSpans, fractionOf, sceneSpans } from "#domain/reading-charts";
import type { ScriptReading } from "#domain/script-reading";
import { VIEW_WIDTH } from "./chart-colors";
import { ChartFigure, DataTable } from "./chart-figure";
import { PageAxis } from "./page-axis";
import { SceneProbe } from "./scene-probe";

const LANE_HEIGHT = 12;

/** The six most present characters, and the pages each is on. */
export function CharacterTimeline({ reading }: { reading: ScriptReading }) {
  const lanes = characterLanes(reading);
  const spans = sceneSpans(reading);
  if (lanes.length === 0) return null;
  const leads = new Set(reading.protagonists);
  const boundaries = actSpans(reading)
    .slice(1)
    .map(({ start }) => fractionOf(start, reading.pages) * VIEW_WIDTH);
  const x = (position: number) => fractionOf(position, reading.pages) * VIEW_WIDTH;
  const summary = timelineWords(reading, lanes);

  const table = (
    <DataTable
      caption="Characters on screen"
      head={["Character", "Scenes", "Speeches", "Words", "First page", "Last page"]}
      rows={lanes.map(({ character, sceneNumbers }) => [
        character.name,
        sceneNumbers.length,
        character.speeches,
        character.words,
        character.firstPage,
        character.lastPage,
      ])}
    />
  );

  return (
    <ChartFigure
      id="character-timeline"
      title={READING_CHART_TITLES.timeline}
      summary={summary}
      hint={SCENE_PROBE_LABELS.hint}
      table={table}
    >
      <ul className="flex flex-col gap-2.5">
        {lanes.map((lane) => (
          <li
            key={lane.character.name}
            className="grid gap-1 sm:grid-cols-[9rem_minmax(0,1fr)] sm:items-center sm:gap-3"
          >
            <span className="flex min-w-0 items-baseline justify-between gap-2 text-sm sm:flex-col sm:items-start sm:gap-0">
              <span className="flex min-w-0 max-w-full items-baseline gap-1.5">
                <span className="truncate font-medium" title={lane.character.name}>
                  {lane.character.name}
                </span>
                {leads.has(lane.character.name) && (
                  <span className="shrink-0 text-xs text-primary">lead</span>
                )}
              </span>
              <span className="shrink-0 text-xs text-muted-foreground tabular-nums">
                {plural(lane.sceneNumbers.length, "scene")}
              </span>
            </span>
            <SceneProbe
              spans={spans.filter(({ scene }) => lane.sceneNumbers.includes(scene.number))}
              pages={reading.pages}
              label={SCENE_PROBE_LABELS.lane(lane.character.name)}
            >
              <svg
                role="img"
                aria-label={laneWords(lane)}
                viewBox={`0 0 ${VIEW_WIDTH} ${LANE_HEIGHT}`}
                preserveAspectRatio="none"
                className="block h-3.5 w-full"
              >
                <rect x={0} y={0} width={VIEW_WIDTH} height={LANE_HEIGHT} className="fill-muted" />
                {lane.spans.map((span) => (
                  <rect
                    key={span.start}
                    x={x(span.start)}
                    y={0}
                    width={Math.max(x(span.end) - x(span.start), 1.5)}
                    height={LANE_HEIGHT}
                    className="fill-primary"
                  />
                ))}
                {boundaries.map((at) => (
                  <line
                    key={at}
                    x1={at}
                    x2={at}
                    y1={0}
                    y2={LANE_HEIGHT}
                    className="stroke-foreground/50"
                    strokeWidth={1}
                    vectorEffect="non-scaling-stroke"
                  />
                ))}
              </svg>
            </SceneProbe>
          </li>
        ))}
      </ul>
      <div className="sm:ml-[calc(9rem+0.75rem)]">
        <PageAxis pages={reading.pages} />
      </div>
    </ChartFigure>
  );
}
