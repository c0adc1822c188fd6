import { genreTemplateAnswers } from "./genre-templates";
import { templateKeyForGenre } from "./genres";
import type { Project } from "./project";
import { capAnswer, type PromptAnswers, QUESTION_KEYS, type QuestionKey } from "./questionnaire";

/**
 * product.md §4 Load Template. On the plain idea questionnaire the template becomes the pitch
 * text and is analysed at once. A project with its own material (a script or deck, or any project
 * being enhanced) keeps that material and its report: the template only fills the questions the
 * user has not answered.
 */
export function templateFillsAnswers(project: Pick<Project, "projectStage" | "enhanceWithPrompts">): boolean {
  return project.enhanceWithPrompts === true || (project.projectStage ?? "idea") !== "idea";
}

/** The answers with the genre template written into the blank ones; given answers never change. */
export function fillUnansweredFromTemplate(
  answers: PromptAnswers,
  genre: string | null | undefined,
): { answers: PromptAnswers; filled: QuestionKey[] } {
  const key = templateKeyForGenre(genre);
  if (!key) return { answers, filled: [] };
  const template = genreTemplateAnswers(key);
  const next: PromptAnswers = { ...answers };
  const filled: QuestionKey[] = [];
  for (const question of QUESTION_KEYS) {
    const text = template[question];
    if (!text || answers[question]?.trim()) continue;
    next[question] = capAnswer(question, text);
    filled.push(question);
  }
  return { answers: next, filled };
}
