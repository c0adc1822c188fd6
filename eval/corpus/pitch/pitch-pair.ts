import { buildCombinedText, type PromptAnswers } from "../../../domain/questionnaire";
import type { AnalysisInput } from "../../../server/analysis/engine/analysis-engine";

/**
 * The same project written strongly and weakly. The weak version is what a rushed writer hands in:
 * thinner answers overall, and one category plainly flawed (labelled `flawed`, a spec category name).
 */
export interface PitchPair {
  name: string;
  flawed: string;
  strong: AnalysisInput;
  weak: AnalysisInput;
}

export function ideaInput(title: string, genre: string, answers: PromptAnswers): AnalysisInput {
  return {
    pitchText: buildCombinedText(null, answers),
    genre,
    projectTitle: title,
    projectStage: "idea",
    mode: "analyze",
    analysisType: "creative",
    promptAnswers: {},
    screenplay: null,
  };
}

/** Slides joined as a PDF upload yields them: form feeds between pages. */
export function deckInput(
  title: string | null,
  genre: string | null,
  slides: readonly string[],
): AnalysisInput {
  return {
    pitchText: slides.join("\n\f"),
    genre,
    projectTitle: title,
    projectStage: "deck",
    mode: "analyze",
    analysisType: "both",
    promptAnswers: {},
    screenplay: null,
  };
}

export function without<T extends object>(value: T, ...keys: (keyof T)[]): T {
  const copy = { ...value };
  for (const key of keys) delete copy[key];
  return copy;
}

/** The first `count` sentences of a text. */
export function firstSentences(text: string, count: number): string {
  return (text.match(/[^.!?]+[.!?]+/g) ?? [text]).slice(0, count).join("").trim();
}
