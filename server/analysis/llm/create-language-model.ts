import { createAnthropic } from "@ai-sdk/anthropic";
import { createOpenAI } from "@ai-sdk/openai";
import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import type { LanguageModel } from "ai";
import type { AppConfig } from "#server/config";

export type LlmProvider = Exclude<AppConfig["ai"]["provider"], "builtin">;

export interface LlmSettings {
  provider: LlmProvider;
  model: string;
  baseUrl?: string;
  apiKey?: string;
}

/** The provider's chat model, picked by AI_PROVIDER; the AI SDK stays inside analysis/llm. */
export function createLanguageModel(settings: LlmSettings): LanguageModel {
  const { model, baseUrl, apiKey } = settings;
  switch (settings.provider) {
    case "openai":
      // .chat: the default OpenAI model calls /responses, which compatible servers rarely speak.
      return createOpenAI({ apiKey, baseURL: baseUrl }).chat(model);
    case "anthropic":
      return createAnthropic({ apiKey, baseURL: baseUrl }).messages(model);
    case "openai-compatible":
      if (!baseUrl) throw new Error("AI_PROVIDER=openai-compatible needs AI_BASE_URL");
      return createOpenAICompatible({
        name: "openai-compatible",
        baseURL: baseUrl,
        apiKey,
        supportsStructuredOutputs: true,
      }).chatModel(model);
  }
}
