import { buildCombinedText, type PromptAnswers } from "../../../../domain/questionnaire";
import type { AnalysisInput } from "../../../../server/analysis/engine/analysis-engine";

/**
 * The held-out quarter, fixed before any rule was tuned: every fourth case of each list (the 4th,
 * 8th, 12th ...). No rule may be tuned on these; the eval prints them beside the dev cases.
 */
export type Split = "dev" | "held-out";

export function splitOf(index: number): Split {
  return index % 4 === 3 ? "held-out" : "dev";
}

/** The form an answer set arrives in: the questionnaire's labelled block, or `key: answer` lines. */
export type AnswerForm = "labelled" | "key lines";

/** The questionnaire's own block: headings, the separator and placeholders for blanks. */
export function labelledInput(title: string, genre: string, answers: PromptAnswers): AnalysisInput {
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

/** The same answers pasted as `key: answer` lines, one per answer, with no block around them. */
export function keyLinesInput(title: string, genre: string, answers: PromptAnswers): AnalysisInput {
  const lines = Object.entries(answers)
    .filter(([, value]) => value?.trim())
    .map(([key, value]) => `${key}: ${value}`);
  return {
    pitchText: lines.join("\n"),
    genre,
    projectTitle: title,
    projectStage: "idea",
    mode: "analyze",
    analysisType: "creative",
    promptAnswers: {},
    screenplay: null,
  };
}

export function ideaIn(
  form: AnswerForm,
  title: string,
  genre: string,
  answers: PromptAnswers,
): AnalysisInput {
  return form === "labelled" ? labelledInput(title, genre, answers) : keyLinesInput(title, genre, answers);
}

/** Slides as a PDF upload yields them: form feeds between pages. */
export function slidesInput(title: string, genre: string | null, slides: readonly string[]): AnalysisInput {
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
