/** PostgreSQL error classes and socket codes that mean "the database cannot be reached right now". */
const UNAVAILABLE_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EPIPE",
  "57P01", // admin_shutdown
  "57P02", // crash_shutdown
  "57P03", // cannot_connect_now
  "53300", // too_many_connections
  "08000",
  "08001",
  "08003",
  "08004",
  "08006",
]);
const UNAVAILABLE_MESSAGES = [
  /connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /pglite is closed/i,
  /database is not ready/i,
  /Client has encountered a connection error/i,
  /Cannot use a pool after calling end/i,
  /query read timeout/i, // node-postgres query_timeout: the database stopped answering
  /pglite did not answer in time/i,
];

/**
 * A stalled database (a hung host, a proxy that stopped forwarding) must not hold requests: a
 * query unanswered this long fails, and the request answers 503 well within 10 seconds.
 */
export const DEFAULT_QUERY_TIMEOUT_MS = 5000;

export const DATABASE_UNAVAILABLE_MESSAGE =
  "The database is not available right now. Please try again in a moment.";

/** True when the error (or any error in its cause chain) says the database is unreachable. */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === "string" && UNAVAILABLE_CODES.has(code)) return true;
    if (typeof message === "string" && UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message)))
      return true;
    current = cause;
  }
  return false;
}
