import { execFileSync } from "node:child_process";
import { inflateSync } from "node:zlib";
import { PDF_MARGIN, PRODUCT_NAME, PRODUCT_OWNER } from "#domain/constants";
import { pageLabel } from "#domain/exports";
import { flatten, pdfPageTexts, pdfWordBoxes, withTempPdf } from "./read-back";

const MM_TO_PT = 72 / 25.4;
/** The footer sits in the bottom margin; body text must end above the footer room (10 mm). */
const BODY_LIMIT_MM = PDF_MARGIN + 10;
const FOOTER_TOP_MM = PDF_MARGIN + 2;

/**
 * What a reader would notice is wrong with a produced report: a page without its 'Page N of M'
 * footer, product name or copyright line, or a word outside the margins or below the body area.
 */
export function pdfLayoutProblems(bytes: Uint8Array, year: number): string[] {
  const problems: string[] = [];
  const pages = pdfPageTexts(bytes);
  pages.forEach((text, index) => {
    const flat = flatten(text);
    const label = pageLabel(index + 1, pages.length);
    if (!flat.includes(label)) problems.push(`page ${index + 1}: no '${label}'`);
    if (!flat.includes(`${PRODUCT_NAME} · © ${year} ${PRODUCT_OWNER}`))
      problems.push(`page ${index + 1}: no copyright line`);
  });
  const { pageWidth, pageHeight, words } = pdfWordBoxes(bytes);
  const left = PDF_MARGIN * MM_TO_PT - 1;
  const right = pageWidth - PDF_MARGIN * MM_TO_PT + 1;
  const bodyBottom = pageHeight - BODY_LIMIT_MM * MM_TO_PT + 1;
  const footerTop = pageHeight - FOOTER_TOP_MM * MM_TO_PT - 1;
  for (const box of words) {
    if (box.xMin < left || box.xMax > right)
      problems.push(`page ${box.page}: '${box.word}' crosses a side margin`);
    // pdftotext boxes include the font's full ascent, a little above the glyphs jsPDF places at the top.
    if (box.yMin < PDF_MARGIN * MM_TO_PT - 0.2 * (box.yMax - box.yMin))
      problems.push(`page ${box.page}: '${box.word}' above the top margin`);
    const isFooter = box.yMin >= footerTop;
    if (!isFooter && box.yMax > bodyBottom)
      problems.push(`page ${box.page}: '${box.word}' runs into the footer`);
    if (isFooter && box.yMax > pageHeight - 10 * MM_TO_PT) problems.push(`page ${box.page}: footer too low`);
  }
  return problems;
}

/** The body text of all pages as one line, footers removed, for "does it say X" checks. */
export function pdfBodyText(bytes: Uint8Array): string {
  const footer = new RegExp(
    `${PRODUCT_NAME} · © \\d{4} ${PRODUCT_OWNER}\\. All rights reserved\\.|Page \\d+ of \\d+`,
    "g",
  );
  return flatten(pdfPageTexts(bytes).join(" ").replace(footer, " "));
}

/** The document's Title metadata, as pdfinfo reads it. */
export function pdfTitle(bytes: Uint8Array): string {
  return (
    withTempPdf(bytes, (path) => execFileSync("pdfinfo", ["-enc", "UTF-8", path], { encoding: "utf8" }))
      .split("\n")
      .find((line) => line.startsWith("Title:"))
      ?.replace(/^Title:\s*/, "")
      .trim() ?? ""
  );
}

export interface PdfLine {
  text: string;
  /** Bottom of the line, in points from the top of the page. */
  yMax: number;
}

/** Each page's body lines (footer left out), top to bottom, rebuilt from the words' boxes. */
export function pdfBodyLines(bytes: Uint8Array): {
  pageHeight: number;
  bodyBottom: number;
  pages: PdfLine[][];
} {
  const { pageHeight, words } = pdfWordBoxes(bytes);
  const footerTop = pageHeight - FOOTER_TOP_MM * MM_TO_PT - 1;
  const pages: PdfLine[][] = [];
  for (const box of words) {
    if (box.yMin >= footerTop) continue;
    const lines = pages[box.page - 1] ?? [];
    pages[box.page - 1] = lines;
    const line = lines.find((candidate) => Math.abs(candidate.yMax - box.yMax) < 1.5);
    if (line) line.text += ` ${box.word}`;
    else lines.push({ text: box.word, yMax: box.yMax });
  }
  for (const lines of pages) lines?.sort((a, b) => a.yMax - b.yMax);
  return {
    pageHeight,
    bodyBottom: pageHeight - BODY_LIMIT_MM * MM_TO_PT,
    pages: [...pages].map((p) => p ?? []),
  };
}

/**
 * Every fill colour the pages' drawing operators set ("r g b rg"), as 0-255 triples: the colours
 * of the drawings' marks and of the text.
 */
export function pdfFillColors(bytes: Uint8Array): [number, number, number][] {
  const raw = Buffer.from(bytes).toString("latin1");
  const found = new Map<string, [number, number, number]>();
  for (const match of raw.matchAll(/stream\r?\n/g)) {
    const start = (match.index ?? 0) + match[0].length;
    const end = raw.indexOf("endstream", start);
    let content: string;
    try {
      content = inflateSync(Buffer.from(raw.slice(start, end), "latin1")).toString("latin1");
    } catch {
      content = raw.slice(start, end);
    }
    for (const color of content.matchAll(/(?:^|\s)([\d.]+) ([\d.]+) ([\d.]+) rg\b/g)) {
      const rgb = [color[1], color[2], color[3]].map((part) => Math.round(Number(part) * 255)) as [
        number,
        number,
        number,
      ];
      found.set(rgb.join(","), rgb);
    }
  }
  return [...found.values()];
}

/** WCAG contrast ratio between two sRGB colours. */
export function contrastRatio(a: readonly number[], b: readonly number[]): number {
  const luminance = (rgb: readonly number[]) => {
    const [r, g, b2] = rgb.map((channel) => {
      const c = channel / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b2 ?? 0);
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}
