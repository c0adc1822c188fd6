import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { AnalysisResult } from "../../domain/analysis";
import { CONTENT_TOO_SHORT_MESSAGE } from "../../domain/analyze-request";
import { categoriesForStage } from "../../domain/categories";
import { MAX_ANALYZE_TEXT_BYTES } from "../../domain/constants";
import type { HistoryRecord } from "../../domain/history";
import type { AnalysisEngine, AnalysisInput } from "../analysis/analysis-engine";
import { INCOMPLETE_RESULT_MESSAGE } from "../analysis/analyze-and-store";
import { AppError } from "../errors";
import { createTestApp, newVisitor, type TestApp } from "../test/test-app";
import { NOT_PURCHASED_MESSAGE, TEXT_TOO_LARGE_MESSAGE } from "./analyze-routes";

/** A real engine that answers a fixed, valid result per stage, or fails as told. */
class ScriptedEngine implements AnalysisEngine {
  readonly name = "scripted";
  calls: AnalysisInput[] = [];
  failure: Error | null = null;
  override: AnalysisResult | null = null;
  async analyze(input: AnalysisInput): Promise<AnalysisResult> {
    this.calls.push(input);
    if (this.failure) throw this.failure;
    if (this.override) return this.override;
    const categories = categoriesForStage(input.projectStage).map((category) => ({
      category,
      score: 7.25,
      strengths: [`${category} works`],
      improvements: ["Sharpen it"],
      suggestions: ["Add one line"],
    }));
    return {
      overallScore: 7.25,
      overallSummary: `Summary of ${input.projectTitle ?? "an untitled project"}.`,
      categories,
      keyTakeaways: ["Lead with the hook."],
      ...(input.mode === "generate" ? { deckBuildout: BUILDOUT } : {}),
    };
  }
}

const BUILDOUT = {
  cover_and_logline: {
    headline: "The Last Lighthouse",
    tagline: "Keep the light.",
    logline: "A keeper hides a girl.",
    visual_prompts: ["A storm"],
  },
  tone_and_visual: {
    tone_slugs: [{ phrase: "Salt", description: "Grey sea", image_suggestions: ["Waves"] }],
  },
  world: { paragraphs: ["An island."] },
  story_summary: { paragraphs: ["She hides her."] },
  characters: { character_list: [{ name: "Mara", description: "Keeper", casting_visual: "Weathered" }] },
  themes_and_why_now: { core_themes: "Mercy", cultural_relevance: ["Migration"] },
  funding_and_team: {
    market_appeal: ["Festival drama"],
    team: { director: "Add your director.", writer: "Jo", producers: [], notes: "" },
  },
};

const PITCH =
  "A lighthouse keeper on a storm-battered island hides a drowned girl who came back to life from the town that wants her gone.";

const engine = new ScriptedEngine();
const allowed = new Set<string>();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    deps: {
      analysisEngine: engine,
      canGenerate: async (sessionId, projectId) => allowed.has(`${sessionId}/${projectId}`),
    },
  });
});
afterAll(() => t.close());
beforeEach(() => {
  engine.calls = [];
  engine.failure = null;
  engine.override = null;
});

function sessionIdOf(cookie: string): string {
  return cookie.split("=")[1]!.split(".")[0]!;
}

async function analyze(cookie: string, payload: unknown) {
  return t.app.inject({
    method: "POST",
    url: "/api/analyze",
    headers: { cookie, "content-type": "application/json" },
    payload: JSON.stringify(payload),
  });
}

async function historyOf(cookie: string): Promise<HistoryRecord[]> {
  const response = await t.app.inject({ method: "GET", url: "/api/history", headers: { cookie } });
  return response.json();
}

const valid = {
  pitchText: PITCH,
  genre: "Drama",
  analysisType: "creative",
  mode: "analyze",
  projectStage: "idea",
};

