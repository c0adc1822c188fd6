import type { FastifyInstance } from "fastify";
import { AnalyzeRequestSchema } from "../../domain/analyze-request";
import { MAX_ANALYZE_TEXT_BYTES } from "../../domain/constants";
import { unfilledTemplateResult } from "../../domain/template-placeholders";
import type { CompareVersions } from "../analysis/compare/compare-versions";
import type { AnalysisEngine } from "../analysis/engine/analysis-engine";
import { analyzeAndStore } from "../analysis/engine/analyze-and-store";
import type { Database } from "../db/connect";
import { AppError } from "../errors";
import { ensureHistoryRoom, type HistoryQuota } from "../history/history-quota";
import type { ClaimGeneration } from "../payments/generation-allowance";
import { parseRequestBody } from "./parse-request-body";
import { inStage } from "./server-timing";

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
}

export async function analyzeRoutes(app: FastifyInstance, options: AnalyzeRoutesOptions) {
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
    await inStage(request, "database", () =>
      ensureHistoryRoom(db, request.sessionId, historyQuota, inputBytes),
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
          signal: abort.signal,
          countWith: claim?.granted ? claim.countWith : undefined,
          beforeStore: async (resultBytes) => {
            await ensureHistoryRoom(db, request.sessionId, historyQuota, inputBytes + resultBytes);
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
      // Around the analysis: the comparison with the last version, the quota and the insert.
      request.stages?.add("store", performance.now() - started - (request.stages?.get("analysis") ?? 0));
    }
  });
}
