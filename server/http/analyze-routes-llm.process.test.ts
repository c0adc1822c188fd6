import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { DECK_CATEGORIES } from "../../domain/categories";
import type { Behaviour, LlmTestServer } from "../analysis/llm/test/openai-compatible-test-server";
import { startLlmTestServer } from "../analysis/llm/test/openai-compatible-test-server";
import { UPSTREAM_MESSAGES } from "../analysis/llm/upstream-errors";
import { createTestApp, newVisitor, type TestApp } from "../test/test-app";

let server: LlmTestServer;
let t: TestApp;
beforeAll(async () => {
  server = await startLlmTestServer({ slowMs: 20_000 });
  t = await createTestApp({
    env: {
      AI_PROVIDER: "openai-compatible",
      AI_MODEL: "test-model",
      AI_BASE_URL: server.url,
      AI_TIMEOUT_MS: "5000",
    },
  });
});
afterAll(async () => {
  await t.close();
  await server.close();
});
beforeEach(() => server.reset());

const payload = {
  pitchText:
    "THE LAST LIGHTHOUSE. Slide 1: a keeper hides a drowned girl from a town that wants her gone. Slide 2: Team — to be announced.",
  genre: "Drama",
  analysisType: "both",
  mode: "analyze",
  projectStage: "deck",
  projectTitle: "The Last Lighthouse",
};

async function analyze(cookie: string) {
  return t.app.inject({ method: "POST", url: "/api/analyze", headers: { cookie }, payload });
}
async function historyCount(cookie: string): Promise<number> {
  return (await t.app.inject({ method: "GET", url: "/api/history", headers: { cookie } })).json().length;
}

describe("POST /api/analyze with AI_PROVIDER=openai-compatible", () => {
  it("stores the model's analysis as one version", async () => {
    const cookie = await newVisitor(t.app);
    const response = await analyze(cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json().categories.map((c: { category: string }) => c.category)).toEqual([
      ...DECK_CATEGORIES,
    ]);
    expect(await historyCount(cookie)).toBe(1);
  });

  it("stores the repaired answer when the first one breaks the schema", async () => {
    const cookie = await newVisitor(t.app);
    server.enqueue("schema-violating", "success");
    const response = await analyze(cookie);
    expect(response.statusCode).toBe(200);
    expect(server.requests).toHaveLength(2);
    expect(await historyCount(cookie)).toBe(1);
  });

  it("stores and returns no name the deck does not hold: the unverified note is dropped and the summary says so", async () => {
    const cookie = await newVisitor(t.app);
    server.setAnswerHook((example) => {
      const answer = example as { categories?: Record<string, { strengths: string[] }> };
      if (!answer.categories) return example;
      for (const category of Object.values(answer.categories))
        category.strengths = ["The keeper hides a drowned girl.", "Her rival Ophelia Marsh hunts them both."];
      return answer;
    });
    const response = await analyze(cookie);
    expect(response.statusCode).toBe(200);
    expect(server.requests).toHaveLength(2);
    const body = response.json();
    expect(JSON.stringify(body)).not.toContain("Ophelia");
    expect(body.categories[0].strengths).toEqual(["The keeper hides a drowned girl."]);
    expect(body.overallSummary).toContain(
      "Some of the AI analyst's notes could not be verified against your material, so our built-in reader's notes stand in for notes on",
    );
    const history = await t.app.inject({ method: "GET", url: "/api/history", headers: { cookie } });
    expect(history.json()).toHaveLength(1);
    const stored = history.json()[0];
    expect(stored.categories[0].strengths).toEqual(["The keeper hides a drowned girl."]);
    expect(stored.overallSummary).toBe(body.overallSummary);
    expect(JSON.stringify(stored)).not.toContain("Ophelia");
  });

  it.each<[Behaviour, string]>([
    ["slow", "The AI analyst did not answer within 5 seconds. Nothing was saved; please try again."],
    ["error500", UPSTREAM_MESSAGES.status(500)],
    ["malformed-body", UPSTREAM_MESSAGES.badResponse],
    ["malformed-json", UPSTREAM_MESSAGES.unreadable],
    ["schema-violating", UPSTREAM_MESSAGES.unreadable],
  ])("answers 502 and stores nothing when the provider is %s", async (behaviour, message) => {
    const cookie = await newVisitor(t.app);
    server.setDefault(behaviour);
    const response = await analyze(cookie);
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({ error: message });
    expect(await historyCount(cookie)).toBe(0);
  });
});
