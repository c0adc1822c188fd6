import { randomUUID } from "node:crypto";
import cookie from "@fastify/cookie";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

export const SESSION_COOKIE = "greenlit_session";
const ONE_YEAR_SECONDS = 60 * 60 * 24 * 365;
const SESSION_ID_PATTERN = /^[0-9a-f-]{36}$/;

declare module "fastify" {
  interface FastifyRequest {
    sessionId: string;
  }
}

export interface SessionOptions {
  secret: string;
}

/**
 * No accounts (product.md §6): every visitor gets an anonymous, signed, httpOnly, SameSite=Lax cookie.
 * A missing, forged or tampered cookie simply starts a new, empty session.
 */
export const sessionPlugin = fp(async (app: FastifyInstance, options: SessionOptions) => {
  await app.register(cookie, { secret: options.secret, hook: "onRequest" });
  app.decorateRequest("sessionId", "");
  app.addHook("onRequest", async (request, reply) => {
    const raw = request.cookies[SESSION_COOKIE];
    if (raw) {
      const unsigned = request.unsignCookie(raw);
      if (unsigned.valid && unsigned.value && SESSION_ID_PATTERN.test(unsigned.value)) {
        request.sessionId = unsigned.value;
        return;
      }
    }
    request.sessionId = randomUUID();
    reply.setCookie(SESSION_COOKIE, request.sessionId, {
      signed: true,
      httpOnly: true,
      sameSite: "lax",
      // Secure when the request came over HTTPS: directly, or via a trusted proxy's X-Forwarded-Proto.
      secure: "auto",
      path: "/",
      maxAge: ONE_YEAR_SECONDS,
    });
  });
});
