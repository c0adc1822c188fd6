import type { jsPDF } from "jspdf";

/** The Unicode font's two weights as base64 TrueType data. */
export interface PdfFontFiles {
  regular: string;
  bold: string;
}

export const UNICODE_FONT_FAMILY = "NotoSans";
const FALLBACK_FONT_FAMILY = "helvetica";

/** Registers the embedded font and returns the family to write with (Helvetica without files). */
export function applyPdfFonts(doc: jsPDF, files: PdfFontFiles | null): string {
  if (!files) return FALLBACK_FONT_FAMILY;
  doc.addFileToVFS("NotoSans-Regular.ttf", files.regular);
  doc.addFont("NotoSans-Regular.ttf", UNICODE_FONT_FAMILY, "normal");
  doc.addFileToVFS("NotoSans-Bold.ttf", files.bold);
  doc.addFont("NotoSans-Bold.ttf", UNICODE_FONT_FAMILY, "bold");
  return UNICODE_FONT_FAMILY;
}
