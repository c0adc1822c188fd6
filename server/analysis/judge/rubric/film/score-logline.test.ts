import { describe, expect, it } from "vitest";
import { extractSignals } from "#analysis/read/pitch/extract-signals";
import { scriptInput } from "#analysis/test/inputs";
import { scoreCategory } from "../rubric";
import { loglineScorer } from "./score-logline";

function logline(text: string, genre = "Thriller") {
  const signals = extractSignals(
    scriptInput({
      pitchText: "",
      projectStage: "idea",
      projectTitle: "Salt Road",
      genre,
      promptAnswers: { logline: text },
    }),
  );
  return {
    checks: loglineScorer.checks(signals),
    category: scoreCategory("Logline Clarity", loglineScorer, signals),
  };
}

describe("loglineScorer", () => {
  it("asks for a logline in the genre's shape when there is none", () => {
    const { checks, category } = logline("");
    expect(checks).toHaveLength(1);
    expect(checks[0]!.met).toBe(0);
    expect(category.improvements[0]).toBe(
      "There is no logline: no single sentence states who the story follows, what they want and what stands in the way.",
    );
    expect(category.suggestions[0]).toContain("the event that starts the thriller");
  });

  it("credits a lead, a goal, an obstacle and stakes, and quotes the line", () => {
    const { checks, category } = logline(
      "When her brother vanishes at sea, a disgraced ferry pilot must cross a closed border before the storm season ends, or lose the last family she has.",
    );
    expect(checks.map((check) => check.met)).toEqual([1, 1, 1, 1, 1, 1, 1]);
    expect(category.strengths[0]).toMatch(
      /^You lead with a logline a reader can repeat: “When her brother vanishes/,
    );
  });

  it("calls a line that only sets a scene thin and goal-less", () => {
    const { checks, category } = logline("A small town by the sea.");
    expect(checks.find((check) => check.improvement?.startsWith("At 6 words"))?.met).toBe(0.3);
    expect(category.improvements).toContain(
      "There is no clear goal: the logline describes a situation rather than what the lead sets out to do.",
    );
  });

  it("calls a line of more than fifty words long", () => {
    const long = `A ferry pilot must cross a closed border before the storm season ends, ${"and then she sails on past the harbour ".repeat(6)}until the end.`;
    const { category } = logline(long);
    expect(category.improvements.join(" ")).toMatch(/At \d+ words the logline runs long/);
  });
});
