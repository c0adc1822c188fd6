import { performance } from "node:perf_hooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AnalysisStep } from "#domain/analysis-steps";
import { AppError } from "#server/errors";
import type { ComparableVersion } from "../compare/compare-versions";
import { readFixture } from "../test/fixtures";
import type { AnalysisInput } from "./analysis-engine";
import { ANALYSIS_TIMEOUT_MESSAGE, type AnalystPool, createAnalystPool } from "./analyst-pool";
import { createBuiltinEngine } from "./create-builtin-engine";

const bigFish = readFixture("big_fish__screenplain.fountain");
const scriptInput = (): AnalysisInput => ({
  pitchText: bigFish,
  projectTitle: "Big Fish",
  genre: "Drama",
  projectStage: "script",
  mode: "analyze",
  analysisType: "both",
  promptAnswers: {},
});
const ideaInput: AnalysisInput = {
  ...scriptInput(),
  projectStage: "idea",
  pitchText: "A keeper hides a girl.",
};

let analyst: AnalystPool;
beforeAll(async () => {
  analyst = createAnalystPool({ size: 1 });
  await analyst.analyze(ideaInput).catch(() => null); // the first job starts the worker
}, 60_000);
afterAll(() => analyst.close());

describe("the analyst pool", () => {
  it("gives the same report and reading as the analyst on the server's thread", async () => {
    const pooled = await analyst.engine.analyze(scriptInput());
    const inThread = await createBuiltinEngine().analyze(scriptInput());
    expect(pooled).toEqual(inThread);
    expect(pooled.scriptAnalysis?.reading?.scenes.length).toBeGreaterThan(100);
    expect(pooled.scriptAnalysis?.sections.length).toBeGreaterThan(3);
  }, 60_000);

  it("reports each real stage of a script's analysis as it begins, in order", async () => {
    const steps: AnalysisStep[] = [];
    await analyst.engine.analyze(
      { ...scriptInput(), projectTitle: "Big Fish, told in steps" },
      { onStep: (step) => steps.push(step) },
    );
    expect(steps).toEqual([
      { kind: "waiting" },
      { kind: "reading", material: "script" },
      { kind: "writing" },
    ]);
  }, 60_000);

  it("keeps the server's thread free while a full script is analysed", async () => {
    const busyWhile = async (work: () => Promise<unknown>) => {
      const start = performance.eventLoopUtilization();
      await work();
      return performance.eventLoopUtilization(start).utilization;
    };
    const inThread = await busyWhile(() => createBuiltinEngine().analyze(scriptInput()));
    // Titles never analysed before: each is read afresh, not answered from the kept results.
    const pooled = await busyWhile(() =>
      Promise.all(
        [1, 2, 3].map((take) =>
          analyst.engine.analyze({ ...scriptInput(), projectTitle: `Big Fish, take ${take}` }),
        ),
      ),
    );
    expect(inThread).toBeGreaterThan(0.8);
    expect(pooled).toBeLessThan(0.35);
  }, 60_000);

  it("answers the same input again from the result it keeps, a copy the caller may change", async () => {
    const input = { ...scriptInput(), projectTitle: "Big Fish, kept" };
    const first = await analyst.analyze(input);
    const started = performance.now();
    const again = await analyst.analyze(input);
    const keptMs = performance.now() - started;
    expect(again).toEqual(first);
    expect(again).not.toBe(first);
    // A worker reads the script in hundreds of milliseconds; the kept result is a copy away.
    const readMs = await (async () => {
      const fresh = performance.now();
      await analyst.analyze({ ...input, projectTitle: "Big Fish, not kept" });
      return performance.now() - fresh;
    })();
    expect(keptMs).toBeLessThan(readMs / 3);
    first.result.keyTakeaways.length = 0;
    expect((await analyst.analyze(input)).result.keyTakeaways.length).toBeGreaterThan(0);
  }, 60_000);

  it("compares the same two contents once, answering again with the version asked about", async () => {
    const { result } = await analyst.analyze(scriptInput());
    const version = (id: string, createdAt: string, pitchText = bigFish): ComparableVersion => ({
      id,
      createdAt,
      stage: "script",
      pitchText,
      overallScore: null,
      categories: [],
      reading: result.scriptAnalysis?.reading ?? null,
    });
    const comparing = createAnalystPool({ size: 1 });
    const first = await comparing.compareVersions(
      version("first-id", "2026-01-01T00:00:00.000Z"),
      version("", "2026-01-02T00:00:00.000Z"),
    );
    // Closed, the pool runs no more jobs: only what it kept can answer.
    await comparing.close();
    const again = await comparing.compareVersions(
      version("second-id", "2026-02-01T00:00:00.000Z"),
      version("", "2026-02-02T00:00:00.000Z"),
    );
    expect(first).toMatchObject({ kind: "script", fromId: "first-id", date: "2026-01-01T00:00:00.000Z" });
    expect(again).toEqual({ ...first, fromId: "second-id", date: "2026-02-01T00:00:00.000Z" });
    await expect(
      comparing.compareVersions(
        version("third-id", "2026-03-01T00:00:00.000Z", `${bigFish}\nFADE OUT.`),
        version("", "2026-03-02T00:00:00.000Z"),
      ),
    ).rejects.toThrow();
  }, 60_000);

  it("stops a job past its time with a sentence that says nothing was saved, and keeps serving", async () => {
    const hurried = createAnalystPool({ size: 1, timeoutMs: 1 });
    try {
      const error = await hurried.engine.analyze(scriptInput()).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).status).toBe(503);
      expect((error as AppError).message).toBe(ANALYSIS_TIMEOUT_MESSAGE);
    } finally {
      await hurried.close();
    }
    const again = await analyst.analyze(scriptInput());
    expect(again.result.scriptAnalysis?.reading?.pages).toBeGreaterThan(100);
    expect(again.judgement).toBeNull();
  }, 60_000);

  it("refuses an aborted request before any work starts", async () => {
    const abort = new AbortController();
    abort.abort();
    await expect(analyst.engine.analyze(scriptInput(), { signal: abort.signal })).rejects.toThrow();
  });
});
