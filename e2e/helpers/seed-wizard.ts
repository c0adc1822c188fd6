import type { Page } from "@playwright/test";

/** A saved idea project with an analysis, as the review screen leaves it before the upgrade. */
export async function seedAnalyzedProject(
  page: Page,
  projectId: string,
  stage: "idea" | "script" | "deck" = "idea",
) {
  const project = {
    id: projectId,
    createdAt: "2026-11-01T10:00:00.000Z",
    title: "The Last Lighthouse",
    genre: "Drama",
    pitchText: "A lighthouse keeper hides a drowned girl from the town that wants her gone.",
    uploadedFile: null,
    uploadedText: null,
    projectStage: stage,
    mode: "analyze",
    analysisType: "creative",
    userMode: "global",
    promptAnswers: {},
    enhanceWithPrompts: false,
    analysisResult: {
      overallScore: 7.4,
      overallSummary: "A haunting premise with a clear hook.",
      categories: [
        { category: "The Hook", score: 8, strengths: ["Clear premise"], improvements: [], suggestions: [] },
      ],
      keyTakeaways: ["Sharpen the stakes in act two"],
    },
    deckOutlineResult: null,
    paidAtTier29: true,
    paidAtTier149: false,
    paidAtTier249: false,
  };
  const state = {
    currentStep: "review",
    currentProject: project,
    savedProjects: [project],
    userTier: "instant-review",
  };
  await page.addInitScript((value) => {
    if (!window.sessionStorage.getItem("seeded")) {
      window.localStorage.setItem("pitch-deck-wizard", value);
      window.sessionStorage.setItem("seeded", "1");
    }
  }, JSON.stringify(state));
}

export async function readWizardProject(page: Page): Promise<Record<string, unknown>> {
  return page.evaluate(
    () => JSON.parse(window.localStorage.getItem("pitch-deck-wizard") ?? "{}").currentProject,
  );
}
