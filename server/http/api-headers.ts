import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

export interface ApiHeadersOptions {
  /** Seconds a 429 asks the client to wait when whoever refused did not say (the rate-limit window). */
  retryAfterSeconds: number;
}

/**
 * Headers every API answer gets. No cache may keep one (history, reports and payments carry the
 * visitor's own text), and every 429 says when to come back.
 */
export const apiHeaders = fp(async (app: FastifyInstance, { retryAfterSeconds }: ApiHeadersOptions) => {
  app.addHook("onSend", async (request, reply, payload) => {
    if (request.url === "/api" || request.url.startsWith("/api/")) reply.header("cache-control", "no-store");
    if (reply.statusCode === 429 && !reply.hasHeader("retry-after")) {
      reply.header("retry-after", String(retryAfterSeconds));
    }
    return payload;
  });
});
