import type { AnalysisResult } from "#domain/analysis";
import type { PitchJudgement } from "#domain/pitch-judgement";
import type { AnalysisEngine, AnalysisInput, AnalyzeOptions } from "./analysis-engine";

// Apart from the analyst itself (create-builtin-engine.ts): the request thread, which runs it on
// the worker pool, loads none of the analyst's modules and language libraries.

/** The built-in result with the pitch judgement it was written from (null for scripts). */
export interface BuiltinAnalysis {
  result: AnalysisResult;
  judgement: PitchJudgement | null;
}

/** The built-in analyst in full: the LLM engine takes its judgement as evidence, the routes its result. */
export interface BuiltinAnalyst {
  analyze(input: AnalysisInput, options?: AnalyzeOptions): Promise<BuiltinAnalysis>;
}

/** The analyst as an engine: its result only. */
export function engineOf(analyst: BuiltinAnalyst): AnalysisEngine {
  return {
    name: "builtin",
    async analyze(input, options) {
      return (await analyst.analyze(input, options)).result;
    },
  };
}
