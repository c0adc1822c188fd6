/**
 * Any non-ok answer from the API (product.md §8). Its message is the status, a colon and a space,
 * then the body text (or the status text when the body is empty); the body's `{ "error" }`
 * sentence and `invalidCoupon` flag are read once here, so no caller parses the message again.
 */
export class ApiError extends Error {
  override name = "ApiError";
  /** The body text, or the status text when the body was empty. */
  readonly text: string;
  /** The server's sentence from a `{ "error": "..." }` body, when it sent one. */
  readonly serverMessage: string | null;
  /** The payment-intent answer's flag for a coupon that does not exist. */
  readonly invalidCoupon: boolean;
  /** The checkout answer's flag for a project this visitor has already bought. */
  readonly alreadyPurchased: boolean;

  constructor(
    readonly status: number,
    body: string,
    statusText = "",
    /** Seconds the server asked the client to wait before trying again (Retry-After), when it said. */
    readonly retryAfterSeconds: number | null = null,
  ) {
    const text = body || statusText;
    super(`${status}: ${text}`);
    this.text = text;
    const json = parseObject(body);
    this.serverMessage = typeof json?.error === "string" && json.error ? json.error : null;
    this.invalidCoupon = json?.invalidCoupon === true;
    this.alreadyPurchased = json?.alreadyPurchased === true;
  }
}

function parseObject(body: string): Record<string, unknown> | null {
  try {
    const value = JSON.parse(body) as unknown;
    return value && typeof value === "object" ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
