import { describe, expect, it } from "vitest";
import { DECK_CATEGORIES } from "#domain/categories";
import { BUILDOUT_SECTION_TITLES } from "#domain/deck-buildout";
import { REPORT_SECTION_NAMES, REPORT_TITLES } from "#domain/exports";
import type { ProductionBreakdown } from "#domain/production-breakdown";
import { READING_CHART_TITLES } from "#domain/reading-chart-words";
import { BIG_FISH_READING } from "#domain/test/big-fish-reading";
import { buildReceiptPdf } from "../../../checkout/receipt/build-receipt-pdf";
import { contrastRatio, pdfBodyLines, pdfFillColors, pdfLayoutProblems, pdfTitle } from "../test/pdf-checks";
import { flatten, nodePdfFonts } from "../test/read-back";
import { SAMPLE_BUILDOUT, SAMPLE_DECK_RESULT, SAMPLE_SCRIPT, SAMPLE_TITLE } from "../test/sample-results";
import type { ScoredAnalysis } from "../validate-export";
import { buildAnalysisPdf } from "./build-analysis-pdf";
import { buildBreakdownPdf } from "./build-breakdown-pdf";
import { buildOutlinePdf } from "./build-outline-pdf";
import { buildScriptPdf } from "./build-script-pdf";
import { TRACK_RGB, WHITE } from "./pdf-chart-kit";
import { HAIRLINE } from "./pdf-layout";

/**
 * Page rules every report PDF keeps, read back from the produced file: Title metadata, no heading
 * left as the last line of a page, and (for the script report) a first page more than half full.
 * Each report is made many times with its text lengthened step by step, so that its headings fall
 * at every height of a page, the foot included.
 */
const date = new Date(2026, 10, 25, 9, 5);
const fonts = nodePdfFonts();
const FILLER = "A longer note so that what follows moves down the page by a few lines each time. ";
const filler = (step: number) => FILLER.repeat(step * 2);
const STEPS = Array.from({ length: 16 }, (_, step) => step);

const toBytes = (doc: { output(kind: "arraybuffer"): ArrayBuffer }) =>
  new Uint8Array(doc.output("arraybuffer"));

/** Pages whose last body line is one of the report's headings (a score at its right dropped). */
function strandedHeadings(bytes: Uint8Array, headings: readonly string[]): string[] {
  const known = headings.map(flatten);
  const { pages } = pdfBodyLines(bytes);
  return pages.flatMap((lines, index) => {
    const last = flatten(lines.at(-1)?.text.replace(/\s*\d+\.\d \/ 10$/, "") ?? "");
    const isHeading = known.some(
      (heading) => heading === last || (last.length > 12 && heading.endsWith(last)),
    );
    return isHeading && index < pages.length - 1 ? [`page ${index + 1} ends with '${last}'`] : [];
  });
}

const SCRIPT_HEADINGS = [
  "Overall Summary",
  REPORT_SECTION_NAMES.keyInsights,
  ...Object.values(READING_CHART_TITLES),
  ...SAMPLE_SCRIPT.sections.map((section) => section.section),
];

const scriptReport = (step: number, reading: unknown = BIG_FISH_READING) =>
  toBytes(
    buildScriptPdf({
      projectTitle: SAMPLE_TITLE,
      script: {
        ...SAMPLE_SCRIPT,
        overallSummary: `${SAMPLE_SCRIPT.overallSummary}\n\n${filler(step)}`,
        reading: reading as typeof BIG_FISH_READING,
      },
      date,
      fonts,
    }),
  );

describe("the script report PDF", () => {
  it("has the project and the report as its Title", () => {
    expect(pdfTitle(scriptReport(0))).toBe(`${SAMPLE_TITLE} · ${REPORT_TITLES.script}`);
  });

  it("never leaves a heading as the last line of a page", () => {
    for (const step of STEPS) {
      const bytes = scriptReport(step);
      expect(strandedHeadings(bytes, SCRIPT_HEADINGS), `step ${step}`).toEqual([]);
      expect(pdfLayoutProblems(bytes, 2026), `step ${step}`).toEqual([]);
    }
  });

  it("fills more than half of page 1, with the pictures or without them", () => {
    for (const reading of [BIG_FISH_READING, undefined]) {
      const { pages, bodyBottom } = pdfBodyLines(scriptReport(0, reading));
      const lowest = Math.max(...(pages[0] ?? []).map((line) => line.yMax));
      expect(lowest / bodyBottom, reading ? "with pictures" : "without").toBeGreaterThan(0.5);
    }
  });

  it("draws its charts and text in colours at 3:1 or more against the white page", () => {
    // The lanes' and bars' empty tracks and the tables' header band are ground, not marks.
    const isGround = (rgb: readonly number[]) =>
      [WHITE, TRACK_RGB, HAIRLINE].some((ground) =>
        ground.every((channel, i) => Math.abs(channel - (rgb[i] ?? 0)) <= 1),
      );
    const colors = pdfFillColors(scriptReport(0));
    expect(colors.length).toBeGreaterThan(6);
    const faint = colors
      .filter((rgb) => !isGround(rgb))
      .map((rgb) => ({ rgb: rgb.join(","), ratio: Math.round(contrastRatio(rgb, WHITE) * 100) / 100 }))
      .filter(({ ratio }) => ratio < 3);
    expect(faint).toEqual([]);
  });
});

