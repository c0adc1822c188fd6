import { availableParallelism } from "node:os";
import type { AnalysisResult } from "#domain/analysis";
import type { ScreenplayStats } from "#domain/upload";
import type { VersionDelta } from "#domain/version-delta";
import { AppError } from "#server/errors";
import { workerEntry } from "#server/workers/start-worker";
import { WorkerPool } from "#server/workers/worker-pool";
import type { CompareVersions } from "../compare/compare-versions";
import type { AnalysisEngine, AnalysisInput } from "./analysis-engine";
import { type AnalystJob, type AnalystOutput, UNREADABLE_PREFIX } from "./analyst-job";
import warmUpPitch from "./warm-up-pitch.json" with { type: "json" };

export const ANALYSIS_TIMEOUT_MESSAGE =
  "The analysis took too long and was stopped, so nothing was saved. Please try again with a shorter text.";
export const ANALYSIS_FAILED_MESSAGE =
  "The analysis could not be completed, so nothing was saved. Please try again.";

const JOB_TIMEOUT_MS = 60_000;

const WARM_UP_INPUT: AnalysisInput = {
  pitchText: warmUpPitch.pitchText,
  genre: warmUpPitch.genre,
  projectTitle: warmUpPitch.projectTitle,
  projectStage: "deck",
  mode: "generate",
  analysisType: "both",
  promptAnswers: {},
  screenplay: null,
};

/**
 * The built-in analyst and the screenplay reader, on worker threads: a full script takes the
 * analyst a few hundred milliseconds, which on the server's own thread would stall every other
 * request. Workers start on the first job or warmUp(); `close` ends them.
 */
export interface AnalystPool {
  engine: AnalysisEngine;
  readScreenplay(text: string): Promise<ScreenplayStats | null>;
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
  return {
    engine: {
      name: "builtin",
      async analyze(input, runOptions) {
        runOptions?.signal?.throwIfAborted();
        return (await pool.run({ kind: "analyze", input }, timeoutMs)) as AnalysisResult;
      },
    },
    async readScreenplay(text) {
      return (await pool.run({ kind: "read-screenplay", text }, timeoutMs)) as ScreenplayStats | null;
    },
    async compareVersions(from, to) {
      return (await pool.run({ kind: "compare", from, to }, timeoutMs)) as VersionDelta;
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
