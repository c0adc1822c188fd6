import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Category } from "#domain/analysis";
import { postAnalyze } from "../test/analyze-requests";
import { createTestApp, newVisitor, type TestApp } from "../test/test-app";

// The PostgreSQL lane leaves this file out: what it proves is how a deck read from pictures is rated.

/** Issue 26: a deck whose words came from pictures is not rated on Design and Readability. */
const SLIDES = [
  "ORBITAL GARDENS\nA feature film. A botanist stranded on a failing space station grows her way home.",
  "THE STORY\nWhen the station's oxygen farm dies, Dr. Lena Ortiz has thirty days to grow a new one or everyone aboard dies. Her only ally is the engineer who sabotaged it.",
  "THE TEAM\nDirector Ana Ruiz (Tides, Sundance 2023), producer Sam Okafor. Budget two million dollars, half raised.",
  "WHY NOW\nSpace tourism launches next year, and climate grief is the story of our decade.",
];
const DECK = SLIDES.map((slide) => `${slide}\f`).join("");
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const analyzeDeck = async (cookie: string, pictures?: unknown) => {
  const response = await postAnalyze(t.app, cookie, {
    pitchText: DECK,
    projectTitle: "Orbital Gardens",
    genre: "Sci-Fi",
    projectStage: "deck",
    analysisType: "both",
    mode: "analyze",
    ...(pictures ? { pictures } : {}),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { overallScore: number; overallSummary: string; categories: Category[] };
};
const design = (categories: Category[]) => categories.find((c) => c.category === "Design and Readability")!;
const mean = (scores: number[]) => scores.reduce((a, b) => a + b, 0) / scores.length;

describe("a deck read from pictures", () => {
  it("most words from OCR: Design and Readability not rated, the overall score from the rated ones", async () => {
    const cookie = await newVisitor(t.app);
    const words = await analyzeDeck(cookie);
    expect(design(words.categories).notRated).toBeUndefined();
    const pictured = await analyzeDeck(cookie, { ocrPages: [1, 2, 3], unreadPages: [] });
    const notRated = design(pictured.categories);
    expect(notRated.notRated).toMatch(
      /^Not rated: \d+% of this deck's words were read from pictures \(OCR\), so its design and readability cannot be judged from the words alone\./,
    );
    expect(notRated).toMatchObject({ strengths: [], improvements: [], suggestions: [] });
    expect(pictured.overallSummary).toContain("Design and Readability is not rated");
    expect(pictured.overallSummary).not.toMatch(/Design and Readability \(\d/);
    // The other categories are scored as before; the overall moves by what leaving design out moves the mean.
    const others = (categories: Category[]) =>
      categories.filter((c) => c.category !== "Design and Readability").map((c) => [c.category, c.score]);
    expect(others(pictured.categories)).toEqual(others(words.categories));
    const all = mean(words.categories.map((c) => c.score));
    const rated = mean(others(words.categories).map(([, score]) => score as number));
    expect(Math.abs(pictured.overallScore - (words.overallScore + rated - all))).toBeLessThanOrEqual(0.11);
  });

  it("pictures that could not be read: not rated, saying so", async () => {
    const cookie = await newVisitor(t.app);
    const result = await analyzeDeck(cookie, { ocrPages: [], unreadPages: [5] });
    expect(design(result.categories).notRated).toMatch(/^Not rated: 1 slide's pictures could not be read,/);
  });

  it("a few words from a picture: rated as usual", async () => {
    const cookie = await newVisitor(t.app);
    const result = await analyzeDeck(cookie, { ocrPages: [4], unreadPages: [] });
    expect(design(result.categories).notRated).toBeUndefined();
  });
});
