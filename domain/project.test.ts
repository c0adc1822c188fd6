import { describe, expect, it } from "vitest";
import {
  groupHistory,
  type HistoryRecord,
  historyGroupTitle,
  parseHistoryScore,
  pickVersionToOpen,
} from "./history";
import {
  createInitialWizardState,
  loadProject,
  resetProject,
  saveProject,
  updateCategoryField,
} from "./project";

describe("wizard rules (product.md §4)", () => {
  it("save assigns id and createdAt, adds at the front, then replaces by id", () => {
    const initial = createInitialWizardState();
    const first = saveProject(
      { ...initial, currentProject: { ...initial.currentProject, title: "A" } },
      new Date(1000),
    );
    expect(first.project.id).toBe("project-1000");
    expect(first.project.createdAt).toBe(new Date(1000).toISOString());
    const renamed = { ...first.state, currentProject: { ...first.project, title: "A2" } };
    const second = saveProject(renamed, new Date(2000));
    expect(second.state.savedProjects).toHaveLength(1);
    expect(second.state.savedProjects[0]?.title).toBe("A2");
    expect(second.project.id).toBe("project-1000");
    const other = saveProject(
      { ...second.state, currentProject: { ...initial.currentProject, title: "B" } },
      new Date(3000),
    );
    expect(other.state.savedProjects.map((p) => p.title)).toEqual(["B", "A2"]);
  });
  it("load goes to review; reset restores defaults and landing", () => {
    const state = createInitialWizardState();
    const project = { ...state.currentProject, title: "Loaded" };
    expect(loadProject(state, project)).toMatchObject({
      currentStep: "review",
      currentProject: { title: "Loaded" },
    });
    expect(resetProject({ ...state, currentStep: "review", currentProject: project })).toMatchObject({
      currentStep: "landing",
      currentProject: { title: "", mode: "analyze", analysisType: "both", userMode: "global" },
    });
  });
  it("updates a category field only in range and with a result", () => {
    const result = {
      overallScore: 5,
      overallSummary: "",
      keyTakeaways: [],
      categories: [{ category: "The Hook", score: 5, strengths: [], improvements: [], suggestions: [] }],
    };
    expect(updateCategoryField(result, 0, "score", 9)?.categories[0]?.score).toBe(9);
    expect(updateCategoryField(result, 1, "score", 9)).toBe(result);
    expect(updateCategoryField(result, -1, "score", 9)).toBe(result);
    expect(updateCategoryField(null, 0, "score", 9)).toBeNull();
  });
});

const record = (over: Partial<HistoryRecord>): HistoryRecord => ({
  id: "h",
  projectId: null,
  projectTitle: "T",
  pitchText: "p",
  genre: "Drama",
  projectStage: "idea",
  mode: "analyze",
  analysisType: "creative",
  overallScore: "7.5",
  overallSummary: "",
  categories: [],
  keyTakeaways: [],
  deckBuildout: null,
  scriptAnalysis: null,
  createdAt: "2026-01-01T00:00:00.000Z",
  ...over,
});

describe("history grouping (product.md §4)", () => {
  it("falls back to 60 characters of pitch text", () => {
    expect(historyGroupTitle({ projectTitle: "  ", pitchText: "x".repeat(80) })).toBe(`${"x".repeat(60)}...`);
    expect(parseHistoryScore("7.5")).toBe(7.5);
    expect(parseHistoryScore(null)).toBeNull();
  });
  it("groups by title with the newest group first and picks generate, then analyze", () => {
    const groups = groupHistory([
      record({ id: "a1", projectTitle: "A", createdAt: "2026-01-01T00:00:00Z" }),
      record({ id: "b1", projectTitle: "B", createdAt: "2026-01-02T00:00:00Z" }),
      record({ id: "a2", projectTitle: "A", mode: "generate", createdAt: "2026-01-03T00:00:00Z" }),
      record({ id: "a3", projectTitle: "A", createdAt: "2026-01-04T00:00:00Z" }),
    ]);
    expect(groups.map((g) => g.title)).toEqual(["A", "B"]);
    expect(groups[0]?.versions.map((v) => v.id)).toEqual(["a3", "a2", "a1"]);
    expect(pickVersionToOpen(groups[0]!).id).toBe("a2");
    expect(pickVersionToOpen(groups[1]!).id).toBe("b1");
  });
});
