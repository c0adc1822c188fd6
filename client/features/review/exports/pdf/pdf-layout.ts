import type { jsPDF } from "jspdf";
import { PDF_MARGIN } from "#domain/constants";
import { cleanPdfText } from "./pdf-text";

export type Rgb = readonly [number, number, number];
export const INK: Rgb = [17, 24, 39];
export const MUTED: Rgb = [100, 116, 139];
export const BRAND: Rgb = [21, 128, 61];
export const HAIRLINE: Rgb = [226, 232, 240];

export interface TextStyle {
  size?: number;
  isBold?: boolean;
  color?: Rgb;
  indent?: number;
  /** Space after the block, in mm. */
  after?: number;
}

const PT_TO_MM = 0.3528;
const LINE_SPACING = 1.4;
/** Room kept free at the bottom of each page for the footer. */
const FOOTER_ROOM = 10;
const BULLET_INDENT = 5;

/** Writes flowing text top to bottom, starting a new page before a line would cross the bottom. */
export class PdfLayout {
  readonly width: number;
  readonly pageWidth: number;
  readonly pageHeight: number;
  readonly isUnicode: boolean;
  y = PDF_MARGIN;

  constructor(
    readonly doc: jsPDF,
    readonly family: string,
  ) {
    this.pageWidth = doc.internal.pageSize.getWidth();
    this.pageHeight = doc.internal.pageSize.getHeight();
    this.width = this.pageWidth - 2 * PDF_MARGIN;
    this.isUnicode = family !== "helvetica";
  }

  get bottom(): number {
    return this.pageHeight - PDF_MARGIN - FOOTER_ROOM;
  }

  lineHeight(size: number): number {
    return size * PT_TO_MM * LINE_SPACING;
  }

  clean(text: string): string {
    return cleanPdfText(text, this.isUnicode);
  }

  setStyle({ size = 11, isBold = false, color = INK }: TextStyle): void {
    this.doc.setFont(this.family, isBold ? "bold" : "normal");
    this.doc.setFontSize(size);
    this.doc.setTextColor(color[0], color[1], color[2]);
  }

  /** Starts a new page unless `height` mm still fit on this one. */
  ensure(height: number): void {
    if (this.y + height <= this.bottom) return;
    this.doc.addPage();
    this.y = PDF_MARGIN;
  }

  gap(height: number): void {
    this.y += height;
  }

  wrap(text: string, style: TextStyle, width = this.width - (style.indent ?? 0)): string[] {
    this.setStyle(style);
    return this.clean(text)
      .split("\n")
      .flatMap((paragraph) => this.doc.splitTextToSize(paragraph, width) as string[]);
  }

  /** A block of wrapped text; each line goes onto a new page if it would not fit. */
  text(text: string, style: TextStyle = {}): void {
    const size = style.size ?? 11;
    const lines = this.wrap(text, style);
    this.writeLines(lines, PDF_MARGIN + (style.indent ?? 0), size, style);
    this.gap(style.after ?? 2);
  }

  private writeLines(lines: string[], x: number, size: number, style: TextStyle): void {
    const height = this.lineHeight(size);
    for (const line of lines) {
      if (this.y + height > this.bottom) {
        this.ensure(height);
        this.setStyle(style);
      }
      this.doc.text(line, x, this.y, { baseline: "top" });
      this.y += height;
    }
  }

  /** A heading kept on the same page as the first lines that follow it. */
  heading(text: string, style: TextStyle = {}): void {
    const size = style.size ?? 15;
    this.ensure(this.lineHeight(size) + this.lineHeight(11) * 3);
    this.text(text, { isBold: true, color: INK, ...style, size, after: style.after ?? 2.5 });
  }

  bullets(items: readonly string[], style: TextStyle = {}): void {
    const size = style.size ?? 11;
    const indent = style.indent ?? 0;
    for (const item of items) {
      if (!item.trim()) continue;
      const lines = this.wrap(item, style, this.width - indent - BULLET_INDENT);
      this.ensure(this.lineHeight(size));
      this.setStyle({ ...style, color: style.color ?? MUTED });
      this.doc.text("\u2022", PDF_MARGIN + indent + 1, this.y, { baseline: "top" });
      this.setStyle(style);
      this.writeLines(lines, PDF_MARGIN + indent + BULLET_INDENT, size, style);
      this.gap(1);
    }
    this.gap(style.after ?? 1.5);
  }

  rule(color: Rgb = HAIRLINE): void {
    this.doc.setDrawColor(color[0], color[1], color[2]);
    this.doc.setLineWidth(0.3);
    this.doc.line(PDF_MARGIN, this.y, this.pageWidth - PDF_MARGIN, this.y);
  }
}
