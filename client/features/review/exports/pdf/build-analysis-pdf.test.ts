import { describe, expect, it } from "vitest";
import type { Category } from "#domain/analysis";
import { DECK_CATEGORIES } from "#domain/categories";
import { pdfBodyText, pdfLayoutProblems } from "../test/pdf-checks";
import { flatten, nodePdfFonts, pdfFonts, pdfPageTexts } from "../test/read-back";
import { ACCENTED_LINE, SAMPLE_DECK_RESULT, SAMPLE_TITLE } from "../test/sample-results";
import { type ScoredAnalysis, validateAnalysisExport } from "../validate-export";
import { buildAnalysisPdf } from "./build-analysis-pdf";
import { scoreRgb } from "./pdf-score";

const fonts = nodePdfFonts();
const date = new Date(2026, 10, 22, 9, 5);
const checked = validateAnalysisExport(SAMPLE_DECK_RESULT);
if (!checked.ok) throw new Error("sample must be valid");
const analysis = checked.value;

const bytesOf = (input: Partial<Parameters<typeof buildAnalysisPdf>[0]> = {}) =>
  new Uint8Array(
    buildAnalysisPdf({ projectTitle: SAMPLE_TITLE, stage: "deck", analysis, date, fonts, ...input }).output(
      "arraybuffer",
    ),
  );

describe("the analysis report PDF", () => {
  const bytes = bytesOf();
  const pages = pdfPageTexts(bytes);
  const body = pdfBodyText(bytes);

  it("opens with the title, the project, the score with one decimal and the summary", () => {
    const first = flatten(pages[0] ?? "");
    expect(first).toContain("Your Analysis Report");
    expect(first).toContain(SAMPLE_TITLE);
    expect(first).toMatch(/PITCH EFFECTIVENESS SCORE 7\.5 \/ 10/);
    expect(body).toContain(flatten(SAMPLE_DECK_RESULT.overallSummary));
  });

  it("has Key Takeaways and a Category Breakdown with every category, score and item", () => {
    expect(body).toContain(`Key Takeaways ${analysis.keyTakeaways.map((item) => `• ${item}`).join(" ")}`);
    expect(body).toContain("Category Breakdown");
    expect(analysis.categories).toHaveLength(DECK_CATEGORIES.length);
    for (const category of analysis.categories) {
      expect(body).toContain(category.category);
      expect(body).toContain(`${(Math.round(category.score * 10) / 10).toFixed(1)} / 10`);
      for (const item of [...category.strengths, ...category.improvements, ...category.suggestions]) {
        expect(body).toContain(flatten(item));
      }
    }
    expect(body).toMatch(/Strengths .*Areas to Improve .*Suggestions/);
  });

  it("flows onto several pages with the footer on every page and nothing outside the margins", () => {
    expect(pages.length).toBeGreaterThan(2);
    expect(pdfLayoutProblems(bytes, 2026)).toEqual([]);
  });

  it("keeps accents, curly quotes, em dashes, Greek and Cyrillic in an embedded Unicode font", () => {
    expect(body).toContain(ACCENTED_LINE);
    expect(pdfFonts(bytes)).toMatch(/NotoSans\s+CID TrueType\s+Identity-H\s+yes/);
  });

  it("names the score for ideas and falls back to the default title", () => {
    const first = flatten(pdfPageTexts(bytesOf({ stage: "idea", projectTitle: "  " }))[0] ?? "");
    expect(first).toContain("DEVELOPMENT SCORE");
    expect(first).toContain("My Pitch Deck");
  });

  it("wraps very long feedback across many pages without losing or cutting a line", () => {
    const long =
      "The second act needs a clearer engine: every scene should raise the cost of Zoë’s silence. ".repeat(
        12,
      );
    const categories: Category[] = DECK_CATEGORIES.slice(0, 10).map((name) => ({
      category: name,
      score: 6.5,
      strengths: [long, long],
      improvements: [long],
      suggestions: [long],
    }));
    const big: ScoredAnalysis = { ...analysis, categories };
    const bigBytes = bytesOf({ analysis: big });
    expect(pdfPageTexts(bigBytes).length).toBeGreaterThan(8);
    expect(pdfLayoutProblems(bigBytes, 2026)).toEqual([]);
    expect(pdfBodyText(bigBytes).split(flatten(long)).length - 1).toBe(40);
  });
});

describe("score colours (product.md §5) on the one-decimal score", () => {
  it.each([
    [8.6, [22, 163, 74]],
    [7.96, [22, 163, 74]],
    [7.94, [217, 119, 6]],
    [6, [217, 119, 6]],
    [5.94, [220, 38, 38]],
    [0, [220, 38, 38]],
  ])("%s", (score, rgb) => {
    expect(scoreRgb(score)).toEqual(rgb);
  });
});
