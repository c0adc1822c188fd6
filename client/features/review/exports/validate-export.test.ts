import { describe, expect, it } from "vitest";
import type { AnalysisResult } from "#domain/analysis";
import { EXPORT_ERRORS } from "#domain/exports";
import { SAMPLE_BUILDOUT_RESULT, SAMPLE_DECK_RESULT, SAMPLE_SCRIPT_RESULT } from "./test/sample-results";
import { validateAnalysisExport, validateBuildoutExport, validateScriptExport } from "./validate-export";

describe("product.md §5 deck/idea analysis export", () => {
  it("accepts a result with feedback, a numeric score and a summary", () => {
    const checked = validateAnalysisExport(SAMPLE_DECK_RESULT);
    expect(checked.ok && checked.value.categories).toHaveLength(11);
  });

  it.each<[string, AnalysisResult | null]>([
    ["no result", null],
    ["a null score", { ...SAMPLE_DECK_RESULT, overallScore: null }],
    ["a NaN score", { ...SAMPLE_DECK_RESULT, overallScore: Number.NaN }],
    ["an empty summary", { ...SAMPLE_DECK_RESULT, overallSummary: "  " }],
    ["no feedback list", { ...SAMPLE_DECK_RESULT, categories: undefined as unknown as [] }],
  ])("rejects %s with the product's message", (_, result) => {
    expect(validateAnalysisExport(result)).toEqual({ ok: false, message: EXPORT_ERRORS.analysis });
  });

  it("words the message exactly as product.md §8", () => {
    expect(EXPORT_ERRORS.analysis).toBe(
      "Cannot export PDF: Analysis data is incomplete. Please try analyzing your deck again.",
    );
  });
});

describe("product.md §5 script analysis export", () => {
  it("accepts scriptAnalysis with a summary and a list of sections", () => {
    const checked = validateScriptExport(SAMPLE_SCRIPT_RESULT);
    expect(checked.ok && checked.value.sections.map((section) => section.id)).toEqual([
      "story",
      "characters",
      "market",
    ]);
  });

  it("accepts a script result carried at the top level", () => {
    const { scriptAnalysis, ...rest } = SAMPLE_SCRIPT_RESULT;
    const checked = validateScriptExport({ ...rest, sections: scriptAnalysis?.sections ?? [] });
    expect(checked.ok && checked.value.sections).toHaveLength(3);
  });

  it.each<[string, AnalysisResult | null]>([
    ["no result", null],
    ["a deck result", SAMPLE_DECK_RESULT],
    [
      "an empty summary",
      {
        ...SAMPLE_SCRIPT_RESULT,
        scriptAnalysis: { ...SAMPLE_SCRIPT_RESULT.scriptAnalysis!, overallSummary: "" },
      },
    ],
    [
      "sections that are not a list",
      {
        ...SAMPLE_SCRIPT_RESULT,
        scriptAnalysis: { ...SAMPLE_SCRIPT_RESULT.scriptAnalysis!, sections: "x" as unknown as [] },
      },
    ],
  ])("rejects %s with the product's message", (_, result) => {
    expect(validateScriptExport(result)).toEqual({
      ok: false,
      message: "Cannot export PDF: Script analysis data is incomplete. Please try again.",
    });
  });
});

describe("product.md §5 build-out export", () => {
  it("accepts a result with build-out content", () => {
    expect(validateBuildoutExport(SAMPLE_BUILDOUT_RESULT).ok).toBe(true);
  });

  it.each<[string, AnalysisResult | null]>([
    ["no result", null],
    ["no build-out", SAMPLE_DECK_RESULT],
    ["a null build-out", { ...SAMPLE_DECK_RESULT, deckBuildout: null }],
    [
      "a build-out with no words in it",
      JSON.parse(
        JSON.stringify(SAMPLE_BUILDOUT_RESULT, (_, value) => (typeof value === "string" ? " " : value)),
      ),
    ],
  ])("rejects %s with the product's message", (_, result) => {
    expect(validateBuildoutExport(result)).toEqual({
      ok: false,
      message: "Cannot export deck: No buildout content available.",
    });
  });
});
