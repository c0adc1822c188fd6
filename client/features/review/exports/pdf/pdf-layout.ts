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
  /** Headings held back until what follows them is written (see `ensure`). */
  private held: { height: number; write: () => void }[] = [];

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

  /**
   * Starts a new page unless `height` mm still fit on this one. Headings waiting to be written go
   * first, on the page where they and these `height` mm fit together: a heading is never the last
   * thing on a page.
   */
  ensure(height: number): void {
    const held = this.held;
    this.held = [];
    const headings = held.reduce((sum, block) => sum + block.height, 0);
    const needed = held.length > 0 ? headings + Math.max(height, this.lineHeight(11) * 2) : height;
    if (this.y + needed > this.bottom && this.y > PDF_MARGIN) {
      this.doc.addPage();
      this.y = PDF_MARGIN;
    }
    for (const block of held) block.write();
  }

  /** Writes any headings still held back (at the end of a report). */
  flush(): void {
    this.ensure(0);
  }

  gap(height: number): void {
    if (this.held.length > 0) {
      this.held.push({ height, write: () => this.gap(height) });
      return;
    }
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
    lines.forEach((line, index) => {
      if (this.held.length > 0 || this.y + height > this.bottom) {
        // Two lines of a paragraph go with the heading above it; later lines break where they must.
        this.ensure(index === 0 ? height * Math.min(lines.length, 2) : height);
        this.setStyle(style);
      }
      this.doc.text(line, x, this.y, { baseline: "top" });
      this.y += height;
    });
  }

  /**
   * A heading kept on the same page as what follows it: it is held back and written by the next
   * `ensure` (every block of text, list, table and drawing starts with one), on a new page when it
   * and the start of that content do not both fit here.
   */
  heading(text: string, style: TextStyle = {}): void {
    const size = style.size ?? 15;
    const full = { isBold: true, color: INK, ...style, size, after: style.after ?? 2.5 };
    const lines = this.wrap(text, full);
    this.held.push({
      height: lines.length * this.lineHeight(size) + full.after,
      write: () => {
        for (const line of lines) {
          this.setStyle(full);
          this.doc.text(line, PDF_MARGIN + (full.indent ?? 0), this.y, { baseline: "top" });
          this.y += this.lineHeight(size);
        }
        this.y += full.after;
      },
    });
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
    this.ensure(0);
    this.doc.setDrawColor(color[0], color[1], color[2]);
    this.doc.setLineWidth(0.3);
    this.doc.line(PDF_MARGIN, this.y, this.pageWidth - PDF_MARGIN, this.y);
  }
}
