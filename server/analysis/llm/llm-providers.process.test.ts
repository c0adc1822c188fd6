import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { AnalysisResultSchema } from "#domain/analysis";
import { DECK_CATEGORIES, IDEA_CATEGORIES } from "#domain/categories";
import { loadConfig } from "#server/config";
import { createAnalystPool } from "../engine/analyst-pool";
import { createAnalysisEngine } from "../engine/create-analysis-engine";
import { createLanguageModel } from "./create-language-model";
import { createLlmEngine } from "./create-llm-engine";
import type { SchemaNode } from "./test/example-from-schema";
import { inputFor, schemaNameOf } from "./test/llm-fixtures";
import { type LlmTestServer, startLlmTestServer } from "./test/openai-compatible-test-server";

let server: LlmTestServer;
beforeAll(async () => {
  server = await startLlmTestServer();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

/** Strict structured-output modes need every property required and no extra properties. */
function strictProblems(node: SchemaNode, path = "$"): string[] {
  const problems: string[] = [];
  if (node.type === "object" && node.properties) {
    const keys = Object.keys(node.properties);
    const required = (node.required as string[] | undefined) ?? [];
    for (const key of keys) if (!required.includes(key)) problems.push(`${path}.${key} is optional`);
    if (node.additionalProperties !== false) problems.push(`${path} allows extra properties`);
    for (const [key, child] of Object.entries(node.properties))
      problems.push(...strictProblems(child, `${path}.${key}`));
  }
  if (node.items) problems.push(...strictProblems(node.items, `${path}[]`));
  return problems;
}

function engineFor(provider: "openai" | "anthropic" | "openai-compatible", model: string) {
  return createLlmEngine({
    model: createLanguageModel({ provider, model, baseUrl: server.url, apiKey: "test-key" }),
    timeoutMs: 5_000,
    maxInputTokens: 24_000,
  });
}

describe("AI SDK providers against the local test server", () => {
  it("openai: chat completions (not /responses) with a strict JSON schema and the API key", async () => {
    const result = await engineFor("openai", "gpt-test").analyze(
      inputFor({ mode: "generate", analysisType: "both" }),
    );
    expect(AnalysisResultSchema.parse(result).deckBuildout).toBeTruthy();
    expect(server.requests.map((r) => r.path)).toEqual(["/v1/chat/completions", "/v1/chat/completions"]);
    for (const request of server.requests) {
      expect(request.headers.authorization).toBe("Bearer test-key");
      expect(request.body.model).toBe("gpt-test");
      const format = request.body.response_format as { json_schema: { strict: boolean; schema: SchemaNode } };
      expect(format.json_schema.strict).toBe(true);
      expect(strictProblems(format.json_schema.schema)).toEqual([]);
    }
  });

  it("openai-compatible: every schema the engine sends is strict-clean too", async () => {
    await engineFor("openai-compatible", "llama").analyze(
      inputFor({ projectStage: "script", mode: "generate" }),
    );
    // The stock answer's flag quotes are not in the material, so the report gets its one repair turn.
    expect(server.requests.map((r) => schemaNameOf(r.body)).sort()).toEqual([
      "deck_buildout",
      "script_report",
      "script_report",
    ]);
    for (const request of server.requests) {
      expect(request.body.model).toBe("llama");
      expect(strictProblems(request.schema!)).toEqual([]);
    }
  });

  it("anthropic: the Messages API, answering through its structured-output path", async () => {
    for (const [model, path] of [
      ["claude-sonnet-4-5", "output_config"],
      ["claude-3-haiku-20240307", "tools"],
    ] as const) {
      server.reset();
      const result = await engineFor("anthropic", model).analyze(
        inputFor({ projectStage: "deck", analysisType: "both" }),
      );
      expect(result.categories.map((c) => c.category)).toEqual([...DECK_CATEGORIES]);
      const [request] = server.requests;
      expect(request!.path).toBe("/v1/messages");
      expect(request!.headers["x-api-key"]).toBe("test-key");
      expect(request!.body.model).toBe(model);
      expect(request!.schema).not.toBeNull();
      expect(Object.keys(request!.body)).toContain(path);
      expect(request!.prompt).toContain("<material>");
    }
  });
});

describe("createAnalysisEngine picks the engine from AI_PROVIDER", () => {
  const configFor = (env: Record<string, string>) => loadConfig({ LOG_LEVEL: "silent", ...env }).ai;
  const analyst = createAnalystPool(); // starts no worker: these tests never run a built-in job

  it("uses the built-in analyst by default", () => {
    expect(createAnalysisEngine(configFor({}), analyst).name).toBe("builtin");
  });

  it.each([
    [{ AI_PROVIDER: "openai", AI_MODEL: "gpt-4o-mini", AI_API_KEY: "k" }, "openai:gpt-4o-mini"],
    [
      { AI_PROVIDER: "anthropic", AI_MODEL: "claude-sonnet-4-5", AI_API_KEY: "k" },
      "anthropic:claude-sonnet-4-5",
    ],
    [
      { AI_PROVIDER: "openai-compatible", AI_MODEL: "llama3.1", AI_BASE_URL: "http://127.0.0.1:11434/v1" },
      "openai-compatible:llama3.1",
    ],
  ])("selects %o", (env, name) => {
    expect(createAnalysisEngine(configFor(env), analyst).name).toBe(name);
  });

  it("builds each provider's chat model", () => {
    const anthropic = createLanguageModel({ provider: "anthropic", model: "claude-sonnet-4-5", apiKey: "k" });
    expect(anthropic).toMatchObject({ provider: "anthropic.messages", modelId: "claude-sonnet-4-5" });
    const openai = createLanguageModel({ provider: "openai", model: "gpt-4o-mini", apiKey: "k" });
    expect(openai).toMatchObject({ provider: "openai.chat", modelId: "gpt-4o-mini" });
    const local = createLanguageModel({
      provider: "openai-compatible",
      model: "llama3.1",
      baseUrl: server.url,
    });
    expect(local).toMatchObject({
      provider: "openai-compatible.chat",
      modelId: "llama3.1",
      supportsStructuredOutputs: true,
    });
  });

  it("sends the configured engine's calls to AI_BASE_URL", async () => {
    const engine = createAnalysisEngine(
      configFor({
        AI_PROVIDER: "openai-compatible",
        AI_MODEL: "local",
        AI_BASE_URL: server.url,
        AI_TIMEOUT_MS: "5000",
      }),
      analyst,
    );
    const result = await engine.analyze(inputFor());
    expect(result.categories.map((c) => c.category)).toEqual([...IDEA_CATEGORIES]);
    expect(server.requests[0]!.body.model).toBe("local");
  });
});
