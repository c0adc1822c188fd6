import { promisify } from "node:util";
import { gzip as gzipCallback } from "node:zlib";
import { HISTORY_PAGE_SIZE } from "../../domain/constants";
import type { Database } from "../db/connect";
import { ResultCache } from "../workers/result-cache";
import { encodeHistoryCursor, type HistoryCursor } from "./history-cursor";
import { historyRecordJsonById, listHistoryIds } from "./list-history";
import { createRecordJsonCache, type RecordJsonCache } from "./record-json-cache";

const gzip = promisify(gzipCallback);

/** One page of a session's history list, encoded. */
export interface HistoryListBody {
  json: Buffer;
  /** The same bytes gzip-compressed (JSON shrinks about tenfold), made on first use and kept. */
  gzipped(): Promise<Buffer>;
  /** Where the next page starts, or null when this is the last page. */
  next: HistoryCursor | null;
}

export interface HistoryPageRequest {
  after: HistoryCursor | null;
  limit: number;
}

const FIRST_PAGE: HistoryPageRequest = { after: null, limit: HISTORY_PAGE_SIZE };

export interface HistoryListCache {
  list(sessionId: string, page?: HistoryPageRequest): Promise<HistoryListBody>;
}

const OPEN = Buffer.from("[");
const COMMA = Buffer.from(",");
const CLOSE = Buffer.from("]");

/** Compressed pages kept for gzip-accepting visitors (a tenth of their JSON). */
const GZIPPED_BYTES = 16 * 1024 * 1024;

/**
 * History pages, each its records' JSON joined in order. Records are never updated, only inserted
 * or deleted, so the list of a session's record ids (one index read, also seeing writes by other
 * servers on the same PostgreSQL) says which records a page holds; each record's JSON comes from
 * `records` (shared by every page and session, see record-json-cache.ts), and only the ones it
 * lacks are read, encoded by the database. Concurrent reads of one page share that read.
 */
export function createHistoryListCache(
  db: Database,
  options: { records?: RecordJsonCache } = {},
): HistoryListCache {
  const records = options.records ?? createRecordJsonCache();
  /** Pages being assembled, by session and page: the ids they list and the JSON to come. */
  const assembling = new Map<string, { version: string; json: Promise<Buffer> }>();
  const compressed = new ResultCache<Buffer>(
    GZIPPED_BYTES,
    (body) => body.byteLength,
    (body) => body,
  );

  async function assemble(sessionId: string, ids: string[]): Promise<Buffer> {
    const found = new Map<string, Buffer>();
    const missing: string[] = [];
    for (const id of ids) {
      const json = records.get(id);
      if (json) found.set(id, json);
      else missing.push(id);
    }
    for (const record of await historyRecordJsonById(db, sessionId, missing)) {
      const json = Buffer.from(record.json);
      records.keep(record.id, json);
      found.set(record.id, json);
    }
    const parts: Buffer[] = [OPEN];
    for (const id of ids) {
      const json = found.get(id);
      if (!json) continue; // deleted between the two reads
      if (parts.length > 1) parts.push(COMMA);
      parts.push(json);
    }
    parts.push(CLOSE);
    return Buffer.concat(parts);
  }

  return {
    async list(sessionId, page = FIRST_PAGE) {
      const { ids, next } = await listHistoryIds(db, sessionId, page);
      const version = `${ids.join(",")};${next ? encodeHistoryCursor(next) : ""}`;
      const key = `${sessionId}\u0000${page.after ? encodeHistoryCursor(page.after) : ""}\u0000${page.limit}`;
      let pending = assembling.get(key);
      if (pending?.version !== version) {
        const job = { version, json: assemble(sessionId, ids) };
        assembling.set(key, job);
        const done = () => {
          if (assembling.get(key) === job) assembling.delete(key);
        };
        job.json.then(done, done);
        pending = job;
      }
      const json = await pending.json;
      return { json, next, gzipped: () => compressed.run(`${key}\u0000${version}`, () => gzip(json)) };
    },
  };
}
