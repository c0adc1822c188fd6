import { beforeAll, describe, expect, it } from "vitest";
import { type AnalysisResult, AnalysisResultSchema } from "#domain/analysis";
import { describeExtendedCorpus } from "#server/test/extended-corpus";
import { deckPdfText, readFixture } from "../test/fixtures";
import type { AnalysisInput } from "./analysis-engine";
import { createBuiltinEngine } from "./create-builtin-engine";

const engine = createBuiltinEngine();

function input(
  stage: AnalysisInput["projectStage"],
  pitchText: string,
  projectTitle: string,
  mode: AnalysisInput["mode"] = "analyze",
): AnalysisInput {
  return {
    pitchText,
    projectTitle,
    genre: "Drama",
    projectStage: stage,
    mode,
    analysisType: "both",
    promptAnswers: {},
  };
}

function reportText(result: AnalysisResult): string {
  return [result.overallSummary, ...(result.scriptAnalysis?.sections.map((s) => s.content) ?? [])].join("\n");
}

describe("real fixture: Big Fish screenplay (Fountain)", () => {
  let text: string;
  let result: AnalysisResult;
  beforeAll(async () => {
    text = readFixture("big_fish__screenplain.fountain");
    result = await engine.analyze(input("script", text, "Big Fish"));
  });

  it("reads the screenplay's structure from the text alone, once", () => {
    const reading = result.scriptAnalysis!.reading!;
    // SOURCES.md: 190 scenes as screenplain reads it, about 120 pages; two more open on "EXT/INT.".
    expect(reading.scenes.filter((scene) => scene.heading)).toHaveLength(192);
    expect(Math.abs(reading.pages - 122)).toBeLessThanOrEqual(8);
    expect(reading.characters.slice(0, 2).map((c) => c.name)).toEqual(["EDWARD", "WILL"]);
  });

  it("names Edward as the lead, with Will, and gives the reading's scene and page counts", () => {
    const reading = result.scriptAnalysis!.reading!;
    const report = reportText(result);
    expect(AnalysisResultSchema.safeParse(result).success).toBe(true);
    expect(result.overallSummary).toContain("led by Edward");
    expect(report).toContain(`${reading.scenes.length} scenes`);
    expect(report).toContain(`${reading.pages}-page feature`);
    expect(report).toContain("INT. GUEST BEDROOM - NIGHT");
    expect(report).toMatch(/Edward \(also [^)]*YOUNG EDWARD[^)]*\) is in \d+ scenes/);
    expect(report).toMatch(/Will \(also YOUNG WILL[^)]*\) is in \d+ scenes/);
  });
});

describe("real fixture: My Living Memory (short, CRLF Fountain)", () => {
  it("reports its lead and its nine scenes", async () => {
    const result = await engine.analyze(
      input("script", readFixture("my_living_memory__afterwriting.fountain"), "My Living Memory"),
    );
    const report = reportText(result);
    expect(report).toContain("9 scenes");
    expect(report).toContain("We read Kate as My Living Memory's lead");
  });
});

describe("real fixture: Cyber Bob universe bible (prose)", () => {
  it("reports on prose with its own character names", async () => {
    const result = await engine.analyze(
      input("script", readFixture("cyber_bob_universe_bible__ebScreenplays.txt"), "Cyber Bob"),
    );
    const report = reportText(result);
    expect(report).toContain("words of prose");
    expect(report).toContain("Cyber Bob");
    expect(report).toContain("Margaret");
  });
});

describeExtendedCorpus("real pitch decks", () => {
  describe("GREENcoats pitch deck (read as its upload is)", () => {
    let result: AnalysisResult;
    beforeAll(async () => {
      result = await engine.analyze(
        input(
          "deck",
          await deckPdfText("greencoats_deck__pitch-deck-classifier.pdf"),
          "GREENcoats",
          "generate",
        ),
      );
    });

    it("quotes the deck's own words and numbers in its category feedback", () => {
      const byName = new Map(
        result.categories.map((c) => [c.category, [...c.strengths, ...c.improvements].join(" ")]),
      );
      expect(byName.get("The Hook")).toContain("1.3 billion tons food waste");
      expect(byName.get("Market Readiness")).toContain("USD 14.18 billion");
      expect(byName.get("Team & Execution")).toContain("Jonas Viškelis");
      expect(byName.get("Design and Readability")).toContain("12 slides");
      expect(result.overallSummary).toContain("12 slides");
    });

    it("marks what is missing rather than inventing it", () => {
      expect(byCategory(result, "Funding Narrative").improvements[0]).toBe(
        "There is no ask: the deck never says how much it is raising or what the money buys.",
      );
      const team = result.deckBuildout!.funding_and_team.team;
      // A startup deck's outline names its team by the roles on its team slide; no film roles invented.
      // What the deck lacks is said once, in the notes: no chief executive, no ask, no use of funds.
      expect(team.director).toBe("To be attached.");
      expect(team.writer).toBe("Technology: Jonas Viškelis, CTO");
      expect(team.notes).toMatch(
        /^The deck names no chief executive and states no amount asked, use of funds/,
      );
      expect(result.deckBuildout!.cover_and_logline.headline).toBe("GREENcoats");
    });
  });

  describe("Jack & Diane pitch and synopsis", () => {
    it("finds its logline and its two leads", async () => {
      const text = `${await deckPdfText("jack_and_diane_pitch__jackanddiane.pdf")}\f${await deckPdfText("jack_and_diane_synopsis__jackanddiane.pdf")}`;
      const result = await engine.analyze(input("deck", text, "Jack & Diane"));
      expect(byCategory(result, "Logline Clarity").strengths[0]).toContain(
        "A celebrated soccer coach returns to Chicago",
      );
      expect(byCategory(result, "Characters").strengths.join(" ")).toMatch(
        /Diane Waverly(, | and )Jack Connelly/,
      );
      expect(byCategory(result, "Tone & Visual Style").strengths.join(" ")).toContain("bittersweet");
    });
  });
});

function byCategory(result: AnalysisResult, name: string) {
  const category = result.categories.find((c) => c.category === name);
  if (!category) throw new Error(`missing ${name}`);
  return category;
}
