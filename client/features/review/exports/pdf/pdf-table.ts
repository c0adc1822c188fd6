import { PDF_MARGIN } from "#domain/constants";
import { fillRect, strokeLine, TRACK_RGB } from "./pdf-chart-kit";
import { HAIRLINE, INK, MUTED, type PdfLayout } from "./pdf-layout";

export interface PdfColumn {
  title: string;
  /** Share of the text width; the shares of a table add up to 1. */
  share: number;
  align?: "left" | "right";
}

const PAD = 1.2;

/**
 * A table in the house style: a bold header on a light band, rows wrapped cell by cell and
 * divided by hairlines; a row never splits across pages, and the header repeats on each new page.
 */
export function writeTable(
  layout: PdfLayout,
  columns: readonly PdfColumn[],
  rows: readonly (readonly string[])[],
  size = 9,
): void {
  const widths = columns.map((column) => column.share * layout.width);
  const xs = widths.map((_, index) => PDF_MARGIN + widths.slice(0, index).reduce((sum, w) => sum + w, 0));
  const lineHeight = layout.lineHeight(size);
  const cells = (texts: readonly string[], isBold: boolean) =>
    texts.map((text, index) =>
      layout.wrap(text || "–", { size, isBold }, Math.max(4, (widths[index] ?? 0) - 2 * PAD)),
    );
  const drawRow = (lines: string[][], isHeader: boolean) => {
    const height = Math.max(...lines.map((cell) => cell.length)) * lineHeight + 2 * PAD;
    const y = layout.y;
    if (isHeader) fillRect(layout, PDF_MARGIN, y, layout.width, height, TRACK_RGB);
    lines.forEach((cell, index) => {
      layout.setStyle({ size, isBold: isHeader, color: isHeader ? INK : index === 0 ? INK : MUTED });
      const column = columns[index];
      cell.forEach((line, at) => {
        const x =
          column?.align === "right"
            ? (xs[index] ?? 0) + (widths[index] ?? 0) - PAD - layout.doc.getTextWidth(line)
            : (xs[index] ?? 0) + PAD;
        layout.doc.text(line, x, y + PAD + at * lineHeight, { baseline: "top" });
      });
    });
    layout.y = y + height;
    strokeLine(layout, [PDF_MARGIN, layout.y, PDF_MARGIN + layout.width, layout.y], HAIRLINE, 0.2);
  };
  const header = cells(
    columns.map((column) => column.title),
    true,
  );
  const headerHeight = Math.max(...header.map((cell) => cell.length)) * lineHeight + 2 * PAD;
  const first = rows[0] ? cells(rows[0], false) : [];
  const firstHeight = Math.max(1, ...first.map((cell) => cell.length)) * lineHeight + 2 * PAD;
  layout.ensure(headerHeight + firstHeight);
  drawRow(header, true);
  for (const row of rows) {
    const lines = cells(row, false);
    const height = Math.max(...lines.map((cell) => cell.length)) * lineHeight + 2 * PAD;
    if (layout.y + height > layout.bottom) {
      layout.ensure(headerHeight + height + 1);
      drawRow(header, true);
    }
    drawRow(lines, false);
  }
  layout.gap(5);
}
