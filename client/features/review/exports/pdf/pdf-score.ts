import { roundScore, SCORE_COLOR_RGB, scoreColor } from "#domain/analysis";
import { PDF_MARGIN } from "#domain/constants";
import { MUTED, type PdfLayout, type Rgb } from "./pdf-layout";

/** product.md §9: scores with one decimal; product.md §5: the colour by band. */
export function scoreText(score: number): string {
  return roundScore(score).toFixed(1);
}

export function scoreRgb(score: number): Rgb {
  return SCORE_COLOR_RGB[scoreColor(roundScore(score))];
}

const tint = (color: Rgb): Rgb =>
  [0, 1, 2].map((i) => Math.round(color[i]! + (255 - color[i]!) * 0.9)) as unknown as Rgb;

const PANEL_HEIGHT = 24;

/** The overall score panel: label, the score in its colour, "/ 10". */
export function writeScorePanel(layout: PdfLayout, score: number, label: string): void {
  const { doc } = layout;
  const color = scoreRgb(score);
  const fill = tint(color);
  layout.ensure(PANEL_HEIGHT + 6);
  const top = layout.y;
  doc.setFillColor(fill[0], fill[1], fill[2]);
  doc.roundedRect(PDF_MARGIN, top, layout.width, PANEL_HEIGHT, 3, 3, "F");
  doc.setFillColor(color[0], color[1], color[2]);
  doc.rect(PDF_MARGIN, top + 3, 1.2, PANEL_HEIGHT - 6, "F");
  layout.setStyle({ size: 9, isBold: true, color: MUTED });
  doc.text(layout.clean(label.toUpperCase()), PDF_MARGIN + 7, top + 4.5, { baseline: "top" });
  const value = scoreText(score);
  layout.setStyle({ size: 28, isBold: true, color });
  doc.text(value, PDF_MARGIN + 7, top + 9, { baseline: "top" });
  const valueWidth = doc.getTextWidth(value);
  layout.setStyle({ size: 13, color: MUTED });
  doc.text("/ 10", PDF_MARGIN + 7 + valueWidth + 2, top + 14.2, { baseline: "top" });
  layout.y = top + PANEL_HEIGHT + 6;
}

/** A category title with its coloured score at the right, kept with the lines that follow. */
export function writeScoredHeading(layout: PdfLayout, title: string, score: number): void {
  const { doc } = layout;
  const value = `${scoreText(score)} / 10`;
  layout.setStyle({ size: 12.5, isBold: true });
  const valueWidth = doc.getTextWidth(value);
  const lines = layout.wrap(title, { size: 12.5, isBold: true }, layout.width - valueWidth - 6);
  layout.ensure(layout.lineHeight(12.5) * lines.length + layout.lineHeight(10) * 4);
  const top = layout.y;
  layout.setStyle({ size: 12.5, isBold: true, color: scoreRgb(score) });
  doc.text(value, layout.pageWidth - PDF_MARGIN, top, { baseline: "top", align: "right" });
  layout.text(lines.join("\n"), { size: 12.5, isBold: true, after: 1.5 });
}
