import { readFileSync } from "node:fs";
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ANALYSIS_PROGRESS_HEADER } from "../../domain/analysis-steps";
import { ANALYST_BUSY_MESSAGE } from "../analysis/engine/analyst-pool";
import { historyOf, postAnalyze, VALID_ANALYZE } from "../test/analyze-requests";
import { realFixture } from "../test/real-fixtures";
import { createTestApp, newVisitor, type TestApp } from "../test/test-app";

// The PostgreSQL lane leaves this file out: what it proves is the analyst's admission; the store it checks is the same code on both.

/** A whole screenplay sent as an idea: seconds of an analyst worker's time (~2 s here), a small result. */
const LONG_IDEA = readFileSync(realFixture("big_fish__screenplain.fountain"), "utf8");

// One analyst worker and the default ANALYSIS_MAX_WAIT_MS (500 ms).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { ANALYST_WORKERS: "1" } });
});
afterAll(() => t.close());

/** Sends a long idea; resolves once it is in the analyst's queue or on its worker (its progress says so). */
async function occupyAnalyst(title: string) {
  const cookie = await newVisitor(t.app);
  const progressId = `occupying-${title}`;
  const answer = t.app.inject({
    method: "POST",
    url: "/api/analyze",
    headers: { cookie, "content-type": "application/json", [ANALYSIS_PROGRESS_HEADER]: progressId },
    payload: JSON.stringify({ ...VALID_ANALYZE, pitchText: LONG_IDEA, projectTitle: title }),
  });
  for (;;) {
    const progress = await t.app.inject({ url: `/api/analyze/progress/${progressId}`, headers: { cookie } });
    // Wrapped: an async function returning the answer itself would wait for it.
    if (progress.json().step) return { answer };
    await sleep(10);
  }
}

describe("analysis admission (ANALYSIS_MAX_WAIT_MS)", () => {
  it("turns a new analysis away at once with 503, the sentence and Retry-After while the analyst is busy; nothing is stored", async () => {
    const long = await occupyAnalyst("first");
    const cookie = await newVisitor(t.app);
    const started = performance.now();
    const refused = await postAnalyze(t.app, cookie, VALID_ANALYZE);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toEqual({ error: ANALYST_BUSY_MESSAGE });
    expect(Number(refused.headers["retry-after"])).toBeGreaterThanOrEqual(1);
    expect(await historyOf(t.app, cookie)).toEqual([]);
    expect((await long.answer).statusCode).toBe(200);
    // Free again: the same request is analysed and stored.
    const again = await postAnalyze(t.app, cookie, VALID_ANALYZE);
    expect(again.statusCode).toBe(200);
    expect(await historyOf(t.app, cookie)).toHaveLength(1);
  }, 120_000);

  it("answers a text already analysed from the kept result however busy the analyst is, and new ones not", async () => {
    const long = await occupyAnalyst("second");
    const [kept, fresh] = await Promise.all([
      postAnalyze(t.app, await newVisitor(t.app), VALID_ANALYZE),
      postAnalyze(t.app, await newVisitor(t.app), {
        ...VALID_ANALYZE,
        pitchText: `${VALID_ANALYZE.pitchText} Again.`,
      }),
    ]);
    expect(kept.statusCode).toBe(200);
    expect(fresh.statusCode).toBe(503);
    expect((await long.answer).statusCode).toBe(200);
  }, 120_000);

  it("lets short analyses wait behind each other within the bound rather than refuse them", async () => {
    // A bound of seconds: three short analyses queued on one worker are well within it however
    // loaded the machine is, yet the analyst is busy with the first two when the third arrives.
    const patient = await createTestApp({ env: { ANALYST_WORKERS: "1", ANALYSIS_MAX_WAIT_MS: "10000" } });
    const answers = await Promise.all(
      [1, 2, 3].map(async (take) =>
        postAnalyze(patient.app, await newVisitor(patient.app), {
          ...VALID_ANALYZE,
          pitchText: `${VALID_ANALYZE.pitchText} Take ${take}.`,
        }),
      ),
    );
    await patient.close();
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
  }, 120_000);
});
