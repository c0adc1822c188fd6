import type { jsPDF } from "jspdf";
import type { Category } from "#domain/analysis";
import { scoreLabel } from "#domain/categories";
import { DEFAULT_DOWNLOAD_TITLE } from "#domain/constants";
import { REPORT_SECTION_NAMES, REPORT_TITLES } from "#domain/exports";
import type { ProjectStage } from "#domain/stages";
import type { VersionDelta } from "#domain/version-delta";
import type { ScoredAnalysis } from "../validate-export";
import { createReport, reportTitleOf, writeFooters, writeReportHeader } from "./pdf-document";
import type { PdfFontFiles } from "./pdf-fonts";
import { MUTED, type PdfLayout } from "./pdf-layout";
import { writeScoredHeading, writeScorePanel } from "./pdf-score";
import { writeWhatChanged } from "./what-changed-pdf";

export interface AnalysisPdfInput {
  projectTitle: string | null | undefined;
  stage: ProjectStage | null | undefined;
  analysis: ScoredAnalysis;
  /** What changed since the previous version, when there was one. */
  delta?: VersionDelta | undefined;
  date: Date;
  fonts: PdfFontFiles | null;
}

const CATEGORY_LISTS = [
  ["Strengths", "strengths"],
  ["Areas to Improve", "improvements"],
  ["Suggestions", "suggestions"],
] as const;

function writeCategory(layout: PdfLayout, category: Category): void {
  if (category.notRated) {
    // Not rated (a deck whose words are mostly in pictures): no score, the sentence why.
    layout.heading(category.category, { size: 12.5, after: 1.5 });
    layout.text(category.notRated, { size: 10, color: MUTED, after: 1 });
    layout.gap(2);
    layout.rule();
    layout.gap(5);
    return;
  }
  writeScoredHeading(layout, category.category, category.score);
  for (const [label, field] of CATEGORY_LISTS) {
    const items = category[field].filter((item) => item.trim());
    if (items.length === 0) continue;
    layout.heading(label, { size: 9.5, color: MUTED, after: 1 });
    layout.bullets(items, { size: 10, after: 1 });
  }
  layout.gap(2);
  layout.rule();
  layout.gap(5);
}

/** product.md §5/§9: the deck or idea analysis report. */
export function buildAnalysisPdf({
  projectTitle,
  stage,
  analysis,
  delta,
  date,
  fonts,
}: AnalysisPdfInput): jsPDF {
  const layout = createReport(fonts);
  writeReportHeader(
    layout,
    REPORT_TITLES.analysis,
    reportTitleOf(projectTitle, DEFAULT_DOWNLOAD_TITLE),
    date,
  );
  writeScorePanel(layout, analysis.overallScore, scoreLabel(stage ?? "idea"));
  layout.text(analysis.overallSummary, { size: 11, after: 6 });
  if (delta) writeWhatChanged(layout, delta);
  if (analysis.keyTakeaways.some((item) => item.trim())) {
    layout.heading(REPORT_SECTION_NAMES.keyTakeaways);
    layout.bullets(analysis.keyTakeaways, { after: 5 });
  }
  layout.heading(REPORT_SECTION_NAMES.categoryBreakdown, { after: 4 });
  for (const category of analysis.categories) writeCategory(layout, category);
  writeFooters(layout, date);
  return layout.doc;
}