describe("the deck and idea report PDF", () => {
  const headings = [
    REPORT_SECTION_NAMES.keyTakeaways,
    REPORT_SECTION_NAMES.categoryBreakdown,
    ...DECK_CATEGORIES,
    "Strengths",
    "Areas to Improve",
    "Suggestions",
  ];
  const report = (step: number) =>
    toBytes(
      buildAnalysisPdf({
        projectTitle: SAMPLE_TITLE,
        stage: "deck",
        analysis: {
          ...(SAMPLE_DECK_RESULT as ScoredAnalysis),
          overallSummary: `${SAMPLE_DECK_RESULT.overallSummary} ${filler(step)}`,
        },
        date,
        fonts,
      }),
    );

  it("has the project and the report as its Title, and never a heading as a page's last line", () => {
    expect(pdfTitle(report(0))).toBe(`${SAMPLE_TITLE} · ${REPORT_TITLES.analysis}`);
    for (const step of STEPS) expect(strandedHeadings(report(step), headings), `step ${step}`).toEqual([]);
  });
});

describe("the Complete Deck Outline PDF", () => {
  const headings = [
    ...BUILDOUT_SECTION_TITLES.map((title, index) => `${index + 1}. ${title}`),
    ...["Headline", "Tagline", "Logline", "Visual Prompts", "Image Suggestions", "Comps", "References"],
    ...["Casting & Visual", "Core Themes", "Cultural Relevance", "Market Appeal", "Director", "Writer"],
    ...["Producers", "Team Notes"],
    ...SAMPLE_BUILDOUT.tone_and_visual.tone_slugs.map((slug) => slug.phrase),
    ...SAMPLE_BUILDOUT.characters.character_list.map((character) => character.name),
  ];
  const outline = (step: number) =>
    toBytes(
      buildOutlinePdf({
        projectTitle: SAMPLE_TITLE,
        buildout: {
          ...SAMPLE_BUILDOUT,
          world: {
            ...SAMPLE_BUILDOUT.world,
            paragraphs: [...SAMPLE_BUILDOUT.world.paragraphs, filler(step)],
          },
        },
        date,
        fonts,
      }),
    );

  it("has the project and the report as its Title, and never a heading as a page's last line", () => {
    expect(pdfTitle(outline(0))).toBe(`${SAMPLE_TITLE} · ${REPORT_TITLES.outline}`);
    for (const step of STEPS) expect(strandedHeadings(outline(step), headings), `step ${step}`).toEqual([]);
  });
});

describe("the production breakdown PDF", () => {
  const none = { vehicles: [], animals: [], weapons: [], stunts: [], sfx: [], vfx: [] };
  const breakdown = (step: number): ProductionBreakdown => ({
    scenes: BIG_FISH_READING.scenes.slice(0, 30).map((scene) => ({
      number: scene.number,
      heading: scene.heading,
      page: scene.page,
      eighths: scene.eighths,
      setting: scene.setting,
      time: scene.time,
      location: scene.heading,
      set: scene.heading,
      cast: scene.characters,
      extras: [],
      elements: none,
      period: null,
    })),
    cast: BIG_FISH_READING.characters.slice(0, 12).map((character, index) => ({
      name: character.name,
      scenes: character.scenes,
      eighths: character.scenes * 8,
      firstScene: index + 1,
      lastScene: index + 10,
    })),
    locations: Array.from({ length: 8 + step * 2 }, (_, index) => ({
      name: `LOCATION ${index + 1}`,
      sets: [],
      scenes: 1,
      eighths: 8,
      day: 1,
      night: 0,
    })),
    period: null,
    budgetBand: { band: "low", drivers: ["period 1977", filler(step) || "no night exteriors"] },
  });
  const report = (step: number) =>
    toBytes(buildBreakdownPdf({ projectTitle: "Big Fish", breakdown: breakdown(step), date, fonts }));

  it("has the project and the report as its Title, and never a heading as a page's last line", () => {
    expect(pdfTitle(report(0))).toBe("Big Fish · Production Breakdown");
    for (const step of STEPS) {
      expect(
        strandedHeadings(report(step), ["Cast", "Locations", "Elements", "Scenes"]),
        `step ${step}`,
      ).toEqual([]);
    }
  });
});

describe("the receipt PDF", () => {
  it("has a Title and fits on one page", async () => {
    const blob = await buildReceiptPdf({
      projectId: "project-1",
      projectTitle: SAMPLE_TITLE,
      tier: "tier149",
      amount: 12000,
      originalAmount: 14900,
      discountAmount: 2900,
      couponCode: "FRIENDS",
      paymentIntentId: "pi_123",
      purchasedAt: "2026-11-25T09:05:00.000Z",
      generationsUsed: 0,
      generationsRemaining: 10,
      revoked: false,
    });
    const bytes = new Uint8Array(await blob.arrayBuffer());
    expect(pdfTitle(bytes)).toMatch(/receipt/i);
    expect(pdfBodyLines(bytes).pages).toHaveLength(1);
  });
});
