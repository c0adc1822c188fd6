import {
  type ActSpan,
  DAY_LIGHT_LABELS,
  type DayLight,
  fractionOf,
  LEGEND_TITLES,
  type SceneSpan,
  SETTING_LABELS,
  type SettingKind,
  shownLights,
  shownSettings,
} from "#domain/reading-charts";
import { LIGHT_COLORS, SETTING_COLORS, VIEW_WIDTH } from "./chart-colors";
import { Legend, Swatch } from "./chart-figure";

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

/** The strip itself: one block per scene (INT/EXT above, time of day below) and the act lines. */
export function StripDrawing({
  spans,
  acts,
  pages,
  label,
}: {
  spans: SceneSpan[];
  acts: ActSpan[];
  pages: number;
  label: string;
}) {
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${VIEW_WIDTH} ${VIEW_HEIGHT}`}
      preserveAspectRatio="none"
      className="block h-14 w-full"
    >
      <SceneBlocks spans={spans} pages={pages} />
      {acts.slice(1).map(({ act, start }) => {
        const x = fractionOf(start, pages) * VIEW_WIDTH;
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
  );
}

/** What the colours mean: one titled row for the setting, one for the time of day. */
export function StripLegends({
  settings,
  lights,
}: {
  settings: Record<SettingKind, number>;
  lights: Record<DayLight, number>;
}) {
  return (
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
  );
}
