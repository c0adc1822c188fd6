import { PDF_MARGIN } from "#domain/constants";
import type { ScriptDelta, StripScene, VersionDelta } from "#domain/version-delta";
import {
  type DeltaRow,
  deltaDate,
  flagWords,
  keptNotesWords,
  pitchDeltaRows,
  STRIP_LABELS,
  scriptDeltaRows,
  stripWords,
  whatChangedTitle,
} from "#domain/version-delta-words";
import { BRAND, INK, MUTED, type PdfLayout, type Rgb } from "./pdf-layout";

/** The strip's colours on paper (the review page's, light theme). */
const CHANGE_RGB: Record<StripScene["change"], Rgb> = {
  kept: [203, 213, 225],
  revised: [2, 132, 199],
  moved: [245, 158, 11],
  added: [5, 150, 105],
  removed: [220, 38, 38],
};
const STRIP_HEIGHT = 5;
const STRIP_LABEL_SIZE = 8.5;

function writeStripRow(layout: PdfLayout, label: string, scenes: readonly StripScene[]): void {
  layout.text(label, { size: STRIP_LABEL_SIZE, color: MUTED, after: 0.8 });
  layout.ensure(STRIP_HEIGHT + 2);
  const total = scenes.reduce((sum, scene) => sum + scene.eighths, 0) || 1;
  let x: number = PDF_MARGIN;
  for (const scene of scenes) {
    const width = (scene.eighths / total) * layout.width;
    const [r, g, b] = CHANGE_RGB[scene.change];
    layout.doc.setFillColor(r, g, b);
    layout.doc.rect(x, layout.y, Math.max(width - 0.1, 0.1), STRIP_HEIGHT, "F");
    x += width;
  }
  layout.gap(STRIP_HEIGHT + 2);
}

function writeStrip(layout: PdfLayout, delta: ScriptDelta): void {
  layout.ensure(2 * (STRIP_HEIGHT + 8) + 12);
  writeStripRow(layout, `Draft of ${deltaDate(delta.date)}`, delta.strip.from);
  writeStripRow(layout, "This draft", delta.strip.to);
  const legend = (Object.keys(STRIP_LABELS) as StripScene["change"][])
    .filter(
      (change) =>
        change === "kept" || [...delta.strip.from, ...delta.strip.to].some((s) => s.change === change),
    )
    .map((change) => STRIP_LABELS[change]);
  layout.text(`${legend.join(" · ")}. ${stripWords(delta)}`, {
    size: STRIP_LABEL_SIZE,
    color: MUTED,
    after: 4,
  });
}

/** The report fonts have no arrow: "EDWARD → EDDIE" reads "EDWARD to EDDIE" on paper. */
const onPaper = (text: string) => text.replaceAll(" → ", " to ");

function writeRows(layout: PdfLayout, rows: readonly DeltaRow[]): void {
  for (const row of rows) {
    const change = row.from ? `${row.from} to ${row.to}` : row.to;
    layout.text(`${row.label}: ${change}`, { size: 10.5, isBold: true, after: 0.8 });
    if (row.details.length > 0) layout.bullets(row.details.map(onPaper), { size: 9.5, indent: 2, after: 1 });
  }
  layout.gap(2);
}

/** A resolved note: its text with a line through it. */
function writeStruck(layout: PdfLayout, text: string): void {
  const style = { size: 10, color: MUTED };
  const lines = layout.wrap(`Resolved: ${text}`, style);
  const height = layout.lineHeight(10);
  for (const line of lines) {
    layout.ensure(height);
    layout.setStyle(style);
    const x = PDF_MARGIN;
    layout.doc.text(line, x, layout.y, { baseline: "top" });
    const width = layout.doc.getTextWidth(line);
    layout.doc.setDrawColor(MUTED[0], MUTED[1], MUTED[2]);
    layout.doc.setLineWidth(0.25);
    layout.doc.line(x, layout.y + height * 0.45, x + width, layout.y + height * 0.45);
    layout.gap(height);
  }
  layout.gap(1);
}

/** product.md "What changed" in the report PDF: the summary, the strip, the table and the notes. */
export function writeWhatChanged(layout: PdfLayout, delta: VersionDelta): void {
  layout.heading(whatChangedTitle(delta.date));
  layout.text(delta.summary, { size: 11, after: 4 });
  if (delta.kind === "incomparable") return;
  if (delta.kind === "pitch") {
    writeRows(layout, pitchDeltaRows(delta));
    for (const answer of delta.answers) {
      layout.text(`${answer.label}: now “${answer.to ?? "(no longer answered)"}”`, { size: 10, after: 1 });
    }
    layout.gap(3);
    return;
  }
  writeStrip(layout, delta);
  writeRows(layout, scriptDeltaRows(delta));
  const { resolved, added, kept } = delta.flags;
  if (resolved.length + added.length + kept === 0) return;
  layout.heading("The reader's notes", { size: 12 });
  for (const flag of resolved) writeStruck(layout, flagWords(flag));
  for (const flag of added)
    layout.text(`NEW: ${flagWords(flag)}`, { size: 10, color: BRAND, isBold: true, after: 1 });
  if (kept > 0) layout.text(keptNotesWords(kept), { size: 10, color: INK, after: 1 });
  layout.gap(4);
}
