import type { LanguageModel } from "ai";
import type { AnalysisResult } from "../../../domain/analysis";
import { DECK_CATEGORIES, IDEA_CATEGORIES } from "../../../domain/categories";
import type { AnalysisEngine, AnalysisInput } from "../analysis-engine";
import { categoryResult, scriptResult, withBuildout } from "./assemble-result";
import { CHARS_PER_TOKEN, estimateTokens } from "./estimate-tokens";
import { generateStructured } from "./generate-structured";
import {
  DeckAnalysisSchema,
  IdeaAnalysisSchema,
  LlmDeckBuildoutSchema,
  ScriptReportSchema,
} from "./llm-schemas";
import { BUILDOUT_SYSTEM_PROMPT } from "./prompts/buildout-prompt";
import { DECK_SYSTEM_PROMPT, IDEA_SYSTEM_PROMPT } from "./prompts/category-prompt";
import { SCRIPT_SYSTEM_PROMPT } from "./prompts/script-prompt";
import {
  contextBlocks,
  type PromptContext,
  type PromptSource,
  taskFor,
  userMessage,
} from "./prompts/user-message";
import { type ReadSettings, readMaterial } from "./read-material";

export interface LlmEngineOptions {
  model: LanguageModel;
  /** Per provider call. */
  timeoutMs: number;
  /** Tokens one call may spend on input; material beyond it is split and combined. */
  maxInputTokens: number;
  concurrency?: number;
  name?: string;
}

/** Room kept for the system prompt, the context blocks' framing and the task line. */
const PROMPT_OVERHEAD_TOKENS = 1_500;
const MIN_BUDGET_CHARS = 2_000;

function contextOf(input: AnalysisInput): PromptContext {
  return {
    stage: input.projectStage,
    title: input.projectTitle,
    genre: input.genre,
    answers: input.promptAnswers,
    screenplay: input.screenplay,
  };
}

async function analyzeSource(
  source: PromptSource,
  context: PromptContext,
  settings: ReadSettings,
): Promise<AnalysisResult> {
  if (context.stage === "script") {
    const report = await generateStructured(
      {
        schema: ScriptReportSchema,
        schemaName: "script_report",
        system: SCRIPT_SYSTEM_PROMPT,
        prompt: userMessage(context, source, taskFor(source, "Write the script report.")),
      },
      settings,
    );
    return scriptResult(report);
  }
  const isDeck = context.stage === "deck";
  const answer = await generateStructured(
    {
      schema: isDeck ? DeckAnalysisSchema : IdeaAnalysisSchema,
      schemaName: isDeck ? "deck_analysis" : "idea_analysis",
      system: isDeck ? DECK_SYSTEM_PROMPT : IDEA_SYSTEM_PROMPT,
      prompt: userMessage(context, source, taskFor(source, "Analyse the material.")),
    },
    settings,
  );
  return categoryResult(isDeck ? DECK_CATEGORIES : IDEA_CATEGORIES, answer);
}

/** The AI SDK analyst: same result shapes as the built-in one, through structured output. */
export function createLlmEngine(options: LlmEngineOptions): AnalysisEngine {
  return {
    name: options.name ?? "llm",
    async analyze(input, callOptions) {
      const context = contextOf(input);
      const overhead = estimateTokens(contextBlocks(context)) + PROMPT_OVERHEAD_TOKENS;
      const settings: ReadSettings = {
        model: options.model,
        timeoutMs: options.timeoutMs,
        signal: callOptions?.signal,
        budgetChars: Math.max(MIN_BUDGET_CHARS, (options.maxInputTokens - overhead) * CHARS_PER_TOKEN),
        concurrency: options.concurrency ?? 3,
      };
      const source = await readMaterial(input.pitchText, context, settings);
      const [result, deckBuildout] = await Promise.all([
        analyzeSource(source, context, settings),
        input.mode === "generate"
          ? generateStructured(
              {
                schema: LlmDeckBuildoutSchema,
                schemaName: "deck_buildout",
                system: BUILDOUT_SYSTEM_PROMPT,
                prompt: userMessage(context, source, taskFor(source, "Write the Complete Deck Outline.")),
              },
              settings,
            )
          : Promise.resolve(undefined),
      ]);
      return withBuildout(result, deckBuildout);
    },
  };
}
