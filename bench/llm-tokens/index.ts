/**
 * What the AI analyst costs on a 120-page screenplay (Big Fish, about 123 pages): the input tokens of
 * every call it makes, through the real SDK against the local test server, at the default
 * AI_MAX_INPUT_TOKENS and with room for the whole script. Tokens are estimated at four characters
 * each from what is actually sent (system, messages and the output schema); a provider's own
 * tokenizer differs by some percent. Output tokens depend on the model and are logged per analysis.
 */
import { readFileSync } from "node:fs";
import { createLanguageModel } from "../../server/analysis/llm/create-language-model";
import { createLlmEngine } from "../../server/analysis/llm/create-llm-engine";
import { estimateTokens } from "../../server/analysis/llm/estimate-tokens";
import { inputFor } from "../../server/analysis/llm/test/llm-fixtures";
import { startLlmTestServer } from "../../server/analysis/llm/test/openai-compatible-test-server";
import { realFixture } from "../../server/test/real-fixtures";
import type { BenchRow } from "../harness";

const DEFAULT_MAX_INPUT_TOKENS = 24_000;

export async function run(): Promise<BenchRow[]> {
  const text = readFileSync(realFixture("big_fish__screenplain.fountain"), "utf8");
  const server = await startLlmTestServer();
  const rows: BenchRow[] = [];
  try {
    for (const maxInputTokens of [DEFAULT_MAX_INPUT_TOKENS, 200_000]) {
      server.reset();
      // A well-behaved model: its answer passes verification, so no repair turn is counted.
      server.setAnswerHook((answer) => {
        const value = answer as { reading?: Record<string, unknown> };
        if (value.reading) value.reading = { ...value.reading, flags: [], logline: null };
        return value;
      });
      const engine = createLlmEngine({
        model: createLanguageModel({ provider: "openai-compatible", model: "bench", baseUrl: server.url }),
        timeoutMs: 60_000,
        maxInputTokens,
      });
      await engine.analyze(inputFor({ pitchText: text, projectStage: "script", projectTitle: "Big Fish" }));
      const perCall = server.requests.map((request) =>
        estimateTokens(JSON.stringify(request.body.messages) + JSON.stringify(request.body.response_format)),
      );
      const total = perCall.reduce((sum, tokens) => sum + tokens, 0);
      const label = maxInputTokens === DEFAULT_MAX_INPUT_TOKENS ? "default budget 24k" : "budget 200k";
      rows.push(
        {
          bench: "llm-tokens",
          metric: `Big Fish (123 pages) input tokens, ${label}`,
          value: total,
          unit: "tokens",
          note: `${perCall.length} calls`,
        },
        {
          bench: "llm-tokens",
          metric: `Big Fish largest call, ${label}`,
          value: Math.max(...perCall),
          unit: "tokens",
        },
      );
    }
  } finally {
    await server.close();
  }
  return rows;
}
