import type { HistoryRecord } from "../../domain/history";

const ASCII = /^[\x20-\x7e]*$/;

/** jsonb's order of an object's keys: shorter first, then by their UTF-8 bytes. */
function jsonbKeyOrder(a: string, b: string): number {
  if (ASCII.test(a) && ASCII.test(b)) return a.length - b.length || (a < b ? -1 : a > b ? 1 : 0);
  const [x, y] = [Buffer.from(a), Buffer.from(b)];
  return x.length - y.length || Buffer.compare(x, y);
}

/** Objects with their keys in jsonb's order (arrays and other values as they are). */
function inJsonbOrder(value: unknown): unknown {
  if (value === null || typeof value !== "object" || Array.isArray(value)) return value;
  const keys = Object.keys(value);
  let isSorted = true;
  for (let i = 1; i < keys.length && isSorted; i++) isSorted = jsonbKeyOrder(keys[i - 1]!, keys[i]!) < 0;
  if (isSorted) return value;
  const sorted: Record<string, unknown> = {};
  for (const key of keys.sort(jsonbKeyOrder)) sorted[key] = (value as Record<string, unknown>)[key];
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
    categories: record.categories,
    keyTakeaways: record.keyTakeaways,
    deckBuildout: record.deckBuildout,
    scriptAnalysis: record.scriptAnalysis,
    createdAt: record.createdAt,
  };
  // Every object but the record itself in jsonb's order: the record's own keys keep theirs.
  const json = JSON.stringify(top, (_key, value: unknown) => (value === top ? value : inJsonbOrder(value)));
  return Buffer.from(json);
}
