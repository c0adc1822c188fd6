import type { AnalysisResult, Category } from "../../../domain/analysis";
import { STORAGE_KEYS } from "../../../domain/constants";
import type { Tier } from "../../../domain/pricing";
import {
  createEmptyProject,
  createInitialWizardState,
  loadProject,
  type Project,
  resetProject,
  saveProject,
  updateCategoryField,
  type WizardState,
  WizardStateSchema,
  type WizardStep,
} from "../../../domain/project";
import { type ProjectStage, stageDefaults } from "../../../domain/stages";

export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** Reads the persisted wizard leniently: fields that still parse are kept, the rest default. */
export function readPersistedWizard(storage: KeyValueStorage | null): WizardState {
  const initial = createInitialWizardState();
  let raw: unknown;
  try {
    raw = JSON.parse(storage?.getItem(STORAGE_KEYS.wizard) ?? "null");
  } catch {
    return initial;
  }
  if (!raw || typeof raw !== "object") return initial;
  const stored = raw as Partial<WizardState>;
  const candidate = {
    ...initial,
    ...stored,
    currentProject: { ...createEmptyProject(), ...(stored.currentProject ?? {}) },
  };
  const parsed = WizardStateSchema.safeParse(candidate);
  if (parsed.success) return parsed.data;
  const project = WizardStateSchema.shape.currentProject.safeParse(candidate.currentProject);
  return { ...initial, currentProject: project.success ? project.data : initial.currentProject };
}

type Listener = () => void;
const TIER_FLAGS = { tier29: "paidAtTier29", tier149: "paidAtTier149", tier249: "paidAtTier249" } as const;

/** The wizard state (product.md §3/§4) as a small external store, persisted under pitch-deck-wizard. */
export function createWizardStore(storage: KeyValueStorage | null) {
  let state = readPersistedWizard(storage);
  const listeners = new Set<Listener>();

  const set = (next: WizardState) => {
    state = next;
    try {
      const { savedProjects, currentProject, currentStep, userTier } = state;
      storage?.setItem(
        STORAGE_KEYS.wizard,
        JSON.stringify({ savedProjects, currentProject, currentStep, userTier }),
      );
    } catch {
      // storage full or unavailable: the state stays in memory
    }
    for (const listener of listeners) listener();
  };
  const updateProject = (patch: Partial<Project>) =>
    set({ ...state, currentProject: { ...state.currentProject, ...patch } });

  return {
    getState: () => state,
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    updateProject,
    setStep: (currentStep: WizardStep) => set({ ...state, currentStep }),
    /**
     * A file uploaded for one path is not material for another (a script is not a deck, and the idea
     * path would add it to the answers): choosing a different path lets the upload go.
     */
    setStage(projectStage: ProjectStage) {
      const previous = state.currentProject.projectStage;
      const otherPath = previous !== null && previous !== projectStage;
      updateProject({
        projectStage,
        ...stageDefaults(projectStage),
        ...(otherPath
          ? { uploadedFile: null, uploadedText: null, uploadedPictures: null, pitchText: "" }
          : {}),
      });
    },
    setAnalysisResult: (analysisResult: AnalysisResult | null) => updateProject({ analysisResult }),
    setPromptAnswer: (key: string, value: string) =>
      updateProject({ promptAnswers: { ...state.currentProject.promptAnswers, [key]: value } }),
    /** product.md §4 save; returns the saved project (with its id). */
    saveProject(): Project {
      const { state: next, project } = saveProject(state);
      set(next);
      return project;
    },
    loadProject: (project: Project) => set(loadProject(state, project)),
    resetProject: () => set(resetProject(state)),
    markTierPaid: (tier: Tier, paid = true) => updateProject({ [TIER_FLAGS[tier]]: paid }),
    isTierPaid: (tier: Tier): boolean => state.currentProject[TIER_FLAGS[tier]],
    updateCategoryContent(index: number, field: Exclude<keyof Category, "notRated">, value: unknown) {
      const next = updateCategoryField(state.currentProject.analysisResult, index, field, value);
      if (next !== state.currentProject.analysisResult) updateProject({ analysisResult: next });
    },
  };
}

export type WizardStore = ReturnType<typeof createWizardStore>;
