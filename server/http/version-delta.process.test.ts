import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildCombinedText } from "#domain/questionnaire";
import {
  COMPARE_NEEDS_TWO_MESSAGE,
  COMPARE_OTHER_PROJECT_MESSAGE,
  COMPARE_SAME_VERSION_MESSAGE,
  VersionDeltaSchema,
} from "#domain/version-delta";
import { historyOf, postAnalyze, VALID_ANALYZE } from "../test/analyze-requests";
import { realFixture } from "../test/real-fixtures";
import { createTestApp, newVisitor, type TestApp } from "../test/test-app";
import { VERSION_NOT_FOUND_MESSAGE } from "./history-routes";

/** product.md "What changed": the delta a second version carries, and any two versions compared. */
const BIG_FISH = readFileSync(realFixture("big_fish__screenplain.fountain"), "utf8");
const RIVER = BIG_FISH.indexOf("EXT.  RIVER - DAY");
const NEXT_SCENE = BIG_FISH.indexOf("INT.  HOSPITAL ROOM - DAY", RIVER);
const DRAFT_TWO = `${BIG_FISH.slice(0, RIVER)}${BIG_FISH.slice(NEXT_SCENE)}`
  .replace(/\bEDWARD\b/g, "EDDIE")
  .replace(/\bEdward\b/g, "Eddie");
const script = (pitchText: string, projectTitle = "Big Fish") => ({
  pitchText,
  projectTitle,
  genre: "Drama",
  analysisType: "creative",
  mode: "analyze",
  projectStage: "script",
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function compare(cookie: string, query: string) {
  return t.app.inject({ method: "GET", url: `/api/history/compare${query}`, headers: { cookie } });
}

describe("the delta between versions of one project", () => {
  let writer: string;
  let first: string;
  let second: string;

  it("a first version has no delta; the second carries the cut scene and the rename", async () => {
    writer = await newVisitor(t.app);
    const one = await postAnalyze(t.app, writer, script(BIG_FISH));
    expect(one.statusCode).toBe(200);
    expect(one.json().scriptAnalysis.delta).toBeUndefined();
    first = one.json().historyId;

    const two = await postAnalyze(t.app, writer, script(DRAFT_TWO));
    expect(two.statusCode).toBe(200);
    second = two.json().historyId;
    const delta = two.json().scriptAnalysis.delta;
    expect(VersionDeltaSchema.parse(delta)).toEqual(delta);
    expect(delta).toMatchObject({
      kind: "script",
      fromId: first,
      scenes: { added: [], removed: ["EXT. RIVER - DAY"], moved: [], revised: [] },
      characters: { added: [], removed: [], renamed: [{ from: "EDWARD", to: "EDDIE" }] },
    });
    const records = await historyOf(t.app, writer);
    expect(records.find((record) => record.id === second)?.scriptAnalysis?.delta).toEqual(delta);
    expect(records.find((record) => record.id === first)?.createdAt).toBe(delta.date);
  }, 90_000); // two whole readings of a 120-page script: on a busy shared machine over 30 s

  it("any two versions compare the same way, older first in either order", async () => {
    const forward = await compare(writer, `?from=${first}&to=${second}`);
    expect(forward.statusCode).toBe(200);
    const backward = await compare(writer, `?from=${second}&to=${first}`);
    expect(backward.json()).toEqual(forward.json());
    const stored = (await historyOf(t.app, writer)).find((record) => record.id === second)!;
    expect(forward.json()).toEqual(stored.scriptAnalysis!.delta);
  });

  it("a version of another stage says the two cannot be compared", async () => {
    const deck = await postAnalyze(t.app, writer, {
      ...VALID_ANALYZE,
      projectStage: "deck",
      analysisType: "both",
      projectTitle: "Big Fish",
      pitchText: `BIG FISH\n\nA son pieces together the life of his dying father from the tall tales he told.\f${VALID_ANALYZE.pitchText}`,
    });
    expect(deck.statusCode).toBe(200);
    expect(deck.json().delta).toEqual({
      kind: "incomparable",
      fromId: second,
      date: expect.any(String),
      stages: { from: "script", to: "deck" },
      summary: "This version is a deck and the earlier one was a script: the two cannot be compared.",
    });
  });

  it("an idea's second version names the answers that changed and the scores that moved", async () => {
    const answers = { logline: VALID_ANALYZE.pitchText, audience: "Readers of folk horror." };
    const base = { ...VALID_ANALYZE, projectTitle: "The Last Lighthouse" };
    await postAnalyze(t.app, writer, {
      ...base,
      pitchText: buildCombinedText(VALID_ANALYZE.pitchText, answers),
    });
    const changed = {
      ...answers,
      audience:
        "Women 25-44 who watched Broadchurch and The Third Day, reached through BBC Three and festival horror strands.",
    };
    const two = await postAnalyze(t.app, writer, {
      ...base,
      pitchText: buildCombinedText(VALID_ANALYZE.pitchText, changed),
    });
    expect(two.statusCode).toBe(200);
    const delta = two.json().delta;
    expect(delta.kind).toBe("pitch");
    expect(delta.answers).toEqual([
      { key: "audience", label: "Audience", from: answers.audience, to: changed.audience },
    ]);
    expect(delta.overall.to).toBe(two.json().overallScore);
    const quotes = delta.categories.flatMap((c: { because?: { quote: string }[] }) => c.because ?? []);
    for (const reason of quotes) expect(changed.audience).toContain(reason.quote);
    expect(delta.summary).toMatch(/1 answer and 0 paragraphs new or rewritten\.$/);
  });
});

describe("comparing versions is private and answers every mistake in a sentence", () => {
  it("another visitor's versions are not found (404), and so are made-up ids", async () => {
    const owner = await newVisitor(t.app);
    const stranger = await newVisitor(t.app);
    const a = (await postAnalyze(t.app, owner, { ...VALID_ANALYZE, projectTitle: "Mine" })).json().historyId;
    const b = (await postAnalyze(t.app, owner, { ...VALID_ANALYZE, projectTitle: "Mine" })).json().historyId;
    expect((await compare(owner, `?from=${a}&to=${b}`)).statusCode).toBe(200);

    for (const query of [
      `?from=${a}&to=${b}`,
      `?from=${a}&to=00000000-0000-4000-8000-000000000000`,
      `?from=${a}&to=nope`,
    ]) {
      const answer = await compare(stranger, query);
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toEqual({ error: VERSION_NOT_FOUND_MESSAGE });
    }
    const mixed = await compare(owner, `?from=${a}&to=00000000-0000-4000-8000-000000000000`);
    expect(mixed.statusCode).toBe(404);
  });

  it("the same version twice, a missing id, or two projects are 400 with the reason", async () => {
    const owner = await newVisitor(t.app);
    const a = (await postAnalyze(t.app, owner, { ...VALID_ANALYZE, projectTitle: "One" })).json().historyId;
    const b = (await postAnalyze(t.app, owner, { ...VALID_ANALYZE, projectTitle: "Two" })).json().historyId;
    const cases: [string, string][] = [
      [`?from=${a}&to=${a}`, COMPARE_SAME_VERSION_MESSAGE],
      [`?from=${a}`, COMPARE_NEEDS_TWO_MESSAGE],
      [`?from=${a}&to=${b}`, COMPARE_OTHER_PROJECT_MESSAGE],
    ];
    for (const [query, message] of cases) {
      const answer = await compare(owner, query);
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toEqual({ error: message });
    }
  });
});
