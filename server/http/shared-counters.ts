import type { FastifyInstance } from "fastify";
import type { AppConfig } from "../config";
import type { DatabaseHandle } from "../db/connect";
import {
  localUploadAdmission,
  sharedUploadAdmission,
  sweepUploadAdmissions,
  type UploadAdmission,
} from "../extraction/shared-admission";
import { sharedRateLimitStore, sweepRateLimitWindows } from "./shared-rate-limit-store";

const SWEEP_EVERY_MS = 60_000;
/** An admission row outlives its reading's deadline by this much before it lapses. */
const ADMISSION_LEASE_MARGIN_MS = 30_000;

export interface Counters {
  /** Undefined: @fastify/rate-limit's own in-memory store. */
  rateLimitStore: ReturnType<typeof sharedRateLimitStore> | undefined;
  uploadAdmission: UploadAdmission;
}

/**
 * Where rate limits and upload admission are counted (decision 019): on PostgreSQL, in the database,
 * so that N instances on one database allow what one does; on embedded PGlite (one process by
 * construction), in memory.
 */
export function countersFor(app: FastifyInstance, database: DatabaseHandle, config: AppConfig): Counters {
  if (database.kind !== "postgres") {
    return { rateLimitStore: undefined, uploadAdmission: localUploadAdmission(config.extractionAdmission) };
  }
  const sweep = setInterval(() => {
    if (!database.isReady()) return;
    void Promise.all([sweepRateLimitWindows(database.db), sweepUploadAdmissions(database.db)]).catch(
      () => {},
    );
  }, SWEEP_EVERY_MS);
  sweep.unref();
  app.addHook("onClose", async () => clearInterval(sweep));
  return {
    rateLimitStore: sharedRateLimitStore(database.db),
    uploadAdmission: sharedUploadAdmission(
      database.db,
      config.extractionAdmission,
      config.extraction.timeoutMs + ADMISSION_LEASE_MARGIN_MS,
    ),
  };
}
