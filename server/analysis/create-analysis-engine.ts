import type { AppConfig } from "../config";
import type { AnalysisEngine } from "./analysis-engine";
import { createBuiltinEngine } from "./builtin/create-builtin-engine";
import { createLanguageModel } from "./llm/create-language-model";
import { createLlmEngine } from "./llm/create-llm-engine";

/** AI_PROVIDER picks the engine: the offline analyst by default, else an AI SDK provider. */
export function createAnalysisEngine(ai: AppConfig["ai"]): AnalysisEngine {
  if (ai.provider === "builtin") return createBuiltinEngine();
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
  });
}
