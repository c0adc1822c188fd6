import { PDF_MARGIN, PRODUCT_NAME, PRODUCT_OWNER } from "#domain/constants";
import { pageLabel } from "#domain/exports";
import { flatten, pdfPageTexts, pdfWordBoxes } from "./read-back";

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