describe("POST /api/analyze payload validation", () => {
  it.each([
    ["a JSON string instead of an object", "just text", "Send the analysis request as a JSON object."],
    ["no pitchText", { projectStage: "idea" }, "pitchText must be text."],
    ["a number as pitchText", { ...valid, pitchText: 12 }, "pitchText must be text."],
    ["no projectStage", { pitchText: PITCH }, "projectStage must be one of: idea, script, deck."],
    [
      "an unknown stage",
      { ...valid, projectStage: "film" },
      "projectStage must be one of: idea, script, deck.",
    ],
    ["an unknown mode", { ...valid, mode: "publish" }, "mode must be one of: analyze, generate."],
    [
      "an unknown analysis type",
      { ...valid, analysisType: "all" },
      "analysisType must be one of: creative, both.",
    ],
    [
      "a genre over 100 characters",
      { ...valid, genre: "g".repeat(101) },
      "genre is too long (at most 100 characters).",
    ],
    ["answers as a list", { ...valid, promptAnswers: ["logline"] }, "promptAnswers must be an object."],
    [
      "an answer that is not text",
      { ...valid, promptAnswers: { logline: 5 } },
      "promptAnswers.logline must be text.",
    ],
    [
      "a flag that is not boolean",
      { ...valid, generateDeckBuildout: "yes" },
      "generateDeckBuildout must be true or false.",
    ],
    [
      "generate without projectId",
      { ...valid, mode: "generate", analysisType: "both", generateDeckBuildout: true },
      "Generating a deck needs the project it belongs to (projectId).",
    ],
  ])("answers 400 for %s", async (_name, payload, message) => {
    const cookie = await newVisitor(t.app);
    const response = await analyze(cookie, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: message });
    expect(engine.calls).toHaveLength(0);
    expect(await historyOf(cookie)).toEqual([]);
  });

  it("answers 400 with a clear sentence for a body that is not JSON", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/analyze",
      headers: { "content-type": "application/json" },
      payload: "{ pitchText: oops",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: "The request body is not valid JSON." });
  });

  it("needs at least 100 characters of content, not counting surrounding spaces", async () => {
    const cookie = await newVisitor(t.app);
    for (const pitchText of ["x".repeat(99), `   ${"x".repeat(99)}\n\n   `, ""]) {
      const response = await analyze(cookie, { ...valid, pitchText });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: CONTENT_TOO_SHORT_MESSAGE });
    }
    expect(CONTENT_TOO_SHORT_MESSAGE).toBe("Please provide at least 100 characters of content.");
    const exactly = await analyze(cookie, { ...valid, pitchText: "x".repeat(100) });
    expect(exactly.statusCode).toBe(200);
  });

  it("answers 413 over 2 MB of text (counted in bytes) and accepts exactly 2 MB", async () => {
    const cookie = await newVisitor(t.app);
    const over = await analyze(cookie, { ...valid, pitchText: "a".repeat(MAX_ANALYZE_TEXT_BYTES + 1) });
    expect(over.statusCode).toBe(413);
    expect(over.json()).toEqual({ error: TEXT_TOO_LARGE_MESSAGE });
    // 1.1 million characters, but 2.2 MB in UTF-8.
    const accented = await analyze(cookie, { ...valid, pitchText: "é".repeat(1_100_000) });
    expect(accented.statusCode).toBe(413);
    expect(accented.json()).toEqual({ error: TEXT_TOO_LARGE_MESSAGE });
    // Far beyond the route's body limit, Fastify answers first, still a 413 with a sentence.
    const huge = await analyze(cookie, { ...valid, pitchText: "a".repeat(MAX_ANALYZE_TEXT_BYTES * 3) });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toEqual({ error: "The request body is too large." });
    expect(await historyOf(cookie)).toEqual([]);

    const exact = await analyze(cookie, { ...valid, pitchText: "a".repeat(MAX_ANALYZE_TEXT_BYTES) });
    expect(exact.statusCode).toBe(200);
    expect(engine.calls.at(-1)?.pitchText).toHaveLength(MAX_ANALYZE_TEXT_BYTES);
  });
});

