import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AnalyzeRequest } from "../../domain/analyze-request";
import { createBuiltinEngine } from "../analysis/engine/create-builtin-engine";
import { SCRIPT_PAGES, STRONG_DECK } from "../analysis/test/inputs";
import type { DatabaseHandle } from "../db/connect";
import { createTestDatabase } from "../test/test-database";
import { createHistoryRecord } from "./create-history-record";
import { historyRecordJsonById, listHistory } from "./list-history";
import { encodeHistoryRecord } from "./record-json";

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const engine = createBuiltinEngine();
const TRICKY = `"Quotes", back\\slashes, a tab\there, new\nlines, </script>, émigré, 東京, 🎬 and \u2028.`;

describe("history records encoded by the database", () => {
  it("parse to exactly the records the server builds, for every kind of version", async () => {
    const sessionId = "record-json";
    const versions: [AnalyzeRequest, Awaited<ReturnType<typeof engine.analyze>>][] = [];
    const script: AnalyzeRequest = {
      pitchText: `${TRICKY}\n\n${SCRIPT_PAGES}`,
      genre: null,
      analysisType: "both",
      mode: "analyze",
      projectStage: "script",
    };
    versions.push([script, await engine.analyze(inputOf(script))]);
    const deck: AnalyzeRequest = {
      pitchText: `${STRONG_DECK.pitchText} ${TRICKY}`,
      genre: "Sci-Fi",
      analysisType: "both",
      mode: "generate",
      generateDeckBuildout: true,
      projectStage: "deck",
      projectTitle: `  ${TRICKY}  `,
      projectId: "project-1764000000000",
      promptAnswers: { logline: TRICKY },
    };
    versions.push([deck, await engine.analyze(inputOf(deck))]);
    expect(versions[0]![1].scriptAnalysis).toBeTruthy();
    expect(versions[0]![1].overallScore).toBeNull();
    expect(versions[1]![1].deckBuildout).toBeTruthy();

    // A model's answer may carry a lone surrogate: the database stores it as U+FFFD.
    const idea: AnalyzeRequest = { ...deck, mode: "analyze", projectStage: "idea", projectId: null };
    const ideaResult = await engine.analyze(inputOf(idea));
    versions.push([idea, { ...ideaResult, overallSummary: `${ideaResult.overallSummary} \ud800` }]);
    const stored: Record<string, Buffer> = {};
    for (const [request, result] of versions) {
      const record = await createHistoryRecord(database.db, sessionId, request, result);
      stored[record.id] = encodeHistoryRecord(record);
    }
    const expected = await listHistory(database.db, sessionId);
    const encoded = await historyRecordJsonById(
      database.db,
      sessionId,
      expected.map((record) => record.id),
    );
    expect(encoded).toHaveLength(3);
    for (const { id, json } of encoded) {
      const record = expected.find((candidate) => candidate.id === id);
      expect(JSON.parse(json)).toStrictEqual(record);
      expect(Object.keys(JSON.parse(json))).toEqual(Object.keys(record!));
      // Encoded by the server as it stores the version: the same record, every key in the same order.
      const atInsert = JSON.parse(stored[id]!.toString());
      expect(atInsert).toStrictEqual(record);
      expect(JSON.stringify(atInsert)).toBe(JSON.stringify(JSON.parse(json)));
    }
  });
});

function inputOf(request: AnalyzeRequest) {
  return {
    pitchText: request.pitchText,
    genre: request.genre ?? null,
    projectTitle: request.projectTitle ?? null,
    projectStage: request.projectStage,
    mode: request.mode,
    analysisType: request.analysisType,
    promptAnswers: request.promptAnswers ?? {},
  };
}
