import { describe, expect, it } from "vitest";
import { AnalyzeRequestSchema } from "./analyze-request";
import { buildGenerateRequest, generationPitchText } from "./generate-request";
import { groupHistory, type HistoryRecord, pickVersionToOpen } from "./history";
import { analysisResultFromRecord, projectFromHistory } from "./history-project";
import { createEmptyProject } from "./project";
import { PROMPTS_SEPARATOR } from "./questionnaire";

const SCRIPT_TEXT =
  "INT. LIGHTHOUSE - NIGHT. Elias climbs the spiral stairs as the storm batters the glass. He finds the girl asleep beside the lamp.";

function record(overrides: Partial<HistoryRecord>): HistoryRecord {
  return {
    id: "r1",
    projectId: "project-1",
    projectTitle: "The Last Lighthouse",
    pitchText: SCRIPT_TEXT,
    genre: "Drama",
    projectStage: "deck",
    mode: "analyze",
    analysisType: "both",
    overallScore: "7.4",
    overallSummary: "A haunting premise.",
    categories: [
      { category: "The Hook", score: 8, strengths: ["s"], improvements: ["i"], suggestions: ["g"] },
    ],
    keyTakeaways: ["Lead with the storm."],
    deckBuildout: null,
    scriptAnalysis: null,
    createdAt: "2026-11-20T10:00:00.000Z",
    ...overrides,
  };
}

describe("generate request (product.md §7)", () => {
  it("sends the project text alone when there are no answers", () => {
    const project = { ...createEmptyProject(), pitchText: SCRIPT_TEXT, projectStage: "deck" as const };
    const body = buildGenerateRequest(project, "project-9", {});
    expect(body).toEqual({
      pitchText: SCRIPT_TEXT,
      genre: null,
      analysisType: "both",
      projectStage: "deck",
      promptAnswers: {},
      mode: "generate",
      generateDeckBuildout: true,
      projectId: "project-9",
      projectTitle: null,
    });
    expect(AnalyzeRequestSchema.safeParse(body).success).toBe(true);
  });

  it("adds the combined questionnaire text, and never repeats an earlier block", () => {
    const project = { ...createEmptyProject(), uploadedText: SCRIPT_TEXT, genre: "Drama", title: "T" };
    const once = generationPitchText(project, { logline: "A keeper hides a girl." });
    expect(once.startsWith(SCRIPT_TEXT)).toBe(true);
    expect(once).toContain(PROMPTS_SEPARATOR);
    expect(once).toContain("Logline: A keeper hides a girl.");
    const again = generationPitchText({ ...project, pitchText: once }, { logline: "Changed." });
    expect(again.split(PROMPTS_SEPARATOR)).toHaveLength(2);
    expect(again).toContain("Logline: Changed.");
    expect(buildGenerateRequest(project, "p").genre).toBe("Drama");
  });
});

describe("returning to a project from history (product.md §4)", () => {
  it("rebuilds the analysis result, parsing the score", () => {
    const result = analysisResultFromRecord(record({ overallScore: "6.5" }));
    expect(result.overallScore).toBe(6.5);
    expect(result.isScriptAnalysis).toBe(false);
    expect(analysisResultFromRecord(record({ overallScore: null })).overallScore).toBeNull();
    const script = analysisResultFromRecord(
      record({
        overallScore: null,
        scriptAnalysis: {
          intro: "Intro",
          overallSummary: "Sum",
          sections: [{ id: "story", section: "Story", content: "A\n\nB" }],
          keyTakeaways: [],
        },
      }),
    );
    expect(script).toMatchObject({ isScriptAnalysis: true, intro: "Intro", sections: [{ id: "story" }] });
  });

  it("opens the generate version with the record's project id and keeps what the browser knew", () => {
    const analyze = record({ id: "a", createdAt: "2026-11-20T10:00:00.000Z" });
    const generated = record({ id: "g", mode: "generate", createdAt: "2026-11-20T11:00:00.000Z" });
    const newest = record({ id: "n", createdAt: "2026-11-20T12:00:00.000Z" });
    const [group] = groupHistory([analyze, generated, newest]);
    const chosen = pickVersionToOpen(group!);
    expect(chosen.id).toBe("g");
    const known = { ...createEmptyProject(), id: "project-1", promptAnswers: { logline: "x" } };
    const project = projectFromHistory(chosen, group!, known);
    expect(project).toMatchObject({
      id: "project-1",
      title: "The Last Lighthouse",
      genre: "Drama",
      projectStage: "deck",
      mode: "generate",
      promptAnswers: { logline: "x" },
      paidAtTier149: true,
    });
    const plain = projectFromHistory(record({ projectId: null }), groupHistory([record({})])[0]!);
    expect(plain.id).toBeUndefined();
    expect(plain.paidAtTier149).toBe(false);
  });
});
