import type { HistoryRecord } from "../../domain/history";

const ASCII = /^[\x20-\x7e]*$/;

/** jsonb's order of an object's keys: shorter first, then by their UTF-8 bytes. */
function jsonbKeyOrder(a: string, b: string): number {
  if (ASCII.test(a) && ASCII.test(b)) return a.length - b.length || (a < b ? -1 : a > b ? 1 : 0);
  const [x, y] = [Buffer.from(a), Buffer.from(b)];
  return x.length - y.length || Buffer.compare(x, y);
}

/** The same few shapes recur thousands of times in a report: each key list is sorted once. */
const sortedKeyLists = new Map<string, string[]>();

function inJsonbKeyOrder(keys: string[]): string[] {
  const shape = keys.join("\u0000");
  let sorted = sortedKeyLists.get(shape);
  if (!sorted) {
    if (sortedKeyLists.size >= 10_000) sortedKeyLists.clear();
    sorted = [...keys].sort(jsonbKeyOrder);
    sortedKeyLists.set(shape, sorted);
  }
  return sorted;
}

/** A copy with every object's keys in jsonb's order (a plain JSON.stringify of it keeps V8's fast path). */
function inJsonbOrder(value: unknown): unknown {
  if (value === null || typeof value !== "object" || "toJSON" in value) return value;
  if (Array.isArray(value)) return value.map(inJsonbOrder);
  const sorted: Record<string, unknown> = {};
  for (const key of inJsonbKeyOrder(Object.keys(value)))
    sorted[key] = inJsonbOrder((value as Record<string, unknown>)[key]);
  return sorted;
}

/**
 * A stored version as the history list sends it, encoded on the server's thread: the JSON the
 * database's own encoding (`historyRecordJsonById`, list-history.ts) parses to, keys in the same
 * order (the record's as toHistoryRecord gives them; inside its reports, jsonb's).
 */
export function encodeHistoryRecord(record: HistoryRecord): Buffer {
  const top: HistoryRecord = {
    id: record.id,
    projectId: record.projectId,
    projectTitle: record.projectTitle,
    pitchText: record.pitchText,
    genre: record.genre,
    projectStage: record.projectStage,
    mode: record.mode,
    analysisType: record.analysisType,
    overallScore: record.overallScore,
    overallSummary: record.overallSummary,
    // Stored as jsonb: their objects' keys come back in its order.
    categories: inJsonbOrder(record.categories) as HistoryRecord["categories"],
    keyTakeaways: record.keyTakeaways,
    deckBuildout: inJsonbOrder(record.deckBuildout) as HistoryRecord["deckBuildout"],
    scriptAnalysis: inJsonbOrder(record.scriptAnalysis) as HistoryRecord["scriptAnalysis"],
    createdAt: record.createdAt,
  };
  return Buffer.from(JSON.stringify(top));
}
