import { promisify } from "node:util";
import { gzip as gzipCallback } from "node:zlib";
import { HISTORY_PAGE_SIZE } from "../../domain/constants";
import type { Database } from "../db/connect";
import { encodeHistoryCursor, type HistoryCursor } from "./history-cursor";
import { historyRecordJsonById, listHistoryIds } from "./list-history";
import type { RecentRecords } from "./recent-records";

const gzip = promisify(gzipCallback);

/** One session's history list, encoded once and sent many times. */
export interface HistoryListBody {
  json: Buffer;
  /** The same bytes gzip-compressed (JSON shrinks about tenfold), made on first use. */
  gzipped(): Promise<Buffer>;
  /** Where the next page starts, or null when this is the last page. */
  next: HistoryCursor | null;
}

export interface HistoryPageRequest {
  after: HistoryCursor | null;
  limit: number;
}

const FIRST_PAGE: HistoryPageRequest = { after: null, limit: HISTORY_PAGE_SIZE };

interface Entry {
  /** The record ids the body lists, newest first, and the next page's start, joined. */
  version: string;
  body: Promise<HistoryListBody>;
  /** Each record's JSON, by id: records never change, so a new list reuses them. */
  records: Map<string, Buffer>;
  bytes: number;
}

export interface HistoryListCache {
  list(sessionId: string, page?: HistoryPageRequest): Promise<HistoryListBody>;
}

const OPEN = Buffer.from("[");
const COMMA = Buffer.from(",");
const CLOSE = Buffer.from("]");

function bodyOf(json: Buffer, next: HistoryCursor | null): HistoryListBody {
  let compressed: Promise<Buffer> | undefined;
  return { json, next, gzipped: () => (compressed ??= gzip(json)) };
}

/**
 * Serialised history pages (each cached under its session, start and size). Records are never updated, only inserted or deleted, so the list of
 * a session's record ids (one index read, also seeing writes by other servers on the same
 * PostgreSQL) says whether a cached list is current. When it is not, only the records the cache
 * has not seen are read, encoded by the database (or, stored by this server lately, taken as encoded
 * then); the list is the cached JSON of each, joined in order.
 * Concurrent misses share one rebuild. Least recently used lists go first past `maxBytes`.
 */
export function createHistoryListCache(
  db: Database,
  /** `recent`: the versions this server just stored, encoded already (read from the database otherwise). */
  options: { maxBytes?: number; recent?: RecentRecords } = {},
): HistoryListCache {
  const maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
  const entries = new Map<string, Entry>();
  let totalBytes = 0;

  const forget = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    totalBytes -= entry.bytes;
    entries.delete(key);
  };

  const evict = () => {
    for (const key of entries.keys()) {
      if (totalBytes <= maxBytes) return;
      forget(key);
    }
  };

  async function encode(
    sessionId: string,
    ids: string[],
    next: HistoryCursor | null,
    known: Map<string, Buffer>,
  ) {
    const records = new Map<string, Buffer>();
    const missing: string[] = [];
    for (const id of ids) {
      const json = known.get(id) ?? options.recent?.get(id);
      if (json) records.set(id, json);
      else missing.push(id);
    }
    for (const record of await historyRecordJsonById(db, sessionId, missing))
      records.set(record.id, Buffer.from(record.json));
    const parts: Buffer[] = [OPEN];
    for (const id of ids) {
      const json = records.get(id);
      if (!json) continue; // deleted between the two reads
      if (parts.length > 1) parts.push(COMMA);
      parts.push(json);
    }
    parts.push(CLOSE);
    return { body: bodyOf(Buffer.concat(parts), next), records };
  }

  return {
    async list(sessionId, page = FIRST_PAGE) {
      const { ids, next } = await listHistoryIds(db, sessionId, page);
      const version = `${ids.join(",")};${next ? encodeHistoryCursor(next) : ""}`;
      const key = `${sessionId}\u0000${page.after ? encodeHistoryCursor(page.after) : ""}\u0000${page.limit}`;
      const cached = entries.get(key);
      if (cached?.version === version) {
        entries.delete(key); // re-insert: most recently used last
        entries.set(key, cached);
        return cached.body;
      }
      const known = cached?.records ?? new Map<string, Buffer>();
      forget(key);
      const built = encode(sessionId, ids, next, known);
      const entry: Entry = { version, bytes: 0, records: known, body: built.then((b) => b.body) };
      // Concurrent readers await entry.body; with none, its failure must not go unhandled (it would end the process).
      entry.body.catch(() => {});
      entries.set(key, entry);
      try {
        const { body, records } = await built;
        if (entries.get(key) === entry) {
          entry.records = records;
          entry.bytes = body.json.byteLength * 2.2; // the list, each record's JSON, room for gzip
          totalBytes += entry.bytes;
          evict();
        }
        return body;
      } catch (error) {
        if (entries.get(key) === entry) entries.delete(key);
        throw error;
      }
    },
  };
}
