import type { AppConfig } from "#server/config";
import type { LlmEngineOptions } from "../llm/create-llm-engine";
import type { AnalysisEngine } from "./analysis-engine";
import type { AnalystPool } from "./analyst-pool";

/**
 * AI_PROVIDER picks the engine: the offline analyst (on its worker pool) by default, else an AI SDK
 * provider. The LLM engine and the SDKs load on its first analysis, so a server on the built-in
 * analyst never holds them (or the analyst's own modules) on the request thread.
 */
export function createAnalysisEngine(
  ai: AppConfig["ai"],
  analyst: AnalystPool,
  logger?: LlmEngineOptions["logger"],
): AnalysisEngine {
  if (ai.provider === "builtin") return analyst.engine;
  const provider = ai.provider;
  const model = ai.model;
  if (!model) throw new Error(`AI_PROVIDER=${ai.provider} needs AI_MODEL`);
  const name = `${ai.provider}:${model}`;
  let engine: Promise<AnalysisEngine> | undefined;
  const load = async (): Promise<AnalysisEngine> => {
    const [{ createLanguageModel }, { createLlmEngine }] = await Promise.all([
      import("../llm/create-language-model"),
      import("../llm/create-llm-engine"),
    ]);
    return createLlmEngine({
      model: createLanguageModel({ provider, model, baseUrl: ai.baseUrl, apiKey: ai.apiKey }),
      timeoutMs: ai.timeoutMs,
      maxInputTokens: ai.maxInputTokens,
      name,
      // The script reader runs on the worker pool; its reading is the evidence the model is checked against.
      builtin: analyst.engine,
      logger,
    });
  };
  return {
    name,
    async analyze(input, options) {
      engine ??= load();
      return (await engine).analyze(input, options);
    },
  };
}
