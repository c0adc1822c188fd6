import type { IncomingMessage } from "node:http";
import { AppError } from "../errors";

export interface BodyLimits {
  /** The whole body must have arrived within this time. */
  timeoutMs: number;
  /** After the first seconds, the body must arrive at least this fast on average (0: no floor). */
  minBytesPerSecond: number;
}

/** A slow start is forgiven (a phone waking its radio); after it the rate floor holds. */
const RATE_GRACE_MS = 10_000;
const CHECK_EVERY_MS = 1000;

export const SLOW_BODY_MESSAGE =
  "Your file arrived too slowly and the upload was stopped. Please check your connection and upload it again.";

/**
 * Watches a request's body arriving: `cut` rejects with a 408 once it is past its deadline or
 * below the minimum rate, so a body trickling in a byte at a time holds its connection for a
 * bounded time. The socket's byte count is read (a second reader of the body would steal its data).
 */
export function watchBody(raw: IncomingMessage, limits: BodyLimits): { cut: Promise<never>; stop(): void } {
  const started = Date.now();
  const socket = raw.socket;
  const bytesAtStart = socket.bytesRead;
  let fail: (error: AppError) => void = () => {};
  const cut = new Promise<never>((_, reject) => {
    fail = reject;
  });
  cut.catch(() => {});
  const timer = setInterval(
    () => {
      if (raw.complete) {
        stop();
        return;
      }
      const elapsed = Date.now() - started;
      const rate = ((socket.bytesRead - bytesAtStart) * 1000) / Math.max(1, elapsed);
      const isLate = elapsed > limits.timeoutMs;
      const isSlow = elapsed > RATE_GRACE_MS && rate < limits.minBytesPerSecond;
      if (isLate || isSlow) {
        stop();
        fail(new AppError("request_timeout", SLOW_BODY_MESSAGE));
      }
    },
    Math.min(CHECK_EVERY_MS, limits.timeoutMs),
  );
  timer.unref();
  const stop = () => clearInterval(timer);
  return { cut, stop };
}
