import { PDF_MARGIN } from "#domain/constants";
import { characterLanes, dialogueShares } from "#domain/reading-cast-charts";
import {
  dialogueWords,
  plural,
  READING_CHART_TITLES,
  structureWords,
  timelineWords,
} from "#domain/reading-chart-words";
import {
  actSpans,
  countBy,
  DAY_LIGHT_LABELS,
  DAY_LIGHTS,
  fractionOf,
  LEGEND_TITLES,
  SETTING_KINDS,
  SETTING_LABELS,
  sceneSpans,
  shownLights,
  shownSettings,
} from "#domain/reading-charts";
import { type ScriptReading, ScriptReadingSchema } from "#domain/script-reading";
import {
  caption,
  fillRect,
  LIGHT_RGB,
  legend,
  pageAxis,
  SETTING_RGB,
  strokeLine,
  TRACK_RGB,
  textAt,
  WHITE,
} from "./pdf-chart-kit";
import { BRAND, INK, MUTED, type PdfLayout } from "./pdf-layout";
import { writeCoverageGrid } from "./reading-grid-pdf";

const NAME_COLUMN = 36;

function writeStructure(layout: PdfLayout, reading: ScriptReading): void {
  const spans = sceneSpans(reading);
  if (spans.length === 0) return;
  caption(layout, READING_CHART_TITLES.structure, structureWords(reading, spans), 40);
  const { width } = layout;
  const x = (position: number) => PDF_MARGIN + fractionOf(position, reading.pages) * width;
  const acts = actSpans(reading);
  const top = layout.y + 5;
  for (const { act, start, end } of acts) {
    textAt(layout, act.label, x(start) + 1, layout.y, {
      size: 8,
      isBold: true,
      color: INK,
      maxWidth: Math.max(x(end) - x(start) - 2, 4),
    });
  }
  for (const { start, end, setting, light } of spans) {
    const w = Math.max(x(end) - x(start), 0.25);
    if (setting === "INT/EXT") {
      fillRect(layout, x(start), top, w, 5, SETTING_RGB.INT);
      fillRect(layout, x(start), top + 5, w, 5, SETTING_RGB.EXT);
    } else fillRect(layout, x(start), top, w, 10, SETTING_RGB[setting]);
    fillRect(layout, x(start), top + 11.5, w, 3, LIGHT_RGB[light]);
    strokeLine(layout, [x(start), top, x(start), top + 14.5], WHITE, 0.12);
  }
  for (const { start } of acts) strokeLine(layout, [x(start), top - 5, x(start), top + 14.5], INK, 0.5);
  pageAxis(layout, PDF_MARGIN, width, reading.pages, top + 16);
  layout.y = top + 22;
  const settings = countBy(
    SETTING_KINDS,
    spans.map((span) => span.setting),
  );
  const lights = countBy(
    DAY_LIGHTS,
    spans.map((span) => span.light),
  );
  legend(
    layout,
    LEGEND_TITLES.setting,
    shownSettings(settings).map((kind) => ({
      label: SETTING_LABELS[kind],
      colors: kind === "INT/EXT" ? [SETTING_RGB.INT, SETTING_RGB.EXT] : [SETTING_RGB[kind]],
    })),
  );
  legend(
    layout,
    LEGEND_TITLES.light,
    shownLights(lights).map((kind) => ({ label: DAY_LIGHT_LABELS[kind], colors: [LIGHT_RGB[kind]] })),
  );
  layout.gap(3);
}

function writeTimeline(layout: PdfLayout, reading: ScriptReading): void {
  const lanes = characterLanes(reading);
  if (lanes.length === 0) return;
  const rowHeight = 8;
  caption(layout, READING_CHART_TITLES.timeline, timelineWords(reading, lanes), lanes.length * rowHeight + 8);
  const laneX = PDF_MARGIN + NAME_COLUMN;
  const laneWidth = layout.width - NAME_COLUMN;
  const x = (position: number) => laneX + fractionOf(position, reading.pages) * laneWidth;
  const leads = new Set(reading.protagonists);
  const boundaries = actSpans(reading).slice(1);
  for (const lane of lanes) {
    const y = layout.y;
    const name = lane.character.name;
    const nameWidth = textAt(layout, name, PDF_MARGIN, y, {
      size: 8.5,
      isBold: true,
      color: INK,
      maxWidth: 24,
    });
    if (leads.has(name))
      textAt(layout, "lead", PDF_MARGIN + nameWidth + 1.2, y + 0.4, { size: 7, color: BRAND });
    textAt(layout, plural(lane.sceneNumbers.length, "scene"), PDF_MARGIN, y + 3.6, { size: 7 });
    fillRect(layout, laneX, y + 1.2, laneWidth, 4, TRACK_RGB);
    for (const span of lane.spans)
      fillRect(layout, x(span.start), y + 1.2, Math.max(x(span.end) - x(span.start), 0.3), 4, BRAND);
    for (const { start } of boundaries)
      strokeLine(layout, [x(start), y + 1.2, x(start), y + 5.2], MUTED, 0.2);
    layout.y = y + rowHeight;
  }
  pageAxis(layout, laneX, laneWidth, reading.pages, layout.y - 1.5);
  layout.y += 6;
}

function writeDialogue(layout: PdfLayout, reading: ScriptReading): void {
  const shares = dialogueShares(reading.characters);
  if (shares.length === 0) return;
  const rowHeight = 6.5;
  caption(layout, READING_CHART_TITLES.dialogue, dialogueWords(shares), shares.length * rowHeight + 4);
  const barX = PDF_MARGIN + NAME_COLUMN;
  const barWidth = layout.width - NAME_COLUMN - 14;
  for (const row of shares) {
    const y = layout.y;
    textAt(layout, row.name, PDF_MARGIN, y, {
      size: 8.5,
      isBold: !row.isOthers,
      color: row.isOthers ? MUTED : INK,
      maxWidth: NAME_COLUMN - 2,
    });
    fillRect(layout, barX, y + 0.6, barWidth, 3.6, TRACK_RGB);
    // On a 0-100% scale, as on screen.
    const length = Math.min(1, Math.max(0, row.share)) * barWidth;
    fillRect(layout, barX, y + 0.6, length, 3.6, row.isOthers ? MUTED : BRAND);
    textAt(layout, `${row.percent}%`, PDF_MARGIN + layout.width, y, {
      size: 8.5,
      color: INK,
      align: "right",
    });
    layout.y = y + rowHeight;
  }
  layout.y += 4;
}

/**
 * The reading's pictures after the overall summary: structure by page, who is on screen when,
 * dialogue share, the coverage grid and verdict (a reading without scenes, such as a treatment's,
 * has only the last two). Each picture keeps to one page; they start on page 1 when the first fits
 * there, so page 1 is not left mostly empty.
 * A reading that does not match its schema (an old or damaged record) draws nothing.
 */
export function writeReadingCharts(layout: PdfLayout, value: unknown): void {
  const parsed = ScriptReadingSchema.safeParse(value);
  if (!parsed.success) return;
  const reading = parsed.data;
  layout.heading(READING_CHART_TITLES.heading, { size: 15 });
  writeStructure(layout, reading);
  writeTimeline(layout, reading);
  writeDialogue(layout, reading);
  writeCoverageGrid(layout, reading);
  layout.gap(4);
}
