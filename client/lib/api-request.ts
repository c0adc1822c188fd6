/**
 * Spec §7/§8: every call sends cookies; a JSON content type only when there is a body; any
 * non-ok answer throws "<status>: <body text>" (or the status text when the body is empty).
 */
export async function throwIfResNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const text = (await response.text()) || response.statusText;
  throw new Error(`${response.status}: ${text}`);
}

export async function apiRequest(method: string, url: string, data?: unknown): Promise<Response> {
  const response = await fetch(url, {
    method,
    headers: data !== undefined ? { "Content-Type": "application/json" } : {},
    body: data !== undefined ? JSON.stringify(data) : undefined,
    credentials: "include",
  });
  await throwIfResNotOk(response);
  return response;
}

/**
 * The human sentence inside an error thrown by apiRequest: the `error` field of a JSON body,
 * else the message as it stands; the fallback when the request got no answer at all.
 */
export function errorMessageOf(error: unknown, fallback: string): string {
  // fetch rejects with a TypeError when no answer came (offline, server gone): "Failed to fetch"
  // says nothing to a creator, the spec's fallback sentence does.
  if (!(error instanceof Error) || !error.message || error instanceof TypeError) return fallback;
  const match = /^\d{3}: ([\s\S]*)$/.exec(error.message);
  if (!match) return error.message;
  try {
    const body = JSON.parse(match[1] ?? "") as { error?: unknown };
    if (typeof body.error === "string" && body.error) return body.error;
  } catch {
    // not JSON: the body text is the message
  }
  return match[1] || fallback;
}
