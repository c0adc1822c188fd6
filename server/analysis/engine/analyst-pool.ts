import { availableParallelism } from "node:os";
import { AnalysisStepSchema } from "#domain/analysis-steps";
import type { VersionDelta } from "#domain/version-delta";
import { AdmissionRefusal, AppError } from "#server/errors";
import { contentKey, ResultCache } from "#server/workers/result-cache";
import { workerEntry } from "#server/workers/start-worker";
import { WorkerPool } from "#server/workers/worker-pool";
import type { ComparableVersion, CompareVersions } from "../compare/compare-versions";
import type { AnalysisEngine, AnalysisInput, AnalyzeOptions } from "./analysis-engine";
import { type AnalystJob, type AnalystOutput, UNREADABLE_PREFIX } from "./analyst-job";
import type { BuiltinAnalysis, BuiltinAnalyst } from "./builtin-analyst";
import { checkOnce, deepFreeze } from "./checked-result";
import warmUpPitch from "./warm-up-pitch.json" with { type: "json" };

export const ANALYSIS_TIMEOUT_MESSAGE =
  "The analysis took too long and was stopped, so nothing was saved. Please try again with a shorter text.";
export const ANALYSIS_FAILED_MESSAGE =
  "The analysis could not be completed, so nothing was saved. Please try again.";
export const ANALYST_BUSY_MESSAGE =
  "Our analyst is busy with other visitors' work right now, so yours was not started. Please try again in a moment.";

const JOB_TIMEOUT_MS = 60_000;
/** Results kept for the same input again (a retry, a reload, two tabs): about their JSON's size. */
const RESULT_CACHE_BYTES = 16 * 1024 * 1024;
/** Comparisons kept for the same two versions' contents again (a script analysed again as it was). */
const COMPARISON_CACHE_BYTES = 4 * 1024 * 1024;
/** Longer texts (a script, a long deck) run in the heavy lane: they never hold the last worker. */
const HEAVY_TEXT_CHARS = 20_000;
/**
 * A worker's milliseconds per character of text, by stage and lane, until the pool has timed its
 * own, so a burst on a fresh server is bounded too; the estimate then follows the jobs as they run.
 * Measured on a quiet 2-core machine: Big Fish (146,000 characters) 0.2-0.4 s to analyse as a
 * script, 2.1 s read as an idea, 40 ms to compare with an earlier version; an idea of a few hundred
 * characters 10-30 ms.
 */
