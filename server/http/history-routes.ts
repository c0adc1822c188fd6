import type { FastifyInstance } from "fastify";
import { COMPARE_NEEDS_TWO_MESSAGE } from "../../domain/version-delta";
import type { CompareVersions } from "../analysis/compare/compare-versions";
import type { Database } from "../db/connect";
import { AppError } from "../errors";
import { compareHistoryVersions } from "../history/compare-history-versions";
import { deleteHistoryRecord } from "../history/delete-history-record";
import { createHistoryListCache } from "../history/history-list-cache";

export interface HistoryRoutesOptions {
  db: Database;
  /** Two versions compared on the analyst pool (product.md "What changed"). */
  compareVersions: CompareVersions;
}

export const VERSION_NOT_FOUND_MESSAGE = "That project version was not found. It may already be deleted.";

const GZIP_MIN_BYTES = 1024;

function acceptsGzip(header: string | undefined): boolean {
  return !!header && /\bgzip\b(?!;q=0(?:\.0*)?\b)/i.test(header);
}

/** History belongs to the session: one visitor can never list or delete another's records. */
export async function historyRoutes(app: FastifyInstance, { db, compareVersions }: HistoryRoutesOptions) {
  const lists = createHistoryListCache(db);
  app.get("/api/history", async (request, reply) => {
    const body = await lists.list(request.sessionId);
    reply.type("application/json; charset=utf-8").header("vary", "accept-encoding");
    if (body.json.byteLength < GZIP_MIN_BYTES || !acceptsGzip(request.headers["accept-encoding"]))
      return reply.send(body.json);
    return reply.header("content-encoding", "gzip").send(await body.gzipped());
  });

  app.get<{ Querystring: { from?: unknown; to?: unknown } }>("/api/history/compare", async (request) => {
    const { from, to } = request.query;
    if (typeof from !== "string" || typeof to !== "string" || !from || !to)
      throw new AppError("bad_request", COMPARE_NEEDS_TWO_MESSAGE);
    return compareHistoryVersions(
      db,
      compareVersions,
      request.sessionId,
      { from, to },
      VERSION_NOT_FOUND_MESSAGE,
    );
  });

  app.delete<{ Params: { id: string } }>("/api/history/:id", async (request, reply) => {
    const deleted = await deleteHistoryRecord(db, request.sessionId, request.params.id);
    if (!deleted) throw new AppError("not_found", VERSION_NOT_FOUND_MESSAGE);
    return reply.status(200).send({ deleted: true, id: request.params.id });
  });
}
