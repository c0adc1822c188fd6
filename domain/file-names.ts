import { PRODUCT_NAME } from "./constants";

const pad = (value: number) => value.toString().padStart(2, "0");

/** product.md §9: year-month-day-hourminute, e.g. 2026-11-22-0945. */
export function exportTimestamp(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}-${pad(date.getHours())}${pad(date.getMinutes())}`;
}

export function analysisReportFileName(date: Date): string {
  return `${PRODUCT_NAME.toLowerCase()}-analysis-${exportTimestamp(date)}.pdf`;
}

export function scriptReportFileName(date: Date): string {
  return `script-analysis-report-${exportTimestamp(date)}.pdf`;
}

/** Headline lowercased, non-alphanumerics replaced with hyphens, at most 50 characters. */
export function buildoutSlug(headline: string): string {
  return headline
    .toLowerCase()
    .replace(/[^a-z0-9]/g, "-")
    .slice(0, 50);
}

export function buildoutFileName(headline: string, date: Date, extension: "pdf" | "pptx" = "pdf"): string {
  return `${buildoutSlug(headline)}-complete-deck-${exportTimestamp(date)}.${extension}`;
}

export function breakdownFileName(date: Date, extension: "csv" | "pdf"): string {
  return `production-breakdown-${exportTimestamp(date)}.${extension}`;
}
