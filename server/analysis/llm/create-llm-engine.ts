import type { LanguageModel } from "ai";
import { pitchFaults } from "#analysis/judge/pitch-faults";
import type { AnalysisResult } from "#domain/analysis";
import { DECK_CATEGORIES, IDEA_CATEGORIES } from "#domain/categories";
import type { AnalysisEngine, AnalysisInput } from "../engine/analysis-engine";
import type { BuiltinAnalyst } from "../engine/builtin-analyst";
import { createBuiltinAnalyst } from "../engine/create-builtin-engine";
import { withBuildout } from "./assemble-result";
import { CHARS_PER_TOKEN, estimateTokens } from "./estimate-tokens";
import { generateStructured, type TokenMeter } from "./generate-structured";
import { groundBuildout } from "./grounding/ground-buildout";
import { groundCategories } from "./grounding/ground-categories";
import { groundScriptReport } from "./grounding/ground-script";
import { type Evidence, readEvidence } from "./grounding/read-evidence";
import { describeFailures, verifyCategoryAnalysis, verifyScriptReport } from "./grounding/verify-answer";
import {
  DeckAnalysisSchema,
  IdeaAnalysisSchema,
  type LlmCategoryAnalysis,
  LlmDeckBuildoutSchema,
  type LlmScriptReport,
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
  /** Reads the evidence and stands in for unverified notes; the in-process built-in analyst by default. */
  builtin?: BuiltinAnalyst;
  /** Tokens in and out per analysis are logged here (counts only, never text). */
  logger?: { info(fields: object, message: string): void };
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
  };
}

function repairList<T>(verify: (value: T) => Map<string, string[]>) {
  return (value: T) => {
    const failures = verify(value);
    return failures.size > 0 ? describeFailures(failures) : null;
  };
}

/** Every answer is verified against the evidence: one repair turn, then failing notes are replaced. */
async function analyzeSource(
  source: PromptSource,
  context: PromptContext,
  settings: ReadSettings,
  evidence: Evidence,
): Promise<AnalysisResult> {
  const { facts, builtin } = evidence;
  if (context.stage === "script") {
    // Without a reading there is nothing to check a script report against: the built-in report stands.
    if (!builtin.scriptAnalysis?.reading) return builtin;
    const verify = (report: LlmScriptReport) => verifyScriptReport(report, facts);
    const report = await generateStructured(
      {
        schema: ScriptReportSchema,
        schemaName: "script_report",
        system: SCRIPT_SYSTEM_PROMPT,
        prompt: userMessage(context, source, taskFor(source, "Write the script report.")),
        verify: repairList(verify),
      },
      settings,
    );
    return groundScriptReport(report, verify(report), builtin);
  }
  const isDeck = context.stage === "deck";
  const verify = (answer: LlmCategoryAnalysis) => verifyCategoryAnalysis(answer, facts);
  const answer = await generateStructured(
    {
      schema: isDeck ? DeckAnalysisSchema : IdeaAnalysisSchema,
      schemaName: isDeck ? "deck_analysis" : "idea_analysis",
      system: isDeck ? DECK_SYSTEM_PROMPT : IDEA_SYSTEM_PROMPT,
      prompt: userMessage(context, source, taskFor(source, "Analyse the material.")),
      verify: repairList(verify),
    },
    settings,
  );
  const names = isDeck ? DECK_CATEGORIES : IDEA_CATEGORIES;
  const faults = evidence.judgement ? pitchFaults(evidence.judgement) : [];
  return groundCategories(names, answer, verify(answer), builtin, evidence.judgement?.ceiling ?? 10, faults);
}

/** The AI SDK analyst: same result shapes as the built-in one, through structured output. */
export function createLlmEngine(options: LlmEngineOptions): AnalysisEngine {
  const analyst = options.builtin ?? createBuiltinAnalyst();
  const name = options.name ?? "llm";
  return {
    name,
    async analyze(input, callOptions) {
      const evidence = await readEvidence(input, analyst, callOptions?.signal);
      const context = { ...contextOf(input), evidence: evidence.text };
      const meter: TokenMeter = { inputTokens: 0, outputTokens: 0, calls: 0 };
      try {
        return await analyzeWith(input, context, evidence, {
          ...options,
          meter,
          signal: callOptions?.signal,
        });
      } finally {
        options.logger?.info(
          {
            engine: name,
            stage: input.projectStage,
            calls: meter.calls,
            inputTokens: meter.inputTokens,
            outputTokens: meter.outputTokens,
          },
          "llm analysis tokens",
        );
      }
    },
  };
}

async function analyzeWith(
  input: AnalysisInput,
  context: PromptContext,
  evidence: Evidence,
  options: LlmEngineOptions & { meter: TokenMeter; signal?: AbortSignal },
): Promise<AnalysisResult> {
  const overhead = estimateTokens(contextBlocks(context)) + PROMPT_OVERHEAD_TOKENS;
  const settings: ReadSettings = {
    model: options.model,
    timeoutMs: options.timeoutMs,
    signal: options.signal,
    meter: options.meter,
    budgetChars: Math.max(MIN_BUDGET_CHARS, (options.maxInputTokens - overhead) * CHARS_PER_TOKEN),
    concurrency: options.concurrency ?? 3,
    reading: evidence.builtin.scriptAnalysis?.reading ?? null,
  };
  const source = await readMaterial(input.pitchText, context, settings);
  const [result, deckBuildout] = await Promise.all([
    analyzeSource(source, context, settings, evidence),
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
  const outline =
    deckBuildout && groundBuildout(deckBuildout, evidence.builtin.deckBuildout ?? undefined, evidence.facts);
  return withBuildout(result, outline);
}
