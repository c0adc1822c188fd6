import { promisify } from "node:util";
import { gzip as gzipCallback } from "node:zlib";
import { count, eq, sql } from "drizzle-orm";
import type { Database } from "../db/connect";
import { historyRecords } from "../db/schema";
import { listHistory } from "./list-history";

const gzip = promisify(gzipCallback);

/** One session's history list, encoded once and sent many times. */
export interface HistoryListBody {
  json: Buffer;
  /** The same bytes gzip-compressed (JSON shrinks about tenfold), made on first use. */
  gzipped(): Promise<Buffer>;
}

interface Entry {
  version: string;
  body: Promise<HistoryListBody>;
  bytes: number;
}

export interface HistoryListCache {
  list(sessionId: string): Promise<HistoryListBody>;
}

async function encode(db: Database, sessionId: string): Promise<HistoryListBody> {
  const json = Buffer.from(JSON.stringify(await listHistory(db, sessionId)));
  let compressed: Promise<Buffer> | undefined;
  return { json, gzipped: () => (compressed ??= gzip(json)) };
}

/**
 * Serialised history lists, reused while the session's records are unchanged. Records are never
 * updated, only inserted (always newest) or deleted, so (count, newest createdAt) changes with
 * every write, also one made by another server on the same PostgreSQL. Checking it is one
 * index-only query; rebuilding is a full read of the records (hundreds of ms for 500 of them).
 * Concurrent misses share one rebuild. Least recently used lists go first past `maxBytes`.
 */
export function createHistoryListCache(db: Database, options: { maxBytes?: number } = {}): HistoryListCache {
  const maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
  const entries = new Map<string, Entry>();
  let totalBytes = 0;

  const forget = (sessionId: string) => {
    const entry = entries.get(sessionId);
    if (!entry) return;
    totalBytes -= entry.bytes;
    entries.delete(sessionId);
  };

  const evict = () => {
    for (const sessionId of entries.keys()) {
      if (totalBytes <= maxBytes) return;
      forget(sessionId);
    }
  };

  return {
    async list(sessionId) {
      const [row] = await db
        .select({ records: count(), newest: sql<string | null>`max(${historyRecords.createdAt})::text` })
        .from(historyRecords)
        .where(eq(historyRecords.sessionId, sessionId));
      const version = `${row?.records ?? 0}/${row?.newest ?? ""}`;
      const cached = entries.get(sessionId);
      if (cached?.version === version) {
        entries.delete(sessionId); // re-insert: most recently used last
        entries.set(sessionId, cached);
        return cached.body;
      }
      forget(sessionId);
      const entry: Entry = { version, bytes: 0, body: encode(db, sessionId) };
      entries.set(sessionId, entry);
      try {
        const body = await entry.body;
        if (entries.get(sessionId) === entry) {
          entry.bytes = body.json.byteLength * 1.2; // room for the gzipped copy
          totalBytes += entry.bytes;
          evict();
        }
        return body;
      } catch (error) {
        if (entries.get(sessionId) === entry) entries.delete(sessionId);
        throw error;
      }
    },
  };
}
