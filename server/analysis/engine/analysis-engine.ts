import type { AnalysisResult } from "#domain/analysis";
import type { AnalysisStep } from "#domain/analysis-steps";
import type { PictureText } from "#domain/picture-text";
import type { PromptAnswers } from "#domain/questionnaire";
import type { AnalysisMode, AnalysisType, ProjectStage } from "#domain/stages";

/** What every engine reads: the request as sent. Each engine reads the material itself, once. */
export interface AnalysisInput {
  pitchText: string;
  genre: string | null;
  projectTitle: string | null;
  projectStage: ProjectStage;
  mode: AnalysisMode;
  analysisType: AnalysisType;
  promptAnswers: PromptAnswers;
  /** What the upload read from pictures, or could not (a deck's design is not rated from OCR words alone). */
  pictures?: PictureText | null;
}

/**
 * One interface, two kinds of implementation (builtin, llm). `analyze` answers the product.md §3 shapes:
 * categories for idea/deck, scriptAnalysis for scripts, plus deckBuildout in generate mode.
 * Failures throw AppError (upstream for provider faults).
 */
export interface AnalysisEngine {
  readonly name: string;
  analyze(input: AnalysisInput, options?: AnalyzeOptions): Promise<AnalysisResult>;
}

export interface AnalyzeOptions {
  signal?: AbortSignal;
  /** Each real stage as it begins (the visitor's loading panel polls it). */
  onStep?: (step: AnalysisStep) => void;
}
