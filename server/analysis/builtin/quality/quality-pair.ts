import { buildCombinedText, type PromptAnswers } from "../../../../domain/questionnaire";
import type { ProjectStage } from "../../../../domain/stages";
import type { ScreenplayStats } from "../../../../domain/upload";
import type { AnalysisInput } from "../../analysis-engine";

/** The same project written strongly and weakly; the weakness concerns the named categories. */
export interface QualityPair {
  name: string;
  weakness: string;
  concerns: readonly string[];
  strong: AnalysisInput;
  weak: AnalysisInput;
}

export function ideaInput(title: string, genre: string, answers: PromptAnswers): AnalysisInput {
  return input("idea", title, genre, buildCombinedText(null, answers), {}, null);
}

export function deckInput(title: string, genre: string, slides: readonly string[]): AnalysisInput {
  return input("deck", title, genre, slides.join("\n\f"), {}, null);
}

export function scriptInput(
  title: string,
  genre: string,
  text: string,
  screenplay: ScreenplayStats | null,
  answers: PromptAnswers = {},
): AnalysisInput {
  return input("script", title, genre, text, answers, screenplay);
}

function input(
  projectStage: ProjectStage,
  projectTitle: string,
  genre: string,
  pitchText: string,
  promptAnswers: PromptAnswers,
  screenplay: ScreenplayStats | null,
): AnalysisInput {
  return {
    pitchText,
    genre,
    projectTitle,
    projectStage,
    mode: "analyze",
    analysisType: projectStage === "deck" ? "both" : "creative",
    promptAnswers,
    screenplay,
  };
}

export function without<T extends object>(value: T, ...keys: (keyof T)[]): T {
  const copy = { ...value };
  for (const key of keys) delete copy[key];
  return copy;
}
