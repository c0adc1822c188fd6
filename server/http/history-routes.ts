import type { FastifyInstance } from "fastify";
import { HISTORY_PAGE_MAX, HISTORY_PAGE_SIZE } from "../../domain/constants";
import { COMPARE_NEEDS_TWO_MESSAGE } from "../../domain/version-delta";
import type { CompareVersions } from "../analysis/compare/compare-versions";
import type { Database } from "../db/connect";
import { AppError } from "../errors";
import { compareHistoryVersions } from "../history/compare-history-versions";
import { deleteHistoryRecord } from "../history/delete-history-record";
import { decodeHistoryCursor, encodeHistoryCursor, type HistoryCursor } from "../history/history-cursor";
import { createHistoryListCache, type HistoryPageRequest } from "../history/history-list-cache";
import type { RecordJsonCache } from "../history/record-json-cache";

export interface HistoryRoutesOptions {
  db: Database;
  /** Two versions compared on the analyst pool (product.md "What changed"). */
  compareVersions: CompareVersions;
  /** The versions this server stored lately, encoded as the list sends them. */
  recordJson?: RecordJsonCache;
}

export const VERSION_NOT_FOUND_MESSAGE = "That project version was not found. It may already be deleted.";

export const HISTORY_LIMIT_MESSAGE = `limit must be a whole number from 1 to ${HISTORY_PAGE_MAX}.`;
export const HISTORY_CURSOR_MESSAGE =
  "That page of your projects could not be found (the cursor is not one this server gave). Please reload My Projects.";

const GZIP_MIN_BYTES = 1024;

function one(value: unknown): unknown {
  return Array.isArray(value) ? Symbol("repeated") : value;
}

/** ?limit= and ?cursor= (from the previous page's Link header); a bad one is a 400 sentence. */
function pageOf(query: { limit?: unknown; cursor?: unknown }): HistoryPageRequest {
  const limit = one(query.limit);
  const cursor = one(query.cursor);
  let size = HISTORY_PAGE_SIZE;
  if (limit !== undefined) {
    size = typeof limit === "string" && /^\d{1,3}$/.test(limit) ? Number(limit) : 0;
    if (size < 1 || size > HISTORY_PAGE_MAX) throw new AppError("bad_request", HISTORY_LIMIT_MESSAGE);
  }
  let after: HistoryCursor | null = null;
  if (cursor !== undefined) {
    after = typeof cursor === "string" ? decodeHistoryCursor(cursor) : null;
    if (!after) throw new AppError("bad_request", HISTORY_CURSOR_MESSAGE);
  }
  return { after, limit: size };
}

function acceptsGzip(header: string | undefined): boolean {
  return !!header && /\bgzip\b(?!;q=0(?:\.0*)?\b)/i.test(header);
}

/** History belongs to the session: one visitor can never list or delete another's records. */
export async function historyRoutes(
  app: FastifyInstance,
  { db, compareVersions, recordJson }: HistoryRoutesOptions,
) {
  const lists = createHistoryListCache(db, { records: recordJson });
  /** product.md §7: a list of history records, newest first, a page at a time (RFC 8288 `Link: rel="next"`). */
  app.get<{ Querystring: { limit?: unknown; cursor?: unknown } }>("/api/history", async (request, reply) => {
    const page = pageOf(request.query);
    const body = await lists.list(request.sessionId, page);
    reply.type("application/json; charset=utf-8").header("vary", "accept-encoding");
    if (body.next) {
      const limit = page.limit === HISTORY_PAGE_SIZE ? "" : `limit=${page.limit}&`;
      reply.header("link", `</api/history?${limit}cursor=${encodeHistoryCursor(body.next)}>; rel="next"`);
    }
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
