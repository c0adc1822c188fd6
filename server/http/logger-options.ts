import type { FastifyServerOptions } from "fastify";
import type { DestinationStream } from "pino";

export type LogLevel = "fatal" | "error" | "warn" | "info" | "debug" | "trace" | "silent";

interface LoggedRequest {
  method?: string;
  url?: string;
  host?: string;
  ip?: string;
}

/**
 * Where an error message starts quoting data rather than describing the fault: a failed query's
 * parameters (drizzle: scripts, pitches, session ids) and a model answer that failed to parse or
 * validate (AI SDK: "Text: …", "Value: …"). Everything from the marker on is withheld.
 */
const DATA_MARKERS = /\nparams: |\bValue: |\bText: /;

function safeMessage(message: string): string {
  const match = DATA_MARKERS.exec(message);
  return match ? `${message.slice(0, match.index).trimEnd()} [data withheld]` : message;
}

function describe(error: unknown): { type: string; message: string } {
  if (error instanceof Error) return { type: error.name || "Error", message: safeMessage(error.message) };
  return { type: typeof error, message: "[non-error value withheld]" };
}

/**
 * Errors are logged by type, message (data withheld) and stack frames only: their other fields
 * (query params, request bodies sent to the AI provider, model output) carry user content.
 */
export function serializeError(error: unknown) {
  const chain: { type: string; message: string }[] = [];
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    chain.push(describe(current));
    current = current instanceof Error ? current.cause : undefined;
  }
  const head = chain[0] ?? { type: "unknown", message: "" };
  const frames =
    error instanceof Error ? (error.stack ?? "").split("\n").filter((l) => /^\s+at /.test(l)) : [];
  const { code, statusCode } = (error ?? {}) as { code?: unknown; statusCode?: unknown };
  return {
    type: head.type,
    message: chain.map((link) => link.message).join(": caused by: "),
    stack: [`${head.type}: ${head.message}`, ...frames].join("\n"),
    ...(typeof code === "string" ? { code } : {}),
    ...(typeof statusCode === "number" ? { statusCode } : {}),
    causes: chain.slice(1).map((link) => link.type),
  };
}

/** Request lines without the query string: it can carry secrets (Stripe's return URL holds the client secret). */
function serializeRequest(request: LoggedRequest) {
  return {
    method: request.method,
    url: request.url?.split("?")[0],
    host: request.host,
    remoteAddress: request.ip,
  };
}

/** pino with request ids, and nothing a user wrote or a secret in any line. */
export function loggerOptions(level: LogLevel, stream?: DestinationStream): FastifyServerOptions["logger"] {
  if (level === "silent") return false;
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: { paths: ["req.headers", "res.headers", "headers"], remove: true },
    serializers: {
      req: serializeRequest as never,
      err: serializeError as never,
    },
  };
}
