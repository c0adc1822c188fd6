import { describe, expect, it } from "vitest";
import { genreTemplate, genreTemplateAnswers } from "./genre-templates";
import { TEMPLATE_KEYS } from "./genres";
import { buildCombinedText } from "./questionnaire";
import {
  unfilledPlaceholders,
  unfilledTemplateResult,
  unfilledTemplateSummary,
} from "./template-placeholders";

describe("a template's placeholders left unfilled", () => {
  it.each(TEMPLATE_KEYS)("%s: the blank template is answered with its placeholders, not a score", (key) => {
    const result = unfilledTemplateResult(genreTemplate(key));
    expect(result?.overallScore).toBeNull();
    expect(result?.categories).toEqual([]);
    expect(result?.unfilledTemplate?.placeholders[0]).toBe("[Working Title]");
    expect(result?.unfilledTemplate?.placeholders.length).toBeGreaterThan(10);
  });

  it("names each placeholder once, as written, in reading order", () => {
    const found = unfilledPlaceholders(genreTemplate("thriller"));
    expect(found).toContain("[recent thriller]");
    expect(found.indexOf("[recent thriller]")).toBe(found.indexOf("[second comparable]") - 1);
    expect(found.filter((p) => p === "[name and relevant credits]")).toHaveLength(1);
  });

  it("a partly filled template names only what is left", () => {
    const answers = genreTemplateAnswers("thriller");
    const partly = {
      ...answers,
      projectTitle: "Dead Drop",
      comps: "Michael Clayton meets [second comparable]",
      logline:
        "After a night auditor discovers a ledger of bribes, she has 48 hours to leak it before the firm's fixer buries her, and the only person she can trust is her ex.",
    };
    const left = unfilledPlaceholders(buildCombinedText(null, partly));
    expect(left).toContain("[second comparable]");
    expect(left).not.toContain("[recent thriller]");
    expect(left).not.toContain("[protagonist]");
    expect(left).not.toContain("[ticking clock]");
  });

  it("a filled template, and a writer's own brackets, are scored as usual", () => {
    expect(
      unfilledTemplateResult("A night auditor leaks a ledger [sic] before the fixer finds her. [CONTINUED]"),
    ).toBeNull();
    expect(unfilledPlaceholders("Comparable to Michael Clayton meets Nightcrawler.")).toEqual([]);
  });

  it("reads well: says how many are left and that nothing was scored", () => {
    expect(unfilledTemplateSummary(["[a]"])).toBe(
      "Your pitch still has 1 template placeholder in square brackets. Replace it with your own words, then analyze again: it is not scored until then.",
    );
    expect(unfilledTemplateSummary(["[a]", "[b]"])).toMatch(/^Your pitch still has 2 template placeholders/);
  });
});
