import type { FastifyInstance } from "fastify";
import {
  ANALYSIS_PROGRESS_HEADER,
  type AnalysisProgressAnswer,
  type AnalysisStep,
} from "../../domain/analysis-steps";
import { AnalyzeRequestSchema } from "../../domain/analyze-request";
import { MAX_ANALYZE_TEXT_BYTES } from "../../domain/constants";
import { unfilledTemplateResult } from "../../domain/template-placeholders";
import { UPLOAD_PROGRESS_ID as PROGRESS_ID } from "../../domain/upload-steps";
import type { CompareVersions } from "../analysis/compare/compare-versions";
import type { AnalysisEngine } from "../analysis/engine/analysis-engine";
import { analyzeAndStore, comparesWithPrevious } from "../analysis/engine/analyze-and-store";
import type { Database } from "../db/connect";
import { AppError } from "../errors";
import type { HistoryQuota } from "../history/history-quota";
import { admitVersion } from "../history/previous-version";
import type { RecordJsonCache } from "../history/record-json-cache";
import type { ClaimGeneration } from "../payments/generation-allowance";
import { parseRequestBody } from "./parse-request-body";
import { inStage } from "./server-timing";
import { parseProgressId, StepBoard } from "./step-board";

export const TEXT_TOO_LARGE_MESSAGE =
  "That text is too long to analyze: the limit is 2 MB of text. Please shorten it or analyze it in parts.";
/** JSON escaping can nearly double a text (newlines, quotes): room so our own 413 sentence answers. */
export const ANALYZE_BODY_LIMIT_BYTES = MAX_ANALYZE_TEXT_BYTES * 2 + 64 * 1024;

export interface AnalyzeRoutesOptions {
  db: Database;
  engine: AnalysisEngine;
  /** Claims one generation of the project's outline (payments counts them against the purchase). */
  claimGeneration: ClaimGeneration;
  /** product.md "What changed" (the analyst pool's); without it results carry no delta. */
  compareVersions?: CompareVersions;
  /** What one visitor may keep: a request that would store past it is refused before any work. */
  historyQuota: HistoryQuota;
  /** Where each stored version is kept encoded for the history list. */
  recordJson?: RecordJsonCache;
}

/**
 * POST /api/analyze; with the header `x-progress-id: <id>`, GET /api/analyze/progress/<id> answers the analysis's
 * latest step meanwhile ("Reading the script", "Saving").
 */
export async function analyzeRoutes(app: FastifyInstance, options: AnalyzeRoutesOptions) {
  const board = new StepBoard<AnalysisStep>();
  app.get<{ Params: { id: string } }>(
    "/api/analyze/progress/:id",
    async (request): Promise<AnalysisProgressAnswer> => {
      if (!PROGRESS_ID.test(request.params.id)) {
        throw new AppError("bad_request", "A progress id is 8 to 64 letters, digits or hyphens.");
      }
      return { step: board.get(request.sessionId, request.params.id) };
    },
  );

  app.post("/api/analyze", { bodyLimit: ANALYZE_BODY_LIMIT_BYTES }, async (request, reply) => {
    const body = request.body as { pitchText?: unknown } | null | undefined;
    if (
      typeof body?.pitchText === "string" &&
      Buffer.byteLength(body.pitchText, "utf8") > MAX_ANALYZE_TEXT_BYTES
    )
      throw new AppError("too_large", TEXT_TOO_LARGE_MESSAGE);
    const analyzeRequest = parseRequestBody(AnalyzeRequestSchema, body, { subject: "the analysis request" });
    // A template with placeholders left is answered with what to fill: not scored, not stored, not
    // counted against a purchase.
    const unfilled = unfilledTemplateResult(analyzeRequest.pitchText);
    if (unfilled) return unfilled;
    const { db, historyQuota } = options;
    const inputBytes = Buffer.byteLength(analyzeRequest.pitchText, "utf8");
    // One read: is there room for the text, and the project's previous version, to compare with.
    const project = {
      projectTitle: analyzeRequest.projectTitle ?? null,
      pitchText: analyzeRequest.pitchText,
    };
    const { previous } = await inStage(request, "database", () =>
      admitVersion(
        db,
        request.sessionId,
        { quota: historyQuota, addingBytes: inputBytes },
        options.compareVersions && comparesWithPrevious(analyzeRequest) ? project : null,
        options.recordJson,
      ),
    );
    const claimNow = () =>
      options.claimGeneration(request.sessionId, analyzeRequest.projectId!, analyzeRequest.pitchText);
    let claim = analyzeRequest.mode === "generate" ? await inStage(request, "database", claimNow) : null;
    const { engine } = options;
    if (claim && !claim.granted) throw new AppError("not_paid", claim.message);

    // A visitor who leaves mid-analysis stops the provider calls (nothing is stored then).
    const abort = new AbortController();
    reply.raw.once("close", () => {
      if (!reply.raw.writableFinished) abort.abort();
    });
    const started = performance.now();
    const progressId = parseProgressId({ progress: request.headers[ANALYSIS_PROGRESS_HEADER] });
    try {
      return await analyzeAndStore(
        {
          db,
          engine: {
            name: engine.name,
            analyze: (input, engineOptions) =>
              inStage(request, "analysis", () => engine.analyze(input, engineOptions)),
          },
          compareVersions: options.compareVersions,
          previous,
          signal: abort.signal,
          onStep: progressId ? (step) => board.set(request.sessionId, progressId, step) : undefined,
          countWith: claim?.granted ? claim.countWith : undefined,
          onStored: options.recordJson?.remember,
          historyRoom: { quota: historyQuota, inputBytes },
          beforeStore: async () => {
            if (!claim?.granted || !claim.expired?.()) return undefined;
            // Outlived its lease: its place may be another generation's now. It is stored and
            // counted only if the purchase still has room for it (claimed again), else refused.
            const again = await claimNow();
            claim = again;
            if (!again.granted) throw new AppError("not_paid", again.message);
            return again.countWith;
          },
        },
        request.sessionId,
        analyzeRequest,
      );
    } catch (error) {
      // Nothing was stored: the generation gives its place back (unless its lease ran out already).
      if (claim?.granted && !claim.expired?.()) await claim.release();
      throw error;
    } finally {
      if (progressId) board.end(request.sessionId, progressId);
      // Around the analysis: the comparison with the last version, the quota and the insert.
      request.stages?.add("store", performance.now() - started - (request.stages?.get("analysis") ?? 0));
    }
  });
}
