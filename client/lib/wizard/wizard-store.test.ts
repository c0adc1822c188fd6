import { describe, expect, it } from "vitest";
import { createWizardStore, type KeyValueStorage } from "./wizard-store";

function memoryStorage(
  initial: Record<string, string> = {},
): KeyValueStorage & { data: Record<string, string> } {
  const data = { ...initial };
  return {
    data,
    getItem: (k) => data[k] ?? null,
    setItem: (k, v) => {
      data[k] = v;
    },
  };
}

describe("wizard store", () => {
  it("persists under pitch-deck-wizard with the four fields", () => {
    const storage = memoryStorage();
    const store = createWizardStore(storage);
    store.setStage("deck");
    const saved = JSON.parse(storage.data["pitch-deck-wizard"]!);
    expect(Object.keys(saved).sort()).toEqual(["currentProject", "currentStep", "savedProjects", "userTier"]);
    expect(saved.currentProject).toMatchObject({
      projectStage: "deck",
      mode: "analyze",
      analysisType: "both",
    });
    expect(saved.userTier).toBe("instant-review");
    expect(saved.currentStep).toBe("landing");
  });

  it("lets an upload go when a different path is chosen, and keeps it when the same one is", () => {
    const store = createWizardStore(memoryStorage());
    store.setStage("script");
    store.updateProject({
      title: "Big Fish",
      uploadedFile: "big_fish.pdf",
      uploadedText: "INT. RIVER - DAY",
      pitchText: "INT. RIVER - DAY",
    });
    store.setStage("script");
    expect(store.getState().currentProject).toMatchObject({
      uploadedFile: "big_fish.pdf",
      uploadedText: "INT. RIVER - DAY",
    });
    store.setStage("idea");
    expect(store.getState().currentProject).toMatchObject({
      title: "Big Fish",
      projectStage: "idea",
      uploadedFile: null,
      uploadedText: null,
      pitchText: "",
    });
  });

  it("restores what was persisted, and survives corrupt storage", () => {
    const storage = memoryStorage();
    const first = createWizardStore(storage);
    first.updateProject({ title: "Kept", promptAnswers: { logline: "A line" } });
    expect(createWizardStore(storage).getState().currentProject).toMatchObject({
      title: "Kept",
      promptAnswers: { logline: "A line" },
    });
    expect(
      createWizardStore(memoryStorage({ "pitch-deck-wizard": "{not json" })).getState().currentStep,
    ).toBe("landing");
    const partial = memoryStorage({
      "pitch-deck-wizard": JSON.stringify({ currentProject: { title: "Half" } }),
    });
    expect(createWizardStore(partial).getState().currentProject.title).toBe("Half");
  });

  it("marks and reports tiers, saves, loads and resets", () => {
    const store = createWizardStore(memoryStorage());
    store.markTierPaid("tier29");
    expect(store.isTierPaid("tier29")).toBe(true);
    expect(store.isTierPaid("tier149")).toBe(false);
    store.updateProject({ title: "P" });
    const project = store.saveProject();
    expect(project.id).toMatch(/^project-\d+$/);
    expect(store.getState().savedProjects).toHaveLength(1);
    store.resetProject();
    expect(store.getState()).toMatchObject({ currentStep: "landing", currentProject: { title: "" } });
    store.loadProject(project);
    expect(store.getState()).toMatchObject({ currentStep: "review", currentProject: { title: "P" } });
  });

  it("updates category content only in range", () => {
    const store = createWizardStore(memoryStorage());
    store.updateCategoryContent(0, "score", 5);
    expect(store.getState().currentProject.analysisResult).toBeNull();
    store.setAnalysisResult({
      overallScore: 6,
      overallSummary: "",
      keyTakeaways: [],
      categories: [{ category: "The Hook", score: 6, strengths: [], improvements: [], suggestions: [] }],
    });
    store.updateCategoryContent(0, "strengths", ["New"]);
    store.updateCategoryContent(3, "score", 1);
    expect(store.getState().currentProject.analysisResult?.categories).toEqual([
      { category: "The Hook", score: 6, strengths: ["New"], improvements: [], suggestions: [] },
    ]);
  });
});
