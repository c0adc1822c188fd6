import { availableParallelism } from "node:os";
import type { AnalysisResult } from "#domain/analysis";
import type { ScreenplayStats } from "#domain/upload";
import type { VersionDelta } from "#domain/version-delta";
import { AppError } from "#server/errors";
import { workerEntry } from "#server/workers/start-worker";
import { WorkerPool } from "#server/workers/worker-pool";
import type { CompareVersions } from "../compare/compare-versions";
import type { AnalysisEngine } from "./analysis-engine";
import { type AnalystJob, type AnalystOutput, UNREADABLE_PREFIX } from "./analyst-job";

export const ANALYSIS_TIMEOUT_MESSAGE =
  "The analysis took too long and was stopped, so nothing was saved. Please try again with a shorter text.";
export const ANALYSIS_FAILED_MESSAGE =
  "The analysis could not be completed, so nothing was saved. Please try again.";

const JOB_TIMEOUT_MS = 60_000;

/**
 * The built-in analyst and the screenplay reader, on worker threads: a full script takes the
 * analyst a few hundred milliseconds, which on the server's own thread would stall every other
 * request. Workers start on the first job; `close` ends them.
 */
export interface AnalystPool {
  engine: AnalysisEngine;
  readScreenplay(text: string): Promise<ScreenplayStats | null>;
  /** product.md "What changed": two versions of one project, older first. */
  compareVersions: CompareVersions;
  close(): Promise<void>;
}

export function createAnalystPool(
  options: { size?: number; timeoutMs?: number; idleMs?: number } = {},
): AnalystPool {
  const pool = new WorkerPool<AnalystJob, AnalystOutput>({
    size: options.size ?? Math.min(2, availableParallelism()),
    maxOldGenerationSizeMb: 512,
    idleMs: options.idleMs,
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
    close: () => pool.close(),
  };
}
