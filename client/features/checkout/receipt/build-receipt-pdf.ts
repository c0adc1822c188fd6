import { format } from "date-fns";
import { PRODUCT_NAME, PRODUCT_OWNER } from "#domain/constants";
import { type Purchase, receiptLines } from "#domain/purchases";

export const formatReceiptDate = (iso: string) => format(new Date(iso), "MMM d, yyyy, HH:mm");

/** A one-page A4 receipt made on the device (jsPDF loaded on demand), with Title metadata. */
export async function buildReceiptPdf(purchase: Purchase): Promise<Blob> {
  const { jsPDF } = await import("jspdf");
  const doc = new jsPDF({ unit: "mm", format: "a4", compress: true });
  const title = `${PRODUCT_NAME} receipt`;
  doc.setProperties({ title, subject: "Payment receipt", author: PRODUCT_OWNER, creator: PRODUCT_NAME });
  const left = 20;
  let y = 24;
  doc.setFont("helvetica", "bold");
  doc.setFontSize(10);
  doc.setTextColor(22, 101, 52);
  doc.text(PRODUCT_NAME.toUpperCase(), left, y);
  y += 10;
  doc.setTextColor(17, 24, 39);
  doc.setFontSize(22);
  doc.text("Receipt", left, y);
  y += 12;
  doc.setFontSize(12);
  for (const [label, value] of receiptLines(purchase, formatReceiptDate)) {
    doc.setFont("helvetica", "bold");
    doc.text(label, left, y);
    doc.setFont("helvetica", "normal");
    const lines = doc.splitTextToSize(value, 110) as string[];
    doc.text(lines, left + 50, y);
    y += 8 * lines.length;
  }
  y += 6;
  doc.setFontSize(10);
  doc.setTextColor(75, 85, 99);
  doc.text(`${PRODUCT_NAME} \u00B7 ${PRODUCT_OWNER}. Keep this receipt for your records.`, left, y);
  return doc.output("blob");
}
