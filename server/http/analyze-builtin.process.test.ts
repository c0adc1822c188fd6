import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AnalysisResultSchema } from "../../domain/analysis";
import { DECK_CATEGORIES, IDEA_CATEGORIES } from "../../domain/categories";
import { DeckBuildoutSchema } from "../../domain/deck-buildout";
import { buildCombinedText } from "../../domain/questionnaire";
import { NOT_PURCHASED_MESSAGE } from "../payments/generation-allowance";
import { recordEntitlement } from "../payments/record-entitlement";
import { historyOf, postAnalyze, sessionIdOf } from "../test/analyze-requests";
import { realFixture } from "../test/real-fixtures";
import { createTestApp, newVisitor, type TestApp } from "../test/test-app";

/** The app as it ships: no engine override, so AI_PROVIDER's default, the built-in analyst. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const IDEA =
  "LOGLINE: When a grieving lighthouse keeper pulls a drowned girl from the sea and she wakes, Mara Quill must hide her from a fishing town that blames her for the storm. Comparable to The Banshees of Inisherin meets Let the Right One In. Audience: adults 30-65 who love Irish drama.";

describe("POST /api/analyze with the built-in analyst", () => {
  it("reads the real Big Fish screenplay: a script report citing its statistics, stored once", async () => {
    const cookie = await newVisitor(t.app);
    const pitchText = readFileSync(realFixture("big_fish__screenplain.fountain"), "utf8");
    const response = await postAnalyze(t.app, cookie, {
      pitchText,
      genre: "Drama",
      analysisType: "creative",
      mode: "analyze",
      projectStage: "script",
      projectTitle: "Big Fish",
    });
    expect(response.statusCode).toBe(200);
    const result = AnalysisResultSchema.parse(response.json());
    expect(result.isScriptAnalysis).toBe(true);
    expect(result.overallScore).toBeNull();
    const report = JSON.stringify(result.scriptAnalysis);
    expect(result.scriptAnalysis?.sections.map((s) => s.id)).toContain("story");
    expect(report).toMatch(/Edward/i);
    const [record] = await historyOf(t.app, cookie);
    expect(record).toMatchObject({
      id: response.json().historyId,
      projectStage: "script",
      overallScore: null,
    });
    expect(record!.scriptAnalysis).toEqual(result.scriptAnalysis);
  });

  it("scores an idea and a deck with their categories, the score stored as a one-decimal string", async () => {
    const cookie = await newVisitor(t.app);
    for (const [projectStage, names] of [
      ["idea", IDEA_CATEGORIES],
      ["deck", DECK_CATEGORIES],
    ] as const) {
      const response = await postAnalyze(t.app, cookie, { pitchText: IDEA, genre: "Drama", projectStage });
      expect(response.statusCode).toBe(200);
      const result = AnalysisResultSchema.parse(response.json());
      expect(result.categories.map((c) => c.category)).toEqual([...names]);
      expect(typeof result.overallScore).toBe("number");
      const stored = (await historyOf(t.app, cookie)).find((r) => r.id === response.json().historyId)!;
      expect(stored.overallScore).toBe(result.overallScore!.toFixed(1));
    }
  });

  it("generates the Complete Deck Outline once the project's tier149 is paid", async () => {
    const cookie = await newVisitor(t.app);
    const payload = {
      pitchText: IDEA,
      genre: null,
      analysisType: "both",
      projectStage: "idea",
      promptAnswers: { protagonist: "Mara Quill, 58, stubborn and grieving." },
      mode: "generate",
      generateDeckBuildout: true,
      projectId: "project-1",
    };
    const unpaid = await postAnalyze(t.app, cookie, payload);
    expect(unpaid.statusCode).toBe(402);
    expect(unpaid.json()).toEqual({ error: NOT_PURCHASED_MESSAGE });
    const sessionId = sessionIdOf(cookie);
    await recordEntitlement(t.database.db, {
      sessionId,
      projectId: "project-2",
      tier: "tier149",
      source: "payment",
    });
    expect((await postAnalyze(t.app, cookie, payload)).statusCode).toBe(402);
    await recordEntitlement(t.database.db, {
      sessionId,
      projectId: "project-1",
      tier: "tier29",
      source: "payment",
    });
    expect((await postAnalyze(t.app, cookie, payload)).statusCode).toBe(402);
    await recordEntitlement(t.database.db, {
      sessionId,
      projectId: "project-1",
      tier: "tier149",
      source: "payment",
    });
    const response = await postAnalyze(t.app, cookie, payload);
    expect(response.statusCode).toBe(200);
    const buildout = DeckBuildoutSchema.parse(response.json().deckBuildout);
    expect(JSON.stringify(buildout.characters)).toContain("Mara");
    const [record] = await historyOf(t.app, cookie);
    expect(record).toMatchObject({ mode: "generate", projectId: "project-1" });
    expect(record!.deckBuildout).toEqual(buildout);
  });

  it("refuses junk with a sentence (422) and stores nothing; scores flattery low with the reason", async () => {
    const cookie = await newVisitor(t.app);
    const lorem =
      "Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt ut labore et dolore magna aliqua.";
    const refused = await postAnalyze(t.app, cookie, {
      pitchText: lorem,
      genre: "Drama",
      projectStage: "idea",
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({
      error:
        "This is placeholder text (“Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do…”), not a pitch, so there is nothing to score. Paste or write your own material and try again.",
    });
    expect(await historyOf(t.app, cookie)).toEqual([]);
    const praise =
      "The best movie ever made. Everyone will love it. An amazing masterpiece, a guaranteed hit.";
    const answers = {
      logline: praise,
      synopsis: praise,
      audience: "Everyone!",
      platform: "The best one ever.",
    };
    const flattery = await postAnalyze(t.app, cookie, {
      pitchText: buildCombinedText(null, answers),
      genre: "Drama",
      projectStage: "idea",
      promptAnswers: answers,
    });
    expect(flattery.statusCode).toBe(200);
    expect(flattery.json().overallScore).toBeLessThanOrEqual(3);
    expect(flattery.json().overallSummary).toContain("are praise without content");
  });
});
