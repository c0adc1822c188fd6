import type { AppConfig } from "../config";
import type { AnalysisEngine } from "./analysis-engine";
import type { AnalystPool } from "./builtin/analyst-pool";
import { createLanguageModel } from "./llm/create-language-model";
import { createLlmEngine, type LlmEngineOptions } from "./llm/create-llm-engine";

/** AI_PROVIDER picks the engine: the offline analyst (on its worker pool) by default, else an AI SDK provider. */
export function createAnalysisEngine(
  ai: AppConfig["ai"],
  analyst: AnalystPool,
  logger?: LlmEngineOptions["logger"],
): AnalysisEngine {
  if (ai.provider === "builtin") return analyst.engine;
  if (!ai.model) throw new Error(`AI_PROVIDER=${ai.provider} needs AI_MODEL`);
  return createLlmEngine({
    model: createLanguageModel({
      provider: ai.provider,
      model: ai.model,
      baseUrl: ai.baseUrl,
      apiKey: ai.apiKey,
    }),
    timeoutMs: ai.timeoutMs,
    maxInputTokens: ai.maxInputTokens,
    name: `${ai.provider}:${ai.model}`,
    // The script reader runs on the worker pool; its reading is the evidence the model is checked against.
    builtin: analyst.engine,
    logger,
  });
}
