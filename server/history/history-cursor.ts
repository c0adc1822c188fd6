import { isRecordId } from "./delete-history-record";

/** Where a page of history ends: the last record's time (to the microsecond, UTC) and id. */
export interface HistoryCursor {
  at: string;
  id: string;
}

const AT_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

/** Opaque to the client: it only sends back what the `Link` header gave it. */
export function encodeHistoryCursor(cursor: HistoryCursor): string {
  return Buffer.from(`${cursor.at} ${cursor.id}`, "utf8").toString("base64url");
}

/** The cursor, or null when the text is not one this server made. */
export function decodeHistoryCursor(text: string): HistoryCursor | null {
  if (text.length > 128 || !/^[A-Za-z0-9_-]+$/.test(text)) return null;
  const [at, id, ...rest] = Buffer.from(text, "base64url").toString("utf8").split(" ");
  if (rest.length > 0 || !at || !id || !AT_PATTERN.test(at) || !isRecordId(id)) return null;
  // A real instant (no month 13): the database would refuse it with an error, not an empty page.
  const milliseconds = `${at.slice(0, 23)}Z`;
  const date = new Date(milliseconds);
  if (Number.isNaN(date.getTime()) || date.toISOString() !== milliseconds) return null;
  return { at, id };
}
