/** product.md §5, §8, §9: the words of the report downloads. */

export const EXPORT_ERRORS = {
  analysis: "Cannot export PDF: Analysis data is incomplete. Please try analyzing your deck again.",
  script: "Cannot export PDF: Script analysis data is incomplete. Please try again.",
  buildout: "Cannot export deck: No buildout content available.",
} as const;

export const EXPORT_SUCCESS_TITLES = {
  analysis: "PDF Downloaded",
  script: "Script Analysis Downloaded",
  buildout: "Deck Buildout Downloaded",
  powerPoint: "PowerPoint Downloaded",
} as const;

export const REPORT_TITLES = {
  analysis: "Your Analysis Report",
  script: "Script Analysis Report",
  outline: "Complete Deck Outline",
} as const;

export const REPORT_SECTION_NAMES = {
  keyTakeaways: "Key Takeaways",
  categoryBreakdown: "Category Breakdown",
  keyInsights: "Key Insights",
} as const;

/** The footer of every PDF page (product.md §9). */
export function pageLabel(page: number, pages: number): string {
  return `Page ${page} of ${pages}`;
}
