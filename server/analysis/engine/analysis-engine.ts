import type { AnalysisResult } from "#domain/analysis";
import type { PromptAnswers } from "#domain/questionnaire";
import type { AnalysisMode, AnalysisType, ProjectStage } from "#domain/stages";
import type { ScreenplayStats } from "#domain/upload";

/** What every engine reads. The route fills `screenplay` when the text reads as a screenplay. */
export interface AnalysisInput {
  pitchText: string;
  genre: string | null;
  projectTitle: string | null;
  projectStage: ProjectStage;
  mode: AnalysisMode;
  analysisType: AnalysisType;
  promptAnswers: PromptAnswers;
  screenplay: ScreenplayStats | null;
}

/**
 * One interface, two kinds of implementation (builtin, llm). `analyze` answers the product.md §3 shapes:
 * categories for idea/deck, scriptAnalysis for scripts, plus deckBuildout in generate mode.
 * Failures throw AppError (upstream for provider faults).
 */
export interface AnalysisEngine {
  readonly name: string;
  analyze(input: AnalysisInput, options?: { signal?: AbortSignal }): Promise<AnalysisResult>;
}
