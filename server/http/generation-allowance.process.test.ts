import { readFileSync } from "node:fs";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { buildCombinedText, PROMPTS_SEPARATOR } from "../../domain/questionnaire";
import { ScriptedEngine } from "../analysis/test/scripted-engine";
import { AppError } from "../errors";
import {
  GENERATIONS_USED_UP_MESSAGE,
  NOT_PURCHASED_MESSAGE,
  OTHER_STORY_MESSAGE,
} from "../payments/generation-allowance";
import { postJson, VALID_CARD } from "../payments/test/payment-test-helpers";
import { generationBody } from "../test/analyze-requests";
import { realFixture } from "../test/real-fixtures";
import { createTestApp, newVisitor, type TestApp } from "../test/test-app";

const engine = new ScriptedEngine();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ deps: { analysisEngine: engine } });
});
afterAll(() => t.close());
beforeEach(() => {
  engine.failure = null;
});

const BIG_FISH = readFileSync(realFixture("big_fish__screenplain.fountain"), "utf8");
const MY_LIVING_MEMORY = readFileSync(realFixture("my_living_memory__afterwriting.fountain"), "utf8");

const generate = (cookie: string, projectId: string, pitchText: string, projectStage = "idea") =>
  postJson(t.app, "/api/analyze", cookie, generationBody(pitchText, projectId, projectStage));

async function buyDeckOutline(cookie: string, projectId: string) {
  const { paymentIntentId, clientSecret } = (
    await postJson(t.app, "/api/create-payment-intent", cookie, { tier: "tier149", projectId })
  ).json();
  await postJson(t.app, "/api/sandbox/confirm-payment", cookie, {
    paymentIntentId,
    clientSecret,
    ...VALID_CARD,
  });
  expect((await postJson(t.app, "/api/verify-payment", cookie, { paymentIntentId })).json()).toEqual({
    verified: true,
    tier: "tier149",
  });
}

const answer = (response: { statusCode: number; json(): unknown }) => ({
  status: response.statusCode,
  error: (response.json() as { error?: string }).error,
});

describe("one Complete Deck Outline purchase covers one project", () => {
  it("generates at most 10 times, then answers 402 with a sentence saying so", async () => {
    const visitor = await newVisitor(t.app);
    await buyDeckOutline(visitor, "project-ten");
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await generate(visitor, "project-ten", BIG_FISH)).statusCode);
    expect(statuses).toEqual(Array(10).fill(200));
    expect(answer(await generate(visitor, "project-ten", BIG_FISH))).toEqual({
      status: 402,
      error: GENERATIONS_USED_UP_MESSAGE,
    });
    expect(GENERATIONS_USED_UP_MESSAGE).toBe(
      "This purchase has already generated 10 deck outlines for this project, the most one purchase covers.",
    );
    const history = await t.app.inject({ method: "GET", url: "/api/history", headers: { cookie: visitor } });
    expect(history.json().filter((r: { mode: string }) => r.mode === "generate")).toHaveLength(10);
  });

  it("a generation that fails is not counted", async () => {
    const visitor = await newVisitor(t.app);
    await buyDeckOutline(visitor, "project-failing");
    engine.failure = new AppError("upstream", "The AI provider could not complete the analysis.");
    for (let i = 0; i < 12; i++)
      expect((await generate(visitor, "project-failing", BIG_FISH)).statusCode).toBe(502);
    engine.failure = null;
    expect((await generate(visitor, "project-failing", BIG_FISH)).statusCode).toBe(200);
  });

  it("regenerates the same story, enhanced with answers, but not an unrelated story under the same project id", async () => {
    const visitor = await newVisitor(t.app);
    await buyDeckOutline(visitor, "project-bound");
    expect((await generate(visitor, "project-bound", BIG_FISH)).statusCode).toBe(200);
    const enhanced = buildCombinedText(BIG_FISH, {
      logline: "A son races to separate his dying father's tall tales from the truth.",
      vibes: "Whimsical, bittersweet, Southern Gothic",
    });
    expect((await generate(visitor, "project-bound", enhanced)).statusCode).toBe(200);

    expect(answer(await generate(visitor, "project-bound", MY_LIVING_MEMORY))).toEqual({
      status: 402,
      error: OTHER_STORY_MESSAGE,
    });
    const idea =
      "Three retired circus acrobats plan one last heist inside a Las Vegas casino vault, but the youngest has secretly been working for the owner.";
    expect(answer(await generate(visitor, "project-bound", idea))).toEqual({
      status: 402,
      error: OTHER_STORY_MESSAGE,
    });
    // The refusals used nothing: the purchase still serves its own story.
    expect((await generate(visitor, "project-bound", BIG_FISH)).statusCode).toBe(200);
  });

  it("the separator attack: another script, then the separator, then half the bought one, is refused", async () => {
    const visitor = await newVisitor(t.app);
    await buyDeckOutline(visitor, "project-separator");
    expect((await generate(visitor, "project-separator", BIG_FISH)).statusCode).toBe(200);
    // The reader reads only what precedes the separator: that is the story the purchase is asked to cover.
    const smuggled = `${MY_LIVING_MEMORY}\n\n${PROMPTS_SEPARATOR}\n\n${BIG_FISH.slice(0, BIG_FISH.length / 2)}`;
    expect(answer(await generate(visitor, "project-separator", smuggled, "script"))).toEqual({
      status: 402,
      error: OTHER_STORY_MESSAGE,
    });
    // The bought story with answers appended after the separator is still the same story.
    const answered = buildCombinedText(BIG_FISH, {
      logline: "A son chases the truth behind his father's tales.",
    });
    expect((await generate(visitor, "project-separator", answered)).statusCode).toBe(200);
  });

  it("the story is bound by the first generation that succeeds, not by one that failed", async () => {
    const visitor = await newVisitor(t.app);
    await buyDeckOutline(visitor, "project-first");
    engine.failure = new AppError("upstream", "The AI provider could not complete the analysis.");
    expect((await generate(visitor, "project-first", MY_LIVING_MEMORY)).statusCode).toBe(502);
    engine.failure = null;
    expect((await generate(visitor, "project-first", BIG_FISH)).statusCode).toBe(200);
    expect(answer(await generate(visitor, "project-first", MY_LIVING_MEMORY)).status).toBe(402);
  });

  it("parallel generations of a fresh purchase never exceed the allowance", async () => {
    const visitor = await newVisitor(t.app);
    await buyDeckOutline(visitor, "project-parallel");
    const responses = await Promise.all(
      Array.from({ length: 14 }, () => generate(visitor, "project-parallel", BIG_FISH)),
    );
    const statuses = responses.map((r) => r.statusCode).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.filter((s) => s === 402)).toHaveLength(4);
  });

  it("a project never bought is still 402 'not purchased'", async () => {
    const visitor = await newVisitor(t.app);
    expect(answer(await generate(visitor, "project-never", BIG_FISH))).toEqual({
      status: 402,
      error: NOT_PURCHASED_MESSAGE,
    });
  });
});
