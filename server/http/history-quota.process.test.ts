import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AnalysisResult } from "../../domain/analysis";
import type { AnalysisEngine, AnalysisInput } from "../analysis/engine/analysis-engine";
import { ScriptedEngine } from "../analysis/test/scripted-engine";
import { createHistoryRecord } from "../history/create-history-record";
import { historyUsage, storageFullMessage } from "../history/history-quota";
import { historyOf, postAnalyze, sessionIdOf, VALID_ANALYZE } from "../test/analyze-requests";
import { SAMPLE_ANALYZE_REQUEST, SAMPLE_RESULT } from "../test/history-fixtures";
import { createTestApp, newVisitor, type TestApp } from "../test/test-app";

/** The scripted result, given only when the test opens the gate (a request under way meanwhile). */
class GatedEngine implements AnalysisEngine {
  readonly name = "gated";
  private readonly inner = new ScriptedEngine();
  started!: Promise<void>;
  private markStarted!: () => void;
  private gate!: Promise<void>;
  open!: () => void;
  constructor() {
    this.reset();
  }
  reset() {
    this.started = new Promise((resolve) => (this.markStarted = resolve));
    this.gate = new Promise((resolve) => (this.open = resolve));
  }
  async analyze(input: AnalysisInput): Promise<AnalysisResult> {
    this.markStarted();
    await this.gate;
    return this.inner.analyze(input);
  }
}

const MAX_VERSIONS = 3;
const MAX_MB = 1;
const quota = { maxVersions: MAX_VERSIONS, maxBytes: MAX_MB * 1024 * 1024 };
let t: TestApp;
const engine = new GatedEngine();
beforeAll(async () => {
  t = await createTestApp({
    env: { HISTORY_MAX_VERSIONS: String(MAX_VERSIONS), HISTORY_MAX_MB: String(MAX_MB) },
    deps: { analysisEngine: engine },
  });
});
afterAll(() => t.close());

async function analyzeNow(cookie: string, payload: unknown = VALID_ANALYZE) {
  engine.open();
  const response = await postAnalyze(t.app, cookie, payload);
  engine.reset();
  return response;
}

/** Words that compress poorly (so stored bytes are close to the text's), about `bytes` long. */
function longText(bytes: number): string {
  let seed = 7;
  const words: string[] = [];
  let length = 0;
  while (length < bytes) {
    seed = (seed * 48271) % 2147483647;
    const word = `story${seed.toString(36)}`;
    words.push(word);
    length += word.length + 1;
  }
  return words.join(" ");
}

describe("per-visitor history quota", () => {
  it("refuses the version past the count with a 403 naming the caps, stores nothing, and frees room on delete", async () => {
    const visitor = await newVisitor(t.app);
    for (let i = 0; i < MAX_VERSIONS; i++) expect((await analyzeNow(visitor)).statusCode).toBe(200);

    const full = await analyzeNow(visitor);
    expect(full.statusCode).toBe(403);
    const usage = await historyUsage(t.database.db, sessionIdOf(visitor));
    expect(full.json()).toEqual({ error: storageFullMessage(quota, usage) });
    expect(full.json().error).toContain("each visitor can keep 3 versions and 1 MB");
    expect(full.json().error).toContain("Delete projects you no longer need in My Projects");
    expect(await historyOf(t.app, visitor)).toHaveLength(MAX_VERSIONS);

    // Another visitor is not affected.
    expect((await analyzeNow(await newVisitor(t.app))).statusCode).toBe(200);

    const [newest] = await historyOf(t.app, visitor);
    const deleted = await t.app.inject({
      method: "DELETE",
      url: `/api/history/${newest!.id}`,
      headers: { cookie: visitor },
    });
    expect(deleted.statusCode).toBe(200);
    expect((await analyzeNow(visitor)).statusCode).toBe(200);
  });

  it("refuses a text that would take the visitor past the bytes, before any analysis runs", async () => {
    const visitor = await newVisitor(t.app);
    const text = longText(700 * 1024);
    expect((await analyzeNow(visitor, { ...VALID_ANALYZE, pitchText: text })).statusCode).toBe(200);
    const usage = await historyUsage(t.database.db, sessionIdOf(visitor));
    expect(usage.bytes).toBeGreaterThan(300 * 1024); // as stored: compressed

    let ran = false;
    engine.started.then(() => (ran = true));
    const full = await analyzeNow(visitor, { ...VALID_ANALYZE, pitchText: text });
    expect(full.statusCode).toBe(403);
    expect(full.json()).toEqual({ error: storageFullMessage(quota, usage) });
    await Promise.resolve();
    expect(ran).toBe(false);
    expect(await historyOf(t.app, visitor)).toHaveLength(1);
    // A short one still fits.
    expect((await analyzeNow(visitor)).statusCode).toBe(200);
  });

  it("checks again when storing: the room taken while the analysis ran is not overrun", async () => {
    const visitor = await newVisitor(t.app);
    const sessionId = sessionIdOf(visitor);
    for (let i = 0; i < MAX_VERSIONS - 1; i++)
      await createHistoryRecord(t.database.db, sessionId, SAMPLE_ANALYZE_REQUEST, SAMPLE_RESULT);
    const pending = postAnalyze(t.app, visitor, VALID_ANALYZE);
    await engine.started;
    // Meanwhile the last place is taken (another tab of the same visitor).
    await createHistoryRecord(t.database.db, sessionId, SAMPLE_ANALYZE_REQUEST, SAMPLE_RESULT);
    engine.open();
    const response = await pending;
    engine.reset();
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toMatch(/^Your saved projects are full/);
    expect(await historyOf(t.app, visitor)).toHaveLength(MAX_VERSIONS);
  });
});
