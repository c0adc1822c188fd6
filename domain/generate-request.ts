import type { AnalyzeRequest } from "./analyze-request";
import type { Project } from "./project";
import { buildCombinedText, hasAnyAnswer, PROMPTS_SEPARATOR, type PromptAnswers } from "./questionnaire";

/**
 * The material a deck is generated from: the project's own text (pitch text, else uploaded
 * text) plus, when answers exist, the questionnaire's combined text. Text that already carries
 * an earlier combined block is rebuilt from its own part, so answers are never repeated.
 */
export function generationPitchText(project: Project, answers: PromptAnswers): string {
  const base = project.pitchText || project.uploadedText || "";
  if (!hasAnyAnswer(answers)) return base;
  const own = base.split(PROMPTS_SEPARATOR)[0]?.trim() ?? "";
  return buildCombinedText(own, answers);
}

/** product.md §7 POST /api/analyze (generate) for the current project. */
export function buildGenerateRequest(
  project: Project,
  projectId: string,
  answers: PromptAnswers = project.promptAnswers,
): AnalyzeRequest {
  return {
    pitchText: generationPitchText(project, answers),
    genre: project.genre || null,
    analysisType: "both",
    projectStage: project.projectStage ?? "idea",
    promptAnswers: answers,
    mode: "generate",
    generateDeckBuildout: true,
    projectId,
    projectTitle: project.title || null,
  };
}
