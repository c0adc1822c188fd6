import { PDF_MARGIN } from "#domain/constants";
import { orderedGrid, RATING_LEVELS } from "#domain/reading-cast-charts";
import { gridWords, READING_CHART_TITLES } from "#domain/reading-chart-words";
import { GRID_RATINGS, type ScriptReading, VERDICTS, type Verdict } from "#domain/script-reading";
import { caption, fillRect, HAIRLINE, strokeLine, TRACK_RGB, textAt, WHITE } from "./pdf-chart-kit";
import { BRAND, INK, MUTED, type PdfLayout, type Rgb } from "./pdf-layout";

const VERDICT_HEIGHT = 21;
const ITEM_COLUMN = 30;
const RATING_COLUMN = 36;
const EVIDENCE_SIZE = 9;
/** An unearned rating mark: an outline (3:1 on white, as every mark), where an earned one is filled. */
const EMPTY_MARK: Rgb = MUTED;

function verdictBox(layout: PdfLayout, label: string, verdict: Verdict, x: number, width: number, y: number) {
  const { doc } = layout;
  doc.setDrawColor(HAIRLINE[0], HAIRLINE[1], HAIRLINE[2]);
  doc.setLineWidth(0.3);
  doc.roundedRect(x, y, width, VERDICT_HEIGHT, 1.5, 1.5, "S");
  textAt(layout, label.toUpperCase(), x + 3, y + 2.5, { size: 7.5, isBold: true });
  textAt(layout, verdict, x + 3, y + 6.3, { size: 14, isBold: true, color: INK });
  let stepX = x + 3;
  for (const step of VERDICTS) {
    const isChosen = step === verdict;
    layout.setStyle({ size: 7, isBold: isChosen });
    const stepWidth = doc.getTextWidth(step) + 3;
    doc.setFillColor(...(isChosen ? BRAND : TRACK_RGB));
    doc.roundedRect(stepX, y + 14.2, stepWidth, 4.2, 0.8, 0.8, "F");
    textAt(layout, step, stepX + 1.5, y + 14.9, {
      size: 7,
      isBold: isChosen,
      color: isChosen ? WHITE : MUTED,
    });
    stepX += stepWidth + 1.5;
  }
}

/** The verdict for the script and the writer, then the six items with ratings and evidence. */
export function writeCoverageGrid(layout: PdfLayout, reading: ScriptReading): void {
  caption(layout, READING_CHART_TITLES.grid, gridWords(reading), VERDICT_HEIGHT + 20);
  const half = (layout.width - 5) / 2;
  verdictBox(layout, "Script", reading.verdict.script, PDF_MARGIN, half, layout.y);
  verdictBox(layout, "Writer", reading.verdict.writer, PDF_MARGIN + half + 5, half, layout.y);
  layout.y += VERDICT_HEIGHT + 4;

  const evidenceX = PDF_MARGIN + ITEM_COLUMN + RATING_COLUMN;
  const evidenceWidth = layout.width - ITEM_COLUMN - RATING_COLUMN;
  const lineHeight = layout.lineHeight(EVIDENCE_SIZE);
  for (const row of orderedGrid(reading.grid)) {
    const lines = layout.wrap(row.evidence, { size: EVIDENCE_SIZE }, evidenceWidth);
    const height = Math.max(lines.length * lineHeight, 5) + 3;
    layout.ensure(height);
    const y = layout.y;
    textAt(layout, row.item, PDF_MARGIN, y, { size: 10, isBold: true, color: INK });
    const level = RATING_LEVELS[row.rating];
    for (let mark = 0; mark < GRID_RATINGS.length; mark++) {
      const x = PDF_MARGIN + ITEM_COLUMN + mark * 4.6;
      if (mark < level) fillRect(layout, x, y + 1, 3.8, 2.4, BRAND);
      else {
        layout.doc.setDrawColor(EMPTY_MARK[0], EMPTY_MARK[1], EMPTY_MARK[2]);
        layout.doc.setLineWidth(0.25);
        layout.doc.rect(x + 0.125, y + 1.125, 3.55, 2.15, "S");
      }
    }
    textAt(layout, row.rating, PDF_MARGIN + ITEM_COLUMN + 20.5, y + 0.3, {
      size: 8.5,
      isBold: true,
      color: INK,
    });
    layout.setStyle({ size: EVIDENCE_SIZE, color: MUTED });
    lines.forEach((line, index) => {
      layout.doc.text(line, evidenceX, y + index * lineHeight, { baseline: "top" });
    });
    layout.y = y + height;
    strokeLine(
      layout,
      [PDF_MARGIN, layout.y - 1.5, PDF_MARGIN + layout.width, layout.y - 1.5],
      HAIRLINE,
      0.2,
    );
  }
}
