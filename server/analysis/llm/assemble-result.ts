import { type AnalysisResult, type Category, roundScore } from "../../../domain/analysis";
import type { DeckBuildout } from "../../../domain/deck-buildout";
import type { LlmCategoryAnalysis, LlmScriptReport } from "./llm-schemas";
import { SCRIPT_SECTIONS } from "./script-sections";

/** Idea/deck: categories in the domain's order; the overall score follows from them. */
export function categoryResult(names: readonly string[], answer: LlmCategoryAnalysis): AnalysisResult {
  const categories: Category[] = names.map((name) => {
    const category = answer.categories[name]!;
    return {
      category: name,
      score: roundScore(category.score),
      strengths: category.strengths,
      improvements: category.improvements,
      suggestions: category.suggestions,
    };
  });
  const mean = categories.reduce((sum, category) => sum + category.score, 0) / Math.max(1, categories.length);
  return {
    overallScore: roundScore(mean),
    overallSummary: answer.overallSummary,
    categories,
    keyTakeaways: answer.keyTakeaways,
  };
}

/** Script: the same shape the built-in analyst answers (isScriptAnalysis, no score). */
export function scriptResult(report: LlmScriptReport): AnalysisResult {
  const sections = SCRIPT_SECTIONS.map((section) => ({
    id: section.id,
    section: section.title,
    content: report.sections[section.id]!.content,
  }));
  const scriptAnalysis = {
    intro: report.intro,
    overallSummary: report.overallSummary,
    sections,
    keyTakeaways: report.keyTakeaways,
    cta: report.cta,
  };
  return {
    overallScore: null,
    overallSummary: report.overallSummary,
    categories: [],
    keyTakeaways: report.keyTakeaways,
    isScriptAnalysis: true,
    scriptAnalysis,
    intro: report.intro,
    sections,
  };
}

export function withBuildout(result: AnalysisResult, deckBuildout: DeckBuildout | undefined): AnalysisResult {
  return deckBuildout ? { ...result, deckBuildout } : result;
}
