import { PDF_MARGIN } from "#domain/constants";
import type { DayLight, SettingKind } from "#domain/reading-charts";
import { fractionOf, pageTicks } from "#domain/reading-charts";
import { BRAND, HAIRLINE, INK, MUTED, type PdfLayout, type Rgb } from "./pdf-layout";

/** Drawing helpers for the reading's pictures in the PDF: vector shapes and text, no images. */
/** The review page's light-theme colours: each mark at 3:1 or more on white (pdf-page-rules.test.ts). */
export const SETTING_RGB: Record<Exclude<SettingKind, "INT/EXT">, Rgb> = {
  INT: BRAND,
  EXT: [2, 132, 199],
  none: MUTED,
};
export const LIGHT_RGB: Record<DayLight, Rgb> = {
  day: [217, 119, 6],
  night: [49, 46, 129],
  twilight: [244, 63, 94],
  unstated: MUTED,
};
export const TRACK_RGB: Rgb = [241, 240, 235];
export const WHITE: Rgb = [255, 255, 255];
export { HAIRLINE };

export function fillRect(layout: PdfLayout, x: number, y: number, width: number, height: number, color: Rgb) {
  layout.doc.setFillColor(color[0], color[1], color[2]);
  layout.doc.rect(x, y, width, height, "F");
}

export function strokeLine(
  layout: PdfLayout,
  [x1, y1, x2, y2]: readonly [number, number, number, number],
  color: Rgb,
  width: number,
) {
  layout.doc.setDrawColor(color[0], color[1], color[2]);
  layout.doc.setLineWidth(width);
  layout.doc.line(x1, y1, x2, y2);
}

interface TextAt {
  size: number;
  isBold?: boolean;
  color?: Rgb;
  align?: "left" | "center" | "right";
  /** Longest the text may run, in mm; longer text is cut with an ellipsis. */
  maxWidth?: number;
}

/** One line of text with its top at y. */
export function textAt(layout: PdfLayout, text: string, x: number, y: number, style: TextAt): number {
  layout.setStyle({ size: style.size, isBold: style.isBold ?? false, color: style.color ?? MUTED });
  let line = layout.clean(text);
  const ellipsis = layout.isUnicode ? "\u2026" : "...";
  if (style.maxWidth !== undefined && layout.doc.getTextWidth(line) > style.maxWidth) {
    while (line.length > 1 && layout.doc.getTextWidth(line + ellipsis) > style.maxWidth)
      line = line.slice(0, -1);
    line = line.trimEnd() + ellipsis;
  }
  layout.doc.text(line, x, y, { baseline: "top", align: style.align ?? "left" });
  return layout.doc.getTextWidth(line);
}

/** A picture's title and words, kept on one page with `drawing` mm of room below them. */
export function caption(layout: PdfLayout, title: string, words: string, drawing: number): void {
  const wordLines = layout.wrap(words, { size: 9 }).length;
  layout.ensure(layout.lineHeight(12.5) + wordLines * layout.lineHeight(9) + 6 + drawing);
  layout.text(title, { size: 12.5, isBold: true, after: 1 });
  layout.text(words, { size: 9, color: MUTED, after: 3 });
}

/** Page numbers under a drawing from `x` over `width` mm. */
export function pageAxis(layout: PdfLayout, x: number, width: number, pages: number, y: number): void {
  for (const page of pageTicks(pages)) {
    const at = fractionOf(page - 1, pages);
    const align = at < 0.04 ? "left" : at > 0.96 ? "right" : "center";
    textAt(layout, page === 1 ? "p. 1" : String(page), x + at * width, y, { size: 7, align });
  }
}

export interface LegendItem {
  label: string;
  colors: readonly Rgb[];
}

/** A titled row of colour swatches and their words, flowing onto a second line when needed. */
export function legend(layout: PdfLayout, title: string, items: readonly LegendItem[]): void {
  const left = PDF_MARGIN;
  const swatch = 2.6;
  let y = layout.y;
  let x = left + textAt(layout, title, left, y, { size: 7.5, isBold: true, color: INK }) + 3;
  for (const item of items) {
    layout.setStyle({ size: 7.5 });
    const width = swatch + 1.2 + layout.doc.getTextWidth(layout.clean(item.label)) + 5;
    if (x + width > left + layout.width) {
      x = left;
      y += 4.5;
    }
    item.colors.forEach((color, index) => {
      const part = swatch / item.colors.length;
      fillRect(layout, x, y + 0.3 + index * part, swatch, part, color);
    });
    textAt(layout, item.label, x + swatch + 1.2, y, { size: 7.5 });
    x += width;
  }
  layout.y = y + 4.5;
}