describe("POST /api/analyze results and history", () => {
  it("stores exactly one record with every field and answers the result with historyId", async () => {
    const cookie = await newVisitor(t.app);
    const response = await analyze(cookie, {
      ...valid,
      projectTitle: "  The Last Lighthouse  ",
      projectId: "project-17",
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.overallScore).toBe(7.25);
    expect(body.categories.map((c: { category: string }) => c.category)).toEqual([
      ...categoriesForStage("idea"),
    ]);
    expect(body.historyId).toMatch(/^[0-9a-f-]{36}$/);

    const records = await historyOf(cookie);
    expect(records).toHaveLength(1);
    const [record] = records;
    expect(record).toEqual({
      id: body.historyId,
      projectId: "project-17",
      projectTitle: "The Last Lighthouse",
      pitchText: PITCH,
      genre: "Drama",
      projectStage: "idea",
      mode: "analyze",
      analysisType: "creative",
      overallScore: "7.3",
      overallSummary: "Summary of The Last Lighthouse.",
      categories: body.categories,
      keyTakeaways: ["Lead with the hook."],
      deckBuildout: null,
      scriptAnalysis: null,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(engine.calls[0]).toEqual({
      pitchText: PITCH,
      genre: "Drama",
      projectTitle: "The Last Lighthouse",
      projectStage: "idea",
      mode: "analyze",
      analysisType: "creative",
      promptAnswers: {},
      screenplay: null,
    });
  });

  it("fills the defaults of the spec's analyze payload (analysisType, mode, genre)", async () => {
    const cookie = await newVisitor(t.app);
    const response = await analyze(cookie, { pitchText: PITCH, projectStage: "deck", genre: null });
    expect(response.statusCode).toBe(200);
    expect(engine.calls[0]).toMatchObject({
      mode: "analyze",
      analysisType: "both",
      genre: null,
      projectTitle: null,
    });
    const [record] = await historyOf(cookie);
    expect(record).toMatchObject({
      projectStage: "deck",
      mode: "analyze",
      analysisType: "both",
      genre: null,
      projectTitle: null,
    });
  });

  it("answers 402 for generate without the project's entitlement and stores nothing", async () => {
    const cookie = await newVisitor(t.app);
    const payload = {
      pitchText: PITCH,
      genre: null,
      analysisType: "both",
      projectStage: "idea",
      promptAnswers: { logline: "A keeper hides a girl." },
      mode: "generate",
      generateDeckBuildout: true,
      projectId: "project-42",
    };
    const refused = await analyze(cookie, payload);
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toEqual({ error: NOT_PURCHASED_MESSAGE });
    expect(engine.calls).toHaveLength(0);
    expect(await historyOf(cookie)).toEqual([]);

    allowed.add(`${sessionIdOf(cookie)}/project-42`);
    const other = await analyze(cookie, { ...payload, projectId: "project-43" });
    expect(other.statusCode).toBe(402);
    const granted = await analyze(cookie, payload);
    expect(granted.statusCode).toBe(200);
    expect(granted.json().deckBuildout).toEqual(BUILDOUT);
    expect(engine.calls[0]?.promptAnswers).toEqual({ logline: "A keeper hides a girl." });
    const records = await historyOf(cookie);
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({ mode: "generate", projectId: "project-42", deckBuildout: BUILDOUT });
  });

  it.each([
    [
      "a provider failure",
      () => new AppError("upstream", "The AI provider failed."),
      502,
      "The AI provider failed.",
    ],
    [
      "an unexpected crash",
      () => new Error("boom"),
      500,
      "Something went wrong on our side. Please try again.",
    ],
  ])("stores nothing on %s", async (_name, failure, status, message) => {
    const cookie = await newVisitor(t.app);
    engine.failure = failure();
    const response = await analyze(cookie, valid);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ error: message });
    expect(await historyOf(cookie)).toEqual([]);
  });

  it("refuses an engine result that breaks the schema, and stores nothing", async () => {
    const cookie = await newVisitor(t.app);
    for (const broken of [
      { overallScore: 11, overallSummary: "Too good.", categories: [], keyTakeaways: [] },
      { overallScore: 7, categories: [], keyTakeaways: [] },
    ]) {
      engine.override = broken as AnalysisResult;
      const response = await analyze(cookie, valid);
      expect(response.statusCode).toBe(502);
      expect(response.json()).toEqual({ error: INCOMPLETE_RESULT_MESSAGE });
    }
    engine.override = { overallScore: 7, overallSummary: "No build-out.", categories: [], keyTakeaways: [] };
    const generate = await analyze(cookie, { ...valid, mode: "generate", projectId: "p" });
    expect(generate.statusCode).toBe(402);
    allowed.add(`${sessionIdOf(cookie)}/p`);
    const missing = await analyze(cookie, { ...valid, mode: "generate", projectId: "p" });
    expect(missing.statusCode).toBe(502);
    expect(await historyOf(cookie)).toEqual([]);
  });

  it("keeps each visitor's analyses to themselves", async () => {
    const alice = await newVisitor(t.app);
    const bob = await newVisitor(t.app);
    const created = (await analyze(alice, valid)).json();
    expect(await historyOf(bob)).toEqual([]);
    const stolen = await t.app.inject({
      method: "DELETE",
      url: `/api/history/${created.historyId}`,
      headers: { cookie: bob },
    });
    expect(stolen.statusCode).toBe(404);
    expect((await historyOf(alice)).map((r) => r.id)).toEqual([created.historyId]);
  });
});
