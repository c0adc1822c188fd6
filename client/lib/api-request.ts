import { ApiError } from "./api-error";

/**
 * product.md §7/§8: every call sends cookies; a JSON content type only when there is a body; any
 * non-ok answer throws an ApiError ("<status>: <body text>", or the status text when it is empty).
 */
export async function throwIfResNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  throw new ApiError(response.status, await response.text(), response.statusText);
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
