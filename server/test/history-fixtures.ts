import type { AnalysisResult } from "../../domain/analysis";
import type { AnalyzeRequest } from "../../domain/analyze-request";

/** One idea analysis as history tests store it directly (without the analyst). */
export const SAMPLE_ANALYZE_REQUEST: AnalyzeRequest = {
  pitchText: "A lighthouse keeper hides a drowned girl from the town that wants her gone.".repeat(2),
  genre: "Drama",
  analysisType: "creative",
  mode: "analyze",
  projectStage: "idea",
  projectTitle: "The Last Lighthouse",
};

export const SAMPLE_RESULT: AnalysisResult = {
  overallScore: 7,
  overallSummary: "Strong hook.",
  categories: [],
  keyTakeaways: ["Sharpen the stakes"],
};
