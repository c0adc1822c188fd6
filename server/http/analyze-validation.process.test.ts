import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { CONTENT_TOO_SHORT_MESSAGE } from "../../domain/analyze-request";
import { MAX_ANALYZE_TEXT_BYTES } from "../../domain/constants";
import { ScriptedEngine } from "../analysis/test/scripted-engine";
import { PITCH, postAnalyze, historyOf as readHistory, VALID_ANALYZE } from "../test/analyze-requests";
import { createTestApp, newVisitor, type TestApp } from "../test/test-app";
import { TEXT_TOO_LARGE_MESSAGE } from "./analyze-routes";

const engine = new ScriptedEngine();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    deps: {
      analysisEngine: engine,
    },
  });
});
afterAll(() => t.close());
beforeEach(() => {
  engine.calls = [];
  engine.failure = null;
  engine.override = null;
});

const analyze = (cookie: string, payload: unknown) => postAnalyze(t.app, cookie, payload);
const historyOf = (cookie: string) => readHistory(t.app, cookie);
const valid = VALID_ANALYZE;

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
