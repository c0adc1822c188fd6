import { describe, expect, it } from "vitest";
import { AnalysisResultSchema, roundScore, scoreColor } from "./analysis";
import { AnalyzeRequestSchema } from "./analyze-request";
import {
  DECK_CATEGORIES,
  groupForCategory,
  groupTitle,
  IDEA_CATEGORIES,
  iconKindForCategory,
} from "./categories";
import {
  analysisReportFileName,
  buildoutFileName,
  buildoutSlug,
  exportTimestamp,
  scriptReportFileName,
} from "./file-names";
import { genreTemplate, TEMPLATE_SECTION_HEADINGS } from "./genre-templates";
import { TEMPLATE_KEYS, templateKeyForGenre } from "./genres";
import { formatDollars, isCheckoutTier, normalizeCouponCode, TIER_PRICES_CENTS } from "./pricing";
import { stageDefaults } from "./stages";
import { canContinueOnboarding, validateOnboarding } from "./validation";

describe("stage defaults (product.md §4)", () => {
  it("script and idea are creative, deck is both, all analyze", () => {
    expect(stageDefaults("script")).toEqual({ mode: "analyze", analysisType: "creative" });
    expect(stageDefaults("idea")).toEqual({ mode: "analyze", analysisType: "creative" });
    expect(stageDefaults("deck")).toEqual({ mode: "analyze", analysisType: "both" });
  });
});

describe("score colours (product.md §5)", () => {
  it.each([
    [10, "green"],
    [8, "green"],
    [7.9, "amber"],
    [6, "amber"],
    [5.9, "red"],
    [0, "red"],
  ] as const)("%s is %s", (score, colour) => expect(scoreColor(score)).toBe(colour));
  it("rounds to one decimal within 0-10", () => {
    expect(roundScore(7.26)).toBe(7.3);
    expect(roundScore(12)).toBe(10);
    expect(roundScore(-1)).toBe(0);
  });
});

describe("category groups and icons (product.md §2)", () => {
  it("places every known category", () => {
    expect(groupForCategory("Funding Narrative")).toBe("two");
    expect(groupForCategory("Audience Alignment")).toBe("one");
    expect(groupForCategory("Something New")).toBe("one");
    expect(iconKindForCategory("Logline Clarity")).toBe("spark");
    expect(iconKindForCategory("Characters")).toBe("structure");
    expect(iconKindForCategory("Audience Alignment")).toBe("market");
    expect(groupTitle("one", "deck")).toBe("Story & Clarity");
    expect(groupTitle("two", "deck")).toBe("Market & Execution");
    expect(groupTitle("one", "idea")).toBe("Creative Foundation");
    expect(groupTitle("two", "script")).toBe("Readiness & Next Steps");
    expect(DECK_CATEGORIES).toHaveLength(11);
    expect(IDEA_CATEGORIES).toHaveLength(9);
  });
});

describe("file names (product.md §9)", () => {
  const date = new Date(2026, 10, 2, 9, 5);
  it("formats the timestamp as year-month-day-hourminute", () => {
    expect(exportTimestamp(date)).toBe("2026-11-02-0905");
    expect(analysisReportFileName(date)).toBe("greenlit-analysis-2026-11-02-0905.pdf");
    expect(scriptReportFileName(date)).toBe("script-analysis-report-2026-11-02-0905.pdf");
  });
  it("slugs the build-out headline", () => {
    expect(buildoutSlug("The Last Lighthouse: A Story!")).toBe("the-last-lighthouse--a-story-");
    expect(buildoutSlug("x".repeat(80))).toHaveLength(50);
    expect(buildoutFileName("Big Fish", date)).toBe("big-fish-complete-deck-2026-11-02-0905.pdf");
  });
});

describe("genre templates (product.md §3)", () => {
  it("has six templates with every section", () => {
    expect(TEMPLATE_KEYS).toHaveLength(6);
    for (const key of TEMPLATE_KEYS) {
      const text = genreTemplate(key);
      for (const heading of TEMPLATE_SECTION_HEADINGS) expect(text).toContain(`${heading}`);
      expect(text.length).toBeGreaterThan(100);
    }
    expect(genreTemplate("documentary")).toContain("TEAM (Director / Producer)");
    expect(genreTemplate("drama")).toContain("TEAM (Director / Writer)");
  });
  it("maps genres to templates, Other to none", () => {
    expect(templateKeyForGenre("Sci-Fi")).toBe("scifi");
    expect(templateKeyForGenre("Other")).toBeNull();
    expect(templateKeyForGenre("")).toBeNull();
  });
});

describe("pricing", () => {
  it("keeps prices in cents and validates tiers", () => {
    expect(TIER_PRICES_CENTS).toEqual({ tier29: 2900, tier149: 14900 });
    expect(isCheckoutTier("tier149")).toBe(true);
    expect(isCheckoutTier("tier249")).toBe(false);
    expect(formatDollars(12000)).toBe("$120");
    expect(formatDollars(1999)).toBe("$19.99");
    expect(normalizeCouponCode("  betaoct2025 ")).toBe("BETAOCT2025");
  });
});

describe("onboarding validation order (product.md §5)", () => {
  const ok = { title: "T", genre: "Drama", uploadedText: "x".repeat(100) };
  it("checks title, genre, file, length in order", () => {
    expect(validateOnboarding({ title: " ", genre: "", uploadedText: null })?.title).toBe(
      "Project Title Required",
    );
    expect(validateOnboarding({ ...ok, genre: "", uploadedText: null })?.title).toBe("Genre Required");
    expect(validateOnboarding({ ...ok, uploadedText: null })).toEqual({
      title: "File Upload Required",
      description: "Please upload a valid file to continue.",
    });
    expect(validateOnboarding({ ...ok, uploadedText: "short" })).toEqual({
      title: "Content Required",
      description: "Please provide at least 100 characters of content.",
    });
    expect(validateOnboarding(ok)).toBeNull();
  });
  it("disables continue while pending or incomplete", () => {
    expect(canContinueOnboarding(ok, false)).toBe(true);
    expect(canContinueOnboarding(ok, true)).toBe(false);
    expect(canContinueOnboarding({ ...ok, uploadedText: "" }, false)).toBe(false);
  });
});

describe("analyze request schema", () => {
  const base = { pitchText: "p".repeat(120), projectStage: "idea" };
  it("applies defaults and the 100-character rule", () => {
    expect(AnalyzeRequestSchema.parse(base)).toMatchObject({ mode: "analyze", analysisType: "both" });
    const short = AnalyzeRequestSchema.safeParse({ ...base, pitchText: "too short" });
    expect(short.success).toBe(false);
    expect(short.error?.issues[0]?.message).toBe("Please provide at least 100 characters of content.");
  });
  it("needs a projectId to generate", () => {
    expect(AnalyzeRequestSchema.safeParse({ ...base, mode: "generate" }).success).toBe(false);
    expect(
      AnalyzeRequestSchema.safeParse({ ...base, mode: "generate", projectId: "project-1" }).success,
    ).toBe(true);
  });
  it("accepts a minimal result shape", () => {
    expect(
      AnalysisResultSchema.safeParse({
        overallScore: null,
        overallSummary: "",
        categories: [],
        keyTakeaways: [],
      }).success,
    ).toBe(true);
  });
});

describe("storable text", () => {
  it("drops NUL characters, repairs lone surrogates and keeps everything else", async () => {
    const { toStorableText } = await import("./storable-text");
    expect(toStorableText("a\u0000b\ud800c é — “quoted” 漢字")).toBe("ab\ufffdc é — “quoted” 漢字");
  });
});
