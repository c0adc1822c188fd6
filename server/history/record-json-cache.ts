import type { ComparableVersion } from "#analysis/compare/compare-versions";
import type { HistoryRecord } from "../../domain/history";
import { ResultCache } from "../workers/result-cache";
import { encodeHistoryRecord } from "./record-json";

/**
 * Each stored version's JSON as the history list sends it, by id, shared by every list: filled as
 * this server stores a version (encoded then, on this thread) and as lists read older ones from the
 * database. Records never change, so a list is its records' JSON joined, and the database (one
 * thread, embedded) encodes a version once, not once per list that shows it.
 */
export interface RecordJsonCache {
  /** A version this server has just stored. */
  remember(record: HistoryRecord): void;
  keep(id: string, json: Buffer): void;
  get(id: string): Buffer | undefined;
  /**
   * What the comparison reads of a version this server stored (its text and reading, as they were
   * stored, not parsed again from its JSON): the next version of its project is compared with it.
   */
  comparable(id: string): Pick<ComparableVersion, "pitchText" | "reading"> | undefined;
}

/** Versions whose text and reading are kept for the next version's comparison (one per active project). */
const COMPARABLE_VERSIONS = 512;

/**
 * The least recently listed go first past `maxBytes`; JSON is handed out as it is, never copied.
 * Lists are read in turn by many visitors, each list in full: a budget smaller than what they hold
 * together misses on nearly every read (a feature-length script's version is ~270 KB), so it is
 * generous; it holds only what visitors have stored and listed.
 */
export function createRecordJsonCache(maxBytes = 128 * 1024 * 1024): RecordJsonCache {
  const kept = new ResultCache<Buffer>(
    maxBytes,
    (json) => json.byteLength,
    (json) => json,
  );
  // By count: the text and reading are shared with the result this server answered, not copies.
  const comparables = new Map<string, Pick<ComparableVersion, "pitchText" | "reading">>();
  return {
    remember: (record) => {
      kept.set(record.id, encodeHistoryRecord(record));
      comparables.set(record.id, {
        pitchText: record.pitchText,
        reading: record.scriptAnalysis?.reading ?? null,
      });
      for (const oldest of comparables.keys()) {
        if (comparables.size <= COMPARABLE_VERSIONS) break;
        comparables.delete(oldest);
      }
    },
    keep: (id, json) => kept.set(id, json),
    get: (id) => kept.get(id),
    comparable: (id) => comparables.get(id),
  };
}
