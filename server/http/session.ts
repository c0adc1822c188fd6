import { randomUUID } from "node:crypto";
import cookie from "@fastify/cookie";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";

export const SESSION_COOKIE = "greenlit_session";
/**
 * The name over HTTPS: browsers accept a `__Host-` cookie only when it is Secure, path=/ and has no
 * Domain, so no sibling subdomain or plain-http page can set or shadow it.
 */
export const SECURE_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`;
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
    const secure = request.protocol === "https";
    const name = secure ? SECURE_SESSION_COOKIE : SESSION_COOKIE;
    // Over HTTPS only the prefixed cookie is read. A plain one may have been planted (from a sibling
    // subdomain, or over http before HSTS): it is cleared and never adopted, so it cannot fix a session.
    if (secure && request.cookies[SESSION_COOKIE] !== undefined)
      reply.clearCookie(SESSION_COOKIE, { path: "/" });
    const id = sessionIdFrom(request, request.cookies[name]);
    if (id) {
      request.sessionId = id;
      return;
    }
    request.sessionId = randomUUID();
    setSessionCookie(reply, name, request.sessionId, secure);
  });
  // A shared cache (a CDN) must never hand one visitor's Set-Cookie to another.
  app.addHook("onSend", async (_request, reply, payload) => {
    if (reply.hasHeader("set-cookie")) {
      const current = String(reply.getHeader("cache-control") ?? "");
      if (!/no-store/.test(current)) reply.header("cache-control", "private, no-cache");
    }
    return payload;
  });
});

/**
 * Binds this browser to another session (a recovery link was opened): from the next request on it
 * sees that session's projects and purchases.
 */
export function adoptSession(request: FastifyRequest, reply: FastifyReply, sessionId: string): void {
  const secure = request.protocol === "https";
  request.sessionId = sessionId;
  setSessionCookie(reply, secure ? SECURE_SESSION_COOKIE : SESSION_COOKIE, sessionId, secure);
}

function sessionIdFrom(request: FastifyRequest, raw: string | undefined): string | null {
  if (!raw) return null;
  const unsigned = request.unsignCookie(raw);
  return unsigned.valid && unsigned.value && SESSION_ID_PATTERN.test(unsigned.value) ? unsigned.value : null;
}

function setSessionCookie(reply: FastifyReply, name: string, id: string, secure: boolean): void {
  reply.setCookie(name, id, {
    signed: true,
    httpOnly: true,
    sameSite: "lax",
    // Secure when the request came over HTTPS: directly, or via a trusted proxy's X-Forwarded-Proto.
    secure,
    path: "/",
    maxAge: ONE_YEAR_SECONDS,
  });
}
