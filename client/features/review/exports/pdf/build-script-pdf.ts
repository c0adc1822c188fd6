import type { jsPDF } from "jspdf";
import type { ScriptAnalysis } from "#domain/analysis";
import { DEFAULT_DOWNLOAD_TITLE } from "#domain/constants";
import { REPORT_SECTION_NAMES, REPORT_TITLES } from "#domain/exports";
import { createReport, reportTitleOf, writeFooters, writeReportHeader } from "./pdf-document";
import type { PdfFontFiles } from "./pdf-fonts";
import { BRAND, MUTED, type PdfLayout } from "./pdf-layout";
import { writeReadingCharts } from "./reading-charts-pdf";
import { writeWhatChanged } from "./what-changed-pdf";

export interface ScriptPdfInput {
  projectTitle: string | null | undefined;
  script: ScriptAnalysis;
  date: Date;
  fonts: PdfFontFiles | null;
}

/** product.md §3: section content is paragraphs separated by blank lines. */
export function paragraphsOf(content: string): string[] {
  return content
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

function writeParagraphs(layout: PdfLayout, content: string): void {
  for (const paragraph of paragraphsOf(content)) layout.text(paragraph, { size: 11, after: 3 });
}

/** product.md §5/§9: the script analysis report. */
export function buildScriptPdf({ projectTitle, script, date, fonts }: ScriptPdfInput): jsPDF {
  const layout = createReport(fonts);
  writeReportHeader(layout, REPORT_TITLES.script, reportTitleOf(projectTitle, DEFAULT_DOWNLOAD_TITLE), date);
  if (script.intro?.trim()) layout.text(script.intro, { size: 12, color: MUTED, after: 5 });
  if (script.delta) writeWhatChanged(layout, script.delta);
  layout.heading("Overall Summary");
  writeParagraphs(layout, script.overallSummary);
  layout.gap(3);
  if (script.reading) writeReadingCharts(layout, script.reading);
  for (const section of script.sections) {
    layout.heading(section.section, { size: 13.5 });
    writeParagraphs(layout, section.content);
    layout.gap(3);
  }
  if (script.keyTakeaways.some((item) => item.trim())) {
    layout.heading(REPORT_SECTION_NAMES.keyInsights);
    layout.bullets(script.keyTakeaways, { after: 4 });
  }
  if (script.cta?.trim()) layout.text(script.cta, { size: 11, isBold: true, color: BRAND, after: 2 });
  writeFooters(layout, date);
  return layout.doc;
}