const PRIOR_MS_PER_CHAR: Record<string, number> = {
  "script:long": 0.002,
  "script:short": 0.003,
  "idea:long": 0.015,
  "deck:long": 0.017,
  "idea:short": 0.05,
  "deck:short": 0.05,
  compare: 0.0003,
};

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
  options: {
    size?: number;
    timeoutMs?: number;
    idleMs?: number;
    warm?: number;
    /**
     * ANALYSIS_MAX_WAIT_MS: a new analysis expected to wait longer for a worker is turned away (503).
     * Unbounded by default (the eval, benches and tests building a pool of their own).
     */
    maxWaitMs?: number;
  } = {},
): AnalystPool {
  const pool = new WorkerPool<AnalystJob, AnalystOutput>({
    size: options.size ?? Math.min(2, availableParallelism()),
    maxOldGenerationSizeMb: 512,
    // Ideas and comparisons (tens of milliseconds) always find a worker that no script holds.
    heavyLimit: Math.max(1, (options.size ?? Math.min(2, availableParallelism())) - 1),
    msPerUnit: PRIOR_MS_PER_CHAR,
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
  const maxWaitMs = options.maxWaitMs ?? Number.POSITIVE_INFINITY;
  // The built-in analyst is deterministic: the same input gives the same result. Kept results are
  // shared by every request that asks again, checked and frozen once (checked-result.ts).
  const results = new ResultCache<BuiltinAnalysis>(
    RESULT_CACHE_BYTES,
    (value) => JSON.stringify(value).length,
    (value) => value,
  );
  const comparisons = new ResultCache<VersionDelta>(
    COMPARISON_CACHE_BYTES,
    (value) => JSON.stringify(value).length,
    (value) => value,
  );
  const kept = async (input: AnalysisInput, runOptions?: AnalyzeOptions): Promise<BuiltinAnalysis> => {
    runOptions?.signal?.throwIfAborted();
    const isHeavy = input.pitchText.length > HEAVY_TEXT_CHARS;
    const onStep = runOptions?.onStep;
    return results.run(contentKey(JSON.stringify(input)), async () => {
      // Kept results and work already under way are answered whatever the queue; new work waits
      // at most about maxWaitMs for a worker, else it is turned away at once (nothing started).
      const waitMs = pool.expectedWaitMs(isHeavy);
      if (waitMs > maxWaitMs) {
        throw new AdmissionRefusal("not_ready", ANALYST_BUSY_MESSAGE, Math.max(1, Math.ceil(waitMs / 1000)));
      }
      onStep?.({ kind: "waiting" });
      const running = pool.run({ kind: "analyze", input }, timeoutMs, {
        isHeavy,
        work: { kind: `${input.projectStage}:${isHeavy ? "long" : "short"}`, units: input.pitchText.length },
        // The worker reports each stage as it begins; a parsed step is all that is passed on.
        onProgress: (progress) => {
          const step = AnalysisStepSchema.safeParse(progress);
          if (step.success) onStep?.(step.data);
        },
      });
      const output = (await running) as BuiltinAnalysis;
      return { ...output, result: checkOnce(output.result) ?? output.result };
    });
  };
  // A script's reading is the bulk of a version (~100 KB of JSON): a kept one (frozen, so its content
  // cannot change) is encoded and hashed once, however many comparisons it takes part in.
  const readingKeys = new WeakMap<object, string>();
  const versionKey = ({ id: _id, createdAt: _createdAt, reading, ...rest }: ComparableVersion): string => {
    let readingKey = reading && readingKeys.get(reading);
    if (!readingKey) {
      readingKey = contentKey(JSON.stringify(reading));
      if (reading && Object.isFrozen(reading)) readingKeys.set(reading, readingKey);
    }
    return contentKey(JSON.stringify(rest), readingKey);
  };
  return {
    // The LLM engine's evidence: a copy of its own, which it may change.
    analyze: async (input, runOptions) => structuredClone(await kept(input, runOptions)),
    // The routes read the result as it is kept (analyze-and-store.ts changes nothing in it).
    engine: { name: "builtin", analyze: async (input, runOptions) => (await kept(input, runOptions)).result },
    async compareVersions(from, to) {
      // A delta names the earlier version (its id and date) at its top only; the rest follows from
      // the two versions' contents, so the same contents under other ids are compared once.
      const key = contentKey(versionKey(from), versionKey(to));
      const delta = await comparisons.run(key, async () =>
        // Shared by every request comparing the same contents: frozen, so none changes it.
        deepFreeze(
          (await pool.run({ kind: "compare", from, to }, timeoutMs, {
            // The analysis is done: its comparison goes ahead of analyses not yet started.
            isUrgent: true,
            work: { kind: "compare", units: to.pitchText.length },
          })) as VersionDelta,
        ),
      );
      return { ...delta, fromId: from.id, date: from.createdAt };
    },
    warmUp() {
      pool.warmUp();
      // A worker's first analysis pays for loading what the analyst reads lazily (the gazetteer,
      // the outline writer: ~1 s of CPU); the warm worker pays it now, not the first visitor.
      // WORKER_WARM=0 keeps no warm worker: none is started for this either.
      if ((options.warm ?? 0) > 0)
        pool.run({ kind: "analyze", input: WARM_UP_INPUT }, timeoutMs).catch(() => {});
    },
    close: () => pool.close(),
  };
}
