import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { AnalysisResultSchema } from "#domain/analysis";
import { createLanguageModel } from "./create-language-model";
import { createLlmEngine } from "./create-llm-engine";
import { inputFor, readRealFixture, schemaNameOf } from "./test/llm-fixtures";
import { type LlmTestServer, startLlmTestServer } from "./test/openai-compatible-test-server";

let server: LlmTestServer;
beforeAll(async () => {
  server = await startLlmTestServer();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

type Message = { role: string; content: string };
const userOf = (index: number) => (server.requests[index]!.body.messages as Message[])[1]!.content;
const materialOf = (prompt: string) =>
  prompt.slice(prompt.indexOf("<material>\n") + 11, prompt.indexOf("\n</material>"));

describe("long material is split within the token budget and combined", () => {
  it("reads Big Fish in parts at scene boundaries, then writes the report from the parts' notes", async () => {
    const text = readRealFixture("big_fish__screenplain.fountain");
    const maxInputTokens = 10_000;
    const engine = createLlmEngine({
      model: createLanguageModel({
        provider: "openai-compatible",
        model: "small-context",
        baseUrl: server.url,
      }),
      timeoutMs: 10_000,
      maxInputTokens,
      concurrency: 2,
    });
    const result = await engine.analyze(
      inputFor({ pitchText: text, projectStage: "script", projectTitle: "Big Fish" }),
    );
    expect(AnalysisResultSchema.parse(result).isScriptAnalysis).toBe(true);

    const names = server.requests.map((r) => schemaNameOf(r.body));
    const parts = names.filter((name) => name === "chunk_notes").length;
    expect(parts).toBeGreaterThanOrEqual(Math.ceil(text.length / (maxInputTokens * 4)));
    expect(names.at(-1)).toBe("script_report");
    // The test server's stock answer quotes "Test quote 1.", which is not in Big Fish: one repair turn.
    expect(names.filter((name) => name === "script_report")).toHaveLength(2);

    // Two parts are read at once, so they may reach the server in either order: put them in part order.
    const partNumber = (prompt: string) => Number(/This is part (\d+) of/.exec(prompt)?.[1]);
    const partPrompts = server.requests
      .map((_, i) => userOf(i))
      .filter((_, i) => names[i] === "chunk_notes")
      .sort((a, b) => partNumber(a) - partNumber(b));
    const materials = partPrompts.map(materialOf);
    // Every part fits the budget (about four characters a token) and all parts cover the script in order.
    for (const [index, prompt] of partPrompts.entries()) {
      expect(prompt.length / 4).toBeLessThanOrEqual(maxInputTokens);
      // Each part is placed on the reader's backbone: its scenes, pages and act.
      expect(prompt).toMatch(
        new RegExp(
          `This is part ${index + 1} of ${parts} of the material \\(scenes? \\d+(-\\d+)?, pages \\d+-\\d+, from [^)]+ in the reading\\)\\.`,
        ),
      );
    }
    expect(materials.join("")).toBe(text);
    for (const material of materials.slice(1)) expect(material).toMatch(/^(INT|EXT)[./ ]/);

    // The final call reads the notes, in order, not the raw script.
    const final = userOf(server.requests.length - 1);
    expect(final).toContain("<material-notes>");
    expect(final).not.toContain("<material>");
    expect(final).toMatch(new RegExp(`Part 1 of ${parts} \\(scenes 1-\\d+, pages 1-\\d+, from [^)]+\\):`));
    expect(final).toContain(`Part ${parts} of ${parts} (`);
    // The synopsis is written on the reader's backbone: the scenes in order are in the final prompt.
    expect(final).toContain("<reading>\nFormat: feature.");
    expect(final.length / 4).toBeLessThanOrEqual(maxInputTokens);
  });

  it("condenses the notes in rounds when even the notes exceed the budget", async () => {
    const text = readRealFixture("big_fish__screenplain.fountain");
    server.setAnswerHook((answer, request) =>
      schemaNameOf(request.body) === "chunk_notes"
        ? { ...(answer as object), details: ["x".repeat(1_500)] }
        : answer,
    );
    const engine = createLlmEngine({
      model: createLanguageModel({
        provider: "openai-compatible",
        model: "tiny-context",
        baseUrl: server.url,
      }),
      timeoutMs: 10_000,
      maxInputTokens: 3_000,
    });
    const result = await engine.analyze(inputFor({ pitchText: text, projectStage: "idea" }));
    expect(result.categories).toHaveLength(9);
    const systems = server.requests.map((r) => (r.body.messages as Message[])[0]!.content);
    const reads = systems.filter((s) => s.includes("you read it in parts")).length;
    const condenses = systems.filter((s) => s.includes("condense the notes")).length;
    expect(reads).toBeGreaterThan(20);
    expect(condenses).toBeGreaterThan(1);
    const final = userOf(server.requests.length - 1);
    expect(final).toContain("<material-notes>");
    expect(final.length / 4).toBeLessThanOrEqual(3_000);
  });
});
