import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { AnalysisResultSchema } from "#domain/analysis";
import { IDEA_CATEGORIES } from "#domain/categories";
import { AppError } from "#server/errors";
import { createLanguageModel } from "./create-language-model";
import { createLlmEngine } from "./create-llm-engine";
import { inputFor, schemaNameOf } from "./test/llm-fixtures";
import { type LlmTestServer, startLlmTestServer } from "./test/openai-compatible-test-server";
import { UPSTREAM_MESSAGES } from "./upstream-errors";

const TIMEOUT_MS = 800;
let server: LlmTestServer;
beforeAll(async () => {
  server = await startLlmTestServer({ slowMs: 3_000 });
});
afterAll(() => server.close());
beforeEach(() => server.reset());

/** A generous timeout, so answers hold on a loaded machine; the timeout test gives its own short one. */
function engine(timeoutMs = 20_000) {
  return createLlmEngine({
    model: createLanguageModel({ provider: "openai-compatible", model: "test-model", baseUrl: server.url }),
    timeoutMs,
    maxInputTokens: 24_000,
  });
}

async function failureOf(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe("LLM engine faults, through the real OpenAI-compatible SDK", () => {
  it("succeeds with a valid structured answer in one call", async () => {
    const result = await engine().analyze(inputFor());
    expect(AnalysisResultSchema.parse(result)).toEqual(result);
    expect(result.categories.map((c) => c.category)).toEqual([...IDEA_CATEGORIES]);
    expect(server.requests).toHaveLength(1);
    const [request] = server.requests;
    expect(request!.path).toBe("/v1/chat/completions");
    expect(schemaNameOf(request!.body)).toBe("idea_analysis");
    expect(request!.body.response_format).toMatchObject({ type: "json_schema" });
  });

  it("gives up after AI_TIMEOUT_MS on a slow provider: 502, no retry", async () => {
    server.setDefault("slow");
    const started = performance.now();
    const error = await failureOf(engine(TIMEOUT_MS).analyze(inputFor()));
    const elapsed = performance.now() - started;
    expect(error.status).toBe(502);
    expect(error.message).toBe(
      "The AI analyst did not answer within 1 second. Nothing was saved; please try again.",
    );
    expect(elapsed).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
    expect(elapsed).toBeLessThan(2_500);
    expect(server.requests).toHaveLength(1);
  });

  it("answers 502 with a clear sentence when the provider fails with HTTP 500", async () => {
    server.setDefault("error500");
    const error = await failureOf(engine().analyze(inputFor()));
    expect(error.status).toBe(502);
    expect(error.message).toBe(
      "The AI provider could not complete the analysis (it answered with HTTP 500). Nothing was saved; please try again in a moment.",
    );
    expect(server.requests).toHaveLength(1);
  });

  it("answers 502 when the provider's response body is not JSON", async () => {
    server.setDefault("malformed-body");
    const error = await failureOf(engine().analyze(inputFor()));
    expect(error.status).toBe(502);
    expect(error.message).toBe(UPSTREAM_MESSAGES.badResponse);
  });

  it("answers 502 when the provider cannot be reached", async () => {
    const unreachable = createLlmEngine({
      model: createLanguageModel({
        provider: "openai-compatible",
        model: "m",
        baseUrl: "http://127.0.0.1:9/v1",
      }),
      timeoutMs: TIMEOUT_MS,
      maxInputTokens: 24_000,
    });
    const error = await failureOf(unreachable.analyze(inputFor()));
    expect(error.status).toBe(502);
    expect(error.message).toBe(UPSTREAM_MESSAGES.unreachable);
  });

  it("repairs malformed JSON once: the retry shows the model its answer and the problem", async () => {
    server.enqueue("malformed-json", "success");
    const result = await engine().analyze(inputFor());
    expect(result.categories).toHaveLength(IDEA_CATEGORIES.length);
    expect(server.requests).toHaveLength(2);
    const messages = server.requests[1]!.body.messages as { role: string; content: string }[];
    expect(messages.map((m) => m.role)).toEqual(["system", "user", "assistant", "user"]);
    expect(messages[2]!.content).toContain("Here is your analysis");
    expect(messages[3]!.content).toContain("Your previous answer could not be used");
    expect(messages[3]!.content).toContain("not valid JSON");
  });

  it("repairs schema-violating JSON once, sending the validation errors back", async () => {
    server.enqueue("schema-violating", "success");
    const result = await engine().analyze(inputFor({ projectStage: "deck", analysisType: "both" }));
    expect(AnalysisResultSchema.parse(result).categories).toHaveLength(11);
    expect(server.requests).toHaveLength(2);
    const repair = (server.requests[1]!.body.messages as { content: string }[]).at(-1)!.content;
    expect(repair).toMatch(/- overallSummary: /);
    expect(repair).toMatch(/- categories: /);
  });

  it("answers 502 when the answer is still invalid after the one repair", async () => {
    for (const behaviour of ["schema-violating", "malformed-json"] as const) {
      server.reset();
      server.setDefault(behaviour);
      const error = await failureOf(engine().analyze(inputFor()));
      expect(error.status).toBe(502);
      expect(error.message).toBe(UPSTREAM_MESSAGES.unreadable);
      expect(server.requests).toHaveLength(2);
    }
  });

  it("refuses well-formed answers that leave a category out or a summary empty", async () => {
    server.setAnswerHook((answer, request) => {
      if (server.requests.indexOf(request) > 0) return answer;
      const value = structuredClone(answer) as {
        overallSummary: string;
        categories: Record<string, unknown>;
      };
      delete value.categories["The Hook"];
      value.overallSummary = "   ";
      return value;
    });
    const result = await engine().analyze(inputFor());
    expect(result.categories.map((c) => c.category)).toContain("The Hook");
    const repair = (server.requests[1]!.body.messages as { content: string }[]).at(-1)!.content;
    expect(repair).toContain("categories.The Hook");
    expect(repair).toContain("overallSummary must not be empty");
  });
});
