import { availableParallelism } from "node:os";
import { AnalysisStepSchema } from "#domain/analysis-steps";
import type { VersionDelta } from "#domain/version-delta";
import { AppError } from "#server/errors";
import { contentKey, ResultCache } from "#server/workers/result-cache";
import { workerEntry } from "#server/workers/start-worker";
import { WorkerPool } from "#server/workers/worker-pool";
import type { CompareVersions } from "../compare/compare-versions";
import type { AnalysisEngine, AnalysisInput } from "./analysis-engine";
import { type AnalystJob, type AnalystOutput, UNREADABLE_PREFIX } from "./analyst-job";
import { type BuiltinAnalysis, type BuiltinAnalyst, engineOf } from "./builtin-analyst";
import warmUpPitch from "./warm-up-pitch.json" with { type: "json" };

export const ANALYSIS_TIMEOUT_MESSAGE =
  "The analysis took too long and was stopped, so nothing was saved. Please try again with a shorter text.";
export const ANALYSIS_FAILED_MESSAGE =
  "The analysis could not be completed, so nothing was saved. Please try again.";

const JOB_TIMEOUT_MS = 60_000;
/** Results kept for the same input again (a retry, a reload, two tabs): about their JSON's size. */
const RESULT_CACHE_BYTES = 16 * 1024 * 1024;
/** Comparisons kept for the same two versions' contents again (a script analysed again as it was). */
const COMPARISON_CACHE_BYTES = 4 * 1024 * 1024;
/** Longer texts (a script, a long deck) run in the heavy lane: they never hold the last worker. */
const HEAVY_TEXT_CHARS = 20_000;

const WARM_UP_INPUT: AnalysisInput = {
  pitchText: warmUpPitch.pitchText,
  genre: warmUpPitch.genre,
  projectTitle: warmUpPitch.projectTitle,
  projectStage: "deck",
  mode: "generate",
  analysisType: "both",
  promptAnswers: {},
};

/**
 * The built-in analyst on worker threads: a full script takes it a few hundred milliseconds, which
 * on the server's own thread would stall every other request. `analyze` gives the result with its
 * judgement (the LLM engine's evidence), `engine` the result alone. Workers start on the first job or warmUp();
 * `close` ends them.
 */
export interface AnalystPool extends BuiltinAnalyst {
  engine: AnalysisEngine;
  /** product.md "What changed": two versions of one project, older first. */
  compareVersions: CompareVersions;
  /** Starts the warm workers now (WORKER_WARM), so the first analysis finds one loaded. */
  warmUp(): void;
  close(): Promise<void>;
}

export function createAnalystPool(
  options: { size?: number; timeoutMs?: number; idleMs?: number; warm?: number } = {},
): AnalystPool {
  const pool = new WorkerPool<AnalystJob, AnalystOutput>({
    size: options.size ?? Math.min(2, availableParallelism()),
    maxOldGenerationSizeMb: 512,
    // Ideas and comparisons (tens of milliseconds) always find a worker that no script holds.
    heavyLimit: Math.max(1, (options.size ?? Math.min(2, availableParallelism())) - 1),
    idleMs: options.idleMs,
    warm: options.warm,
    entry: workerEntry(import.meta.url, "analyst-worker"),
    toError: (reason, cause) =>
      reason.startsWith(UNREADABLE_PREFIX)
        ? new AppError("unreadable", reason.slice(UNREADABLE_PREFIX.length))
        : new AppError(
            "not_ready",
            reason === "timeout" ? ANALYSIS_TIMEOUT_MESSAGE : ANALYSIS_FAILED_MESSAGE,
            {
              cause,
            },
          ),
  });
  const timeoutMs = options.timeoutMs ?? JOB_TIMEOUT_MS;
  // The built-in analyst is deterministic: the same input gives the same result.
  const results = new ResultCache<BuiltinAnalysis>(
    RESULT_CACHE_BYTES,
    (value) => JSON.stringify(value).length,
  );
  const comparisons = new ResultCache<VersionDelta>(
    COMPARISON_CACHE_BYTES,
    (value) => JSON.stringify(value).length,
  );
  const analyst: BuiltinAnalyst = {
    async analyze(input, runOptions) {
      runOptions?.signal?.throwIfAborted();
      const isHeavy = input.pitchText.length > HEAVY_TEXT_CHARS;
      const onStep = runOptions?.onStep;
      return results.run(contentKey(JSON.stringify(input)), async () => {
        onStep?.({ kind: "waiting" });
        const running = pool.run({ kind: "analyze", input }, timeoutMs, {
          isHeavy,
          // The worker reports each stage as it begins; a parsed step is all that is passed on.
          onProgress: (progress) => {
            const step = AnalysisStepSchema.safeParse(progress);
            if (step.success) onStep?.(step.data);
          },
        });
        return (await running) as BuiltinAnalysis;
      });
    },
  };
  return {
    ...analyst,
    engine: engineOf(analyst),
    async compareVersions(from, to) {
      // A delta names the earlier version (its id and date) at its top only; the rest follows from
      // the two versions' contents, so the same contents under other ids are compared once.
      const key = contentKey(
        JSON.stringify({ ...from, id: "", createdAt: "" }),
        JSON.stringify({ ...to, id: "", createdAt: "" }),
      );
      const delta = await comparisons.run(
        key,
        async () => (await pool.run({ kind: "compare", from, to }, timeoutMs)) as VersionDelta,
      );
      return { ...delta, fromId: from.id, date: from.createdAt };
    },
    warmUp() {
      pool.warmUp();
      // A worker's first analysis pays for loading what the analyst reads lazily (the gazetteer,
      // the outline writer: ~1 s of CPU); the warm worker pays it now, not the first visitor.
      pool.run({ kind: "analyze", input: WARM_UP_INPUT }, timeoutMs).catch(() => {});
    },
    close: () => pool.close(),
  };
}
