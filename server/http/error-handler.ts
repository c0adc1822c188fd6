import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { ZodError } from "zod";
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from "../db/database-errors";
import { DISK_FULL_MESSAGE, isDiskFull } from "../disk-space";
import { AdmissionRefusal, isAppError } from "../errors";
import { createMethodIndex } from "./method-index";
import { requestBodyMessage } from "./parse-request-body";

const FASTIFY_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: "This content type is not supported here. Send JSON.",
  FST_ERR_CTP_EMPTY_JSON_BODY: "The request body is empty; send a JSON object.",
  FST_ERR_CTP_BODY_TOO_LARGE: "The request body is too large.",
  FST_ERR_CTP_INVALID_JSON_BODY: "The request body is not valid JSON.",
};

const ROUTING_MESSAGES: Record<string, string> = {
  FST_ERR_BAD_URL: "That address is not valid.",
  FST_ERR_MAX_PARAM_LENGTH: "That address is too long.",
};

/** Fastify's `frameworkErrors`: an address the router cannot read, answered like every other error. */
export function answerRoutingError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  reply
    .status(error.statusCode ?? 400)
    .send({ error: ROUTING_MESSAGES[error.code] ?? "That address is not valid." });
}

export interface ErrorHandlerOptions {
  /** When the built client is served: client routes answer index.html. */
  serveSpa: boolean;
}

/** Every non-2xx answer is `{ error: "<human sentence>" }` with a fitting status; never a stack trace. */
export function registerErrorHandlers(app: FastifyInstance, { serveSpa }: ErrorHandlerOptions): void {
  const methods = createMethodIndex(app);
  app.setErrorHandler((error: FastifyError | Error, request, reply) => {
    if (isAppError(error)) {
      if (error instanceof AdmissionRefusal) reply.header("retry-after", String(error.retryAfterSeconds));
      else if (error.status >= 500) request.log.warn({ err: error }, "request failed");
      return reply.status(error.status).send({ error: error.message });
    }
    if (error instanceof ZodError)
      return reply.status(400).send({ error: requestBodyMessage(error, { subject: "the request" }) });
    if (isDiskFull(error)) {
      request.log.error({ err: error }, "disk full");
      return reply.status(507).send({ error: DISK_FULL_MESSAGE });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, "database unavailable");
      return reply.status(503).send({ error: DATABASE_UNAVAILABLE_MESSAGE });
    }
    const fastifyError = error as FastifyError;
    const status = fastifyError.statusCode;
    if (status && status >= 400 && status < 500) {
      const message =
        FASTIFY_MESSAGES[fastifyError.code] ??
        (error instanceof SyntaxError ? "The request body is not valid JSON." : undefined) ??
        (status === 429 ? "Too many requests. Please wait a moment and try again." : error.message);
      return reply.status(status).send({ error: message });
    }
    request.log.error({ err: error }, "unexpected error");
    return reply.status(500).send({ error: "Something went wrong on our side. Please try again." });
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split("?")[0] ?? "";
    const isApi = path === "/api" || path.startsWith("/api/");
    if (serveSpa && !isApi && (request.method === "GET" || request.method === "HEAD")) {
      return reply.type("text/html").sendFile("index.html");
    }
    const allowed = isApi ? methods.allowedAt(path) : [];
    if (allowed.length > 0) {
      return reply
        .status(405)
        .header("allow", allowed.join(", "))
        .send({ error: `This address does not accept ${request.method}; use ${allowed.join(" or ")}.` });
    }
    return reply.status(404).send({ error: `Not found: ${request.method} ${path}` });
  });
}
