import { z } from "zod";
import { type AnalysisResult, AnalysisResultSchema } from "./analysis";
import { PictureTextSchema } from "./picture-text";
import { PromptAnswersSchema } from "./questionnaire";
import { AnalysisModeSchema, AnalysisTypeSchema, ProjectStageSchema } from "./stages";

/** product.md §3 Project (current). enhanceWithPrompts: true, false, or null while undecided. */
export const ProjectSchema = z.object({
  id: z.string().optional(),
  createdAt: z.string().optional(),
  title: z.string(),
  genre: z.string(),
  pitchText: z.string(),
  uploadedFile: z.string().nullable(),
  uploadedText: z.string().nullable(),
  /** Which pages of the upload were read from pictures, or could not be (passed to the analysis). */
  uploadedPictures: PictureTextSchema.nullable().optional(),
  projectStage: ProjectStageSchema.nullable(),
  mode: AnalysisModeSchema,
  analysisType: AnalysisTypeSchema,
  userMode: z.string(),
  promptAnswers: PromptAnswersSchema,
  enhanceWithPrompts: z.boolean().nullable(),
  analysisResult: AnalysisResultSchema.nullable(),
  deckOutlineResult: AnalysisResultSchema.nullable(),
  paidAtTier29: z.boolean(),
  paidAtTier149: z.boolean(),
  paidAtTier249: z.boolean(),
  /** The questionnaire question the user is on (0-15), so /prompts resumes there after a reload. */
  questionnaireStep: z.number().int().min(0).optional(),
});
export type Project = z.infer<typeof ProjectSchema>;

export function createEmptyProject(): Project {
  return {
    title: "",
    genre: "",
    pitchText: "",
    uploadedFile: null,
    uploadedText: null,
    projectStage: null,
    mode: "analyze",
    analysisType: "both",
    userMode: "global",
    promptAnswers: {},
    enhanceWithPrompts: null,
    analysisResult: null,
    deckOutlineResult: null,
    paidAtTier29: false,
    paidAtTier149: false,
    paidAtTier249: false,
  };
}

export const WIZARD_STEPS = [
  "landing",
  "pricing",
  "onboarding",
  "prompts",
  "review",
  "dashboard",
  "checkout",
] as const;
export const WizardStepSchema = z.enum(WIZARD_STEPS);
export type WizardStep = z.infer<typeof WizardStepSchema>;

/** product.md §3 Wizard state, persisted under the key pitch-deck-wizard. */
export const WizardStateSchema = z.object({
  currentStep: WizardStepSchema,
  currentProject: ProjectSchema,
  savedProjects: z.array(ProjectSchema),
  userTier: z.string(),
});
export type WizardState = z.infer<typeof WizardStateSchema>;

export function createInitialWizardState(): WizardState {
  return {
    currentStep: "landing",
    currentProject: createEmptyProject(),
    savedProjects: [],
    userTier: "instant-review",
  };
}

/** product.md §4 Save: assign id and createdAt if missing; replace same id, else add at the front. */
export function saveProject(
  state: WizardState,
  now: Date = new Date(),
): { state: WizardState; project: Project } {
  const project: Project = {
    ...state.currentProject,
    id: state.currentProject.id ?? `project-${now.getTime()}`,
    createdAt: state.currentProject.createdAt ?? now.toISOString(),
  };
  const exists = state.savedProjects.some((saved) => saved.id === project.id);
  const savedProjects = exists
    ? state.savedProjects.map((saved) => (saved.id === project.id ? project : saved))
    : [project, ...state.savedProjects];
  return { state: { ...state, currentProject: project, savedProjects }, project };
}

/** product.md §4 Load: the project becomes current and the step moves to review. */
export function loadProject(state: WizardState, project: Project): WizardState {
  return { ...state, currentProject: project, currentStep: "review" };
}

/** product.md §4 Reset / start new: defaults restored (saved projects kept), step back to landing. */
export function resetProject(state: WizardState): WizardState {
  return { ...state, currentProject: createEmptyProject(), currentStep: "landing" };
}

/**
 * product.md §4: change one field of one category by index, only when the index is in range and
 * an analysis result exists.
 */
export function updateCategoryField(
  result: AnalysisResult | null,
  index: number,
  field: "category" | "score" | "strengths" | "improvements" | "suggestions",
  value: unknown,
): AnalysisResult | null {
  if (!result) return result;
  if (!Number.isInteger(index) || index < 0 || index >= result.categories.length) return result;
  const categories = result.categories.map((category, i) =>
    i === index ? { ...category, [field]: value } : category,
  );
  return { ...result, categories };
}
