import { ANALYST_BUSY_MAX_PAUSE_MS } from "../../domain/analysis-steps";
import { ApiError } from "./api-error";

/**
 * product.md §7/§8: every call sends cookies; a JSON content type only when there is a body; any
 * non-ok answer throws an ApiError ("<status>: <body text>", or the status text when it is empty).
 */
export async function throwIfResNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  throw new ApiError(response.status, await response.text(), response.statusText, retryAfterOf(response));
}

/** Retry-After in whole seconds (the server sends seconds, never a date); null when absent or unreadable. */
function retryAfterOf(response: Response): number | null {
  const value = response.headers.get("retry-after");
  if (value === null || !/^\d+$/.test(value.trim())) return null;
  return Number(value);
}

export async function apiRequest(
  method: string,
  url: string,
  data?: unknown,
  headers: Record<string, string> = {},
): Promise<Response> {
  const response = await fetch(url, {
    method,
    headers: data !== undefined ? { "Content-Type": "application/json", ...headers } : headers,
    body: data !== undefined ? JSON.stringify(data) : undefined,
    credentials: "include",
  });
  await throwIfResNotOk(response);
  return response;
}

/**
 * Sends again while the server answers "busy, come back" (503 with Retry-After: nothing was started),
 * pausing as it asks (at most ANALYST_BUSY_MAX_PAUSE_MS), for up to `budgetMs` in all; then its last
 * answer is thrown as any failure is. `onWaiting(true)` before each pause, `(false)` once it ends.
 */
export async function askAgainWhileBusy(
  send: () => Promise<Response>,
  budgetMs: number,
  onWaiting?: (isWaiting: boolean) => void,
): Promise<Response> {
  const startedAt = Date.now();
  try {
    for (;;) {
      try {
        return await send();
      } catch (error) {
        const pauseMs = busyPauseMs(error);
        if (pauseMs === null || Date.now() - startedAt + pauseMs > budgetMs) throw error;
        onWaiting?.(true);
        await new Promise((resolve) => setTimeout(resolve, pauseMs));
      }
    }
  } finally {
    onWaiting?.(false);
  }
}

function busyPauseMs(error: unknown): number | null {
  if (!(error instanceof ApiError) || error.status !== 503 || error.retryAfterSeconds === null) return null;
  return Math.min(Math.max(error.retryAfterSeconds, 1) * 1000, ANALYST_BUSY_MAX_PAUSE_MS);
}

/**
 * The human sentence of a failed call: the server's `error` sentence, else the answer's text, else
 * the message of any other error; the fallback when the request got no answer at all.
 */
export function errorMessageOf(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.serverMessage ?? (error.text || fallback);
  // fetch rejects with a TypeError when no answer came (offline, server gone): "Failed to fetch"
  // says nothing to a creator, the fallback sentence does.
  if (!(error instanceof Error) || !error.message || error instanceof TypeError) return fallback;
  return error.message;
}
