/** The JSON body of an error thrown by apiRequest ("<status>: <body>"), when there is one. */
export function serverErrorOf(error: unknown): { error?: string; invalidCoupon?: boolean } | null {
  if (!(error instanceof Error)) return null;
  const match = /^\d{3}: ([\s\S]*)$/.exec(error.message);
  if (!match) return null;
  try {
    const body = JSON.parse(match[1] ?? "") as unknown;
    if (!body || typeof body !== "object") return null;
    const { error: message, invalidCoupon } = body as Record<string, unknown>;
    return {
      ...(typeof message === "string" && message ? { error: message } : {}),
      ...(invalidCoupon === true ? { invalidCoupon: true } : {}),
    };
  } catch {
    return null;
  }
}
