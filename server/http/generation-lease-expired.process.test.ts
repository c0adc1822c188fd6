import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AnalysisResult } from "../../domain/analysis";
import { GENERATIONS_PER_PURCHASE } from "../../domain/pricing";
import type { AnalysisEngine, AnalysisInput } from "../analysis/engine/analysis-engine";
import { ScriptedEngine } from "../analysis/test/scripted-engine";
import { entitlements } from "../db/schema";
import { GENERATIONS_USED_UP_MESSAGE } from "../payments/generation-allowance";
import { generationBody, historyOf, postAnalyze, sessionIdOf } from "../test/analyze-requests";
import { createTestApp, newVisitor, type TestApp } from "../test/test-app";

/** Holds the first generation until the test lets it go; the others answer at once. */
class FirstHeldEngine implements AnalysisEngine {
  readonly name = "first-held";
  private readonly inner = new ScriptedEngine();
  private calls = 0;
  started!: () => void;
  whenStarted = new Promise<void>((resolve) => (this.started = resolve));
  release!: () => void;
  private readonly held = new Promise<void>((resolve) => (this.release = resolve));
  async analyze(input: AnalysisInput): Promise<AnalysisResult> {
    if (this.calls++ === 0) {
      this.started();
      await this.held;
    }
    return this.inner.analyze(input);
  }
}

const LEASE_MS = 1000;
const engine = new FirstHeldEngine();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: { GENERATION_LEASE_MS: String(LEASE_MS) },
    deps: { analysisEngine: engine },
  });
});
afterAll(() => t.close());

const STORY =
  "THE LAST LIGHTHOUSE. A keeper on a storm-battered island hides a drowned girl who came back to life from the town that wants her gone.";
const generation = generationBody(STORY, "lighthouse");

describe("a generation that outlives its lease", () => {
  it("is not stored or counted when its place was given to another generation meanwhile", async () => {
    const visitor = await newVisitor(t.app);
    const sessionId = sessionIdOf(visitor);
    // The purchase's last generation is left.
    await t.database.db.insert(entitlements).values({
      sessionId,
      projectId: "lighthouse",
      tier: "tier149",
      source: "test",
      generationsUsed: GENERATIONS_PER_PURCHASE - 1,
    });

    const slow = postAnalyze(t.app, visitor, generation);
    await engine.whenStarted;
    await new Promise((resolve) => setTimeout(resolve, LEASE_MS + 500)); // its lease runs out
    // The buyer tries again (the first looked dead): the last place is leased again, and stored.
    const retry = await postAnalyze(t.app, visitor, generation);
    expect(retry.statusCode, retry.body).toBe(200);

    engine.release();
    const late = await slow;
    expect({ status: late.statusCode, body: late.json() }).toEqual({
      status: 402,
      body: { error: GENERATIONS_USED_UP_MESSAGE },
    });
    const [row] = await t.database.db
      .select({ used: entitlements.generationsUsed, leased: entitlements.generationsLeased })
      .from(entitlements)
      .where(and(eq(entitlements.sessionId, sessionId), eq(entitlements.projectId, "lighthouse")));
    expect(row).toEqual({ used: GENERATIONS_PER_PURCHASE, leased: 0 });
    const stored = (await historyOf(t.app, visitor)).filter((record) => record.mode === "generate");
    expect(stored).toHaveLength(1);
  }, 60_000);
});
