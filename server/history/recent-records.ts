import type { HistoryRecord } from "../../domain/history";
import { ResultCache } from "../workers/result-cache";
import { encodeHistoryRecord } from "./record-json";

/**
 * The list JSON of the versions this server stored lately, encoded as they are stored: the history
 * list shows a visitor's new version without the database encoding it again (each is read back
 * once otherwise, a feature-length script's ~270 KB at a time, on the database's one thread).
 */
export interface RecentRecords {
  remember(record: HistoryRecord): void;
  /** The record's JSON, if this server stored it lately. */
  get(id: string): Buffer | undefined;
}

/** Records never change once stored: their JSON is handed out as it is, never copied. */
export function createRecentRecords(maxBytes = 16 * 1024 * 1024): RecentRecords {
  const kept = new ResultCache<Buffer>(
    maxBytes,
    (json) => json.byteLength,
    (json) => json,
  );
  return {
    remember: (record) => kept.set(record.id, encodeHistoryRecord(record)),
    get: (id) => kept.get(id),
  };
}
