import { format } from "date-fns";
import { jsPDF } from "jspdf";
import { DATE_FORMAT, PDF_MARGIN, PRODUCT_NAME, PRODUCT_OWNER } from "#domain/constants";
import { pageLabel } from "#domain/exports";
import { applyPdfFonts, type PdfFontFiles } from "./pdf-fonts";
import { BRAND, HAIRLINE, INK, MUTED, PdfLayout } from "./pdf-layout";

/** A new A4 report (mm units) with the Unicode font registered when its files are given. */
export function createReport(fonts: PdfFontFiles | null): PdfLayout {
  const doc = new jsPDF({ unit: "mm", format: "a4", compress: true });
  return new PdfLayout(doc, applyPdfFonts(doc, fonts));
}

/** Brand line, report title, project title and date, then a hairline. */
export function writeReportHeader(layout: PdfLayout, title: string, subtitle: string, date: Date): void {
  layout.doc.setProperties({
    title: pdfTitle(subtitle, title),
    subject: title,
    author: PRODUCT_OWNER,
    creator: PRODUCT_NAME,
  });
  layout.text(PRODUCT_NAME.toUpperCase(), { size: 9, isBold: true, color: BRAND, after: 1 });
  layout.text(title, { size: 22, isBold: true, color: INK, after: 1 });
  layout.text(subtitle, { size: 13, color: INK, after: 0.5 });
  layout.text(`Prepared on ${format(date, DATE_FORMAT)}`, { size: 9, color: MUTED, after: 3 });
  layout.rule();
  layout.gap(6);
}

export function copyrightLine(date: Date): string {
  return `${PRODUCT_NAME} \u00B7 \u00A9 ${date.getFullYear()} ${PRODUCT_OWNER}. All rights reserved.`;
}

/** product.md §9: a footer on every page with 'Page N of M', the product name and the copyright line. */
export function writeFooters(layout: PdfLayout, date: Date): void {
  layout.flush();
  const { doc } = layout;
  const pages = doc.getNumberOfPages();
  const y = layout.pageHeight - PDF_MARGIN + 2;
  for (let page = 1; page <= pages; page += 1) {
    doc.setPage(page);
    doc.setDrawColor(HAIRLINE[0], HAIRLINE[1], HAIRLINE[2]);
    doc.setLineWidth(0.3);
    doc.line(PDF_MARGIN, y - 4, layout.pageWidth - PDF_MARGIN, y - 4);
    layout.setStyle({ size: 8.5, color: MUTED });
    doc.text(layout.clean(copyrightLine(date)), PDF_MARGIN, y, { baseline: "top" });
    doc.text(pageLabel(page, pages), layout.pageWidth - PDF_MARGIN, y, { baseline: "top", align: "right" });
  }
}

export function reportTitleOf(title: string | null | undefined, fallback: string): string {
  return title?.trim() ? title.trim() : fallback;
}

/** The document's Title metadata (what a viewer's window and tab show): the project, then the report. */
export function pdfTitle(project: string, report: string): string {
  return `${project} \u00B7 ${report}`;
}
