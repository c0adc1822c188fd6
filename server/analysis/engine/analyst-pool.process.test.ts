import { performance } from "node:perf_hooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AppError } from "#server/errors";
import { readScreenplay } from "../read/script/read-screenplay";
import { readFixture } from "../test/fixtures";
import type { AnalysisInput } from "./analysis-engine";
import { ANALYSIS_TIMEOUT_MESSAGE, type AnalystPool, createAnalystPool } from "./analyst-pool";
import { createBuiltinEngine } from "./create-builtin-engine";

const bigFish = readFixture("big_fish__screenplain.fountain");
const scriptInput = (screenplay: AnalysisInput["screenplay"]): AnalysisInput => ({
  pitchText: bigFish,
  projectTitle: "Big Fish",
  genre: "Drama",
  projectStage: "script",
  mode: "analyze",
  analysisType: "both",
  promptAnswers: {},
  screenplay,
});

let analyst: AnalystPool;
beforeAll(async () => {
  analyst = createAnalystPool({ size: 1 });
  await analyst.readScreenplay("warm-up"); // the first job starts the worker
}, 60_000);
afterAll(() => analyst.close());

describe("the analyst pool", () => {
  it("gives the same screenplay statistics and report as the analyst on the server's thread", async () => {
    const stats = await analyst.readScreenplay(bigFish);
    expect(stats).toEqual(readScreenplay(bigFish));
    expect(stats?.scenes).toBeGreaterThan(100);
    const pooled = await analyst.engine.analyze(scriptInput(stats));
    const inThread = await createBuiltinEngine().analyze(scriptInput(stats));
    expect(pooled).toEqual(inThread);
    expect(pooled.scriptAnalysis?.sections.length).toBeGreaterThan(3);
  }, 60_000);

  it("keeps the server's thread free while a full script is analysed", async () => {
    const stats = readScreenplay(bigFish);
    const busyWhile = async (work: () => Promise<unknown>) => {
      const start = performance.eventLoopUtilization();
      await work();
      return performance.eventLoopUtilization(start).utilization;
    };
    const inThread = await busyWhile(() => createBuiltinEngine().analyze(scriptInput(stats)));
    const pooled = await busyWhile(() =>
      Promise.all([1, 2, 3].map(() => analyst.engine.analyze(scriptInput(stats)))),
    );
    expect(inThread).toBeGreaterThan(0.8);
    expect(pooled).toBeLessThan(0.35);
  }, 60_000);

  it("stops a job past its time with a sentence that says nothing was saved, and keeps serving", async () => {
    const hurried = createAnalystPool({ size: 1, timeoutMs: 1 });
    try {
      const error = await hurried.engine.analyze(scriptInput(null)).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).status).toBe(503);
      expect((error as AppError).message).toBe(ANALYSIS_TIMEOUT_MESSAGE);
    } finally {
      await hurried.close();
    }
    expect((await analyst.readScreenplay(bigFish))?.title).toBe(readScreenplay(bigFish)?.title);
  }, 60_000);

  it("refuses an aborted request before any work starts", async () => {
    const abort = new AbortController();
    abort.abort();
    await expect(analyst.engine.analyze(scriptInput(null), { signal: abort.signal })).rejects.toThrow();
  });
});
