import { readFileSync } from "node:fs";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { AnalysisResult } from "../../domain/analysis";
import { ANALYSIS_PROGRESS_HEADER } from "../../domain/analysis-steps";
import { categoriesForStage } from "../../domain/categories";
import {
  groupHistory,
  HistoryRecordSchema,
  parseHistoryScore,
  pickVersionToOpen,
} from "../../domain/history";
import { INCOMPLETE_RESULT_MESSAGE } from "../analysis/engine/analyze-and-store";
import { SAMPLE_BUILDOUT as BUILDOUT, ScriptedEngine } from "../analysis/test/scripted-engine";
import { AppError } from "../errors";
import { NOT_PURCHASED_MESSAGE } from "../payments/generation-allowance";
import {
  PITCH,
  postAnalyze,
  historyOf as readHistory,
  sessionIdOf,
  VALID_ANALYZE,
} from "../test/analyze-requests";
import { realFixture } from "../test/real-fixtures";
import { createTestApp, newVisitor, type TestApp } from "../test/test-app";

const engine = new ScriptedEngine();
const allowed = new Set<string>();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    deps: {
      analysisEngine: engine,
      claimGeneration: async (sessionId, projectId) =>
        allowed.has(`${sessionId}/${projectId}`)
          ? { granted: true, release: async () => {} }
          : { granted: false, message: NOT_PURCHASED_MESSAGE },
    },
  });
});
afterAll(() => t.close());
beforeEach(() => {
  engine.calls = [];
  engine.failure = null;
  engine.override = null;
  engine.during = null;
});

const analyze = (cookie: string, payload: unknown) => postAnalyze(t.app, cookie, payload);
const historyOf = (cookie: string) => readHistory(t.app, cookie);
const valid = VALID_ANALYZE;

describe("GET /api/analyze/progress/{id}", () => {
  it("answers the running analysis's true step to its visitor only, and its last step while the answer travels", async () => {
    const cookie = await newVisitor(t.app);
    const id = "0f8e6c1a-analysis-steps";
    const stepOf = async (who: string) =>
      (
        await t.app.inject({ method: "GET", url: `/api/analyze/progress/${id}`, headers: { cookie: who } })
      ).json().step;
    let release = () => {};
    const reached = new Promise<void>((resolve) => {
      engine.during = async (options) => {
        options?.onStep?.({ kind: "reading", material: "script" });
        resolve();
        await new Promise<void>((done) => {
          release = done;
        });
      };
    });
    const answer = t.app.inject({
      method: "POST",
      url: "/api/analyze",
      headers: { cookie, "content-type": "application/json", [ANALYSIS_PROGRESS_HEADER]: id },
      payload: JSON.stringify(valid),
    });
    await reached;
    expect(await stepOf(cookie)).toEqual({ kind: "reading", material: "script" });
    expect(await stepOf(await newVisitor(t.app))).toBeNull();
    release();
    expect((await answer).statusCode).toBe(200);
    expect(await stepOf(cookie)).toEqual({ kind: "saving" });
  });

  it("refuses a malformed progress id with a sentence", async () => {
    const cookie = await newVisitor(t.app);
    const response = await t.app.inject({
      method: "GET",
      url: "/api/analyze/progress/x",
      headers: { cookie },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe("A progress id is 8 to 64 letters, digits or hyphens.");
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
    });
  });

  it("fills the defaults of the product's analyze payload (analysisType, mode, genre)", async () => {
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

  it("stores a script report with overallScore null and its sections", async () => {
    const cookie = await newVisitor(t.app);
    const response = await analyze(cookie, { ...valid, projectStage: "script", projectTitle: "Big Fish" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ isScriptAnalysis: true, overallScore: null });
    const [record] = await historyOf(cookie);
    expect(record).toMatchObject({ overallScore: null, categories: [], projectStage: "script" });
    expect(record!.scriptAnalysis).toEqual(response.json().scriptAnalysis);
    expect(record!.scriptAnalysis!.sections[0]!.id).toBe("story");
  });

  it("lists versions the dashboard groups by title, or by the first 60 characters of the text", async () => {
    const cookie = await newVisitor(t.app);
    allowed.add(`${sessionIdOf(cookie)}/p-1`);
    const titled = { ...valid, projectTitle: "The Last Lighthouse" };
    for (const payload of [
      titled,
      { ...titled, mode: "generate", projectId: "p-1" },
      { ...valid, projectTitle: "   " },
    ])
      expect((await analyze(cookie, payload)).statusCode).toBe(200);
    const records = HistoryRecordSchema.array().parse(await historyOf(cookie));
    const groups = groupHistory(records);
    expect(groups.map((group) => group.title)).toEqual([`${PITCH.slice(0, 60)}...`, "The Last Lighthouse"]);
    expect(groups[1]!.versions.map((version) => version.mode)).toEqual(["generate", "analyze"]);
    expect(pickVersionToOpen(groups[1]!).mode).toBe("generate");
    expect(records.every((record) => record.overallScore === "7.3")).toBe(true);
    expect(records.map((record) => parseHistoryScore(record.overallScore))).toEqual([7.3, 7.3, 7.3]);
  });

  it("hands the engine the script as sent, with no statistics beside it: the engine reads it once", async () => {
    const cookie = await newVisitor(t.app);
    const bigFish = readFileSync(realFixture("big_fish__screenplain.fountain"), "utf8");
    const script = await analyze(cookie, {
      ...valid,
      pitchText: bigFish,
      projectStage: "script",
      projectTitle: "Big Fish",
    });
    expect(script.statusCode).toBe(200);
    expect(engine.calls[0]!.pitchText).toBe(bigFish);
    expect(engine.calls[0]).not.toHaveProperty("screenplay");
    expect(script.json().overallSummary).toBe("A script with 190 scenes.");
  });
});
