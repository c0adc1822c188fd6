import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance, preHandlerHookHandler } from "fastify";
import fp from "fastify-plugin";
import { type RefundableStore, refundableRateLimitStore, routeKey } from "./refundable-rate-limit-store";

/** The expensive or money-moving routes; everything else is cheap reads. */
export const RATE_LIMITED_ROUTES = new Set([
  "/api/analyze",
  "/api/upload",
  "/api/create-payment-intent",
  "/api/verify-payment",
  "/api/sandbox/confirm-payment",
  "/api/claim-free-access",
]);
export const RATE_LIMIT_MESSAGE = "Too many requests. Please wait a moment and try again.";
/** An address may hold several sessions (an office, a family): it gets a larger allowance. */
const ADDRESS_MULTIPLIER = 5;

export interface RateLimitOptions {
  max: number;
  windowMs: number;
  /** Where hits are counted; undefined: this process's memory (shared-counters.ts picks). */
  store?: RefundableStore | undefined;
}

function tooMany() {
  return Object.assign(new Error(RATE_LIMIT_MESSAGE), { statusCode: 429 });
}

/** Whole seconds until a window ends, at least one. */
export function retryAfterSeconds(ttlMs: number): string {
  return String(Math.max(1, Math.ceil(ttlMs / 1000)));
}

/**
 * Per-session and per-address limits on the routes above (429 with a clear sentence). Register
 * before the routes: it attaches itself to each as it is declared.
 */
export const rateLimits = fp(async (app: FastifyInstance, options: RateLimitOptions) => {
  const { max, windowMs } = options;
  let checkAddress: ReturnType<FastifyInstance["createRateLimit"]> | undefined;
  const store = options.store ?? refundableRateLimitStore();
  const counted = new WeakSet<object>();
  // Declared before the plugin registers its own onRoute hook, which reads config.rateLimit.
  app.addHook("onRoute", (route) => {
    if (!RATE_LIMITED_ROUTES.has(route.url) || route.method === "GET") return;
    route.config = {
      ...(route.config ?? {}),
      rateLimit: { max, timeWindow: windowMs, keyGenerator: (request) => `session:${request.sessionId}` },
    };
    checkAddress ??= app.createRateLimit({
      max: max * ADDRESS_MULTIPLIER,
      timeWindow: windowMs,
      keyGenerator: (request) => `address:${request.ip}`,
    });
    const limitAddress: preHandlerHookHandler = async (request, reply) => {
      const result = await checkAddress!(request);
      counted.add(request);
      if (!result.isAllowed && result.isExceeded) {
        reply.header("retry-after", retryAfterSeconds(result.ttl));
        throw tooMany();
      }
    };
    const existing = route.preHandler ? [route.preHandler].flat() : [];
    route.preHandler = [limitAddress, ...existing];
  });
  // A 503 is the server's fault (admission full, database down, shedding): the hit is given back,
  // so a visitor is not then refused with 429 for retrying once the server is well again.
  app.addHook("onResponse", async (request, reply) => {
    if (reply.statusCode !== 503 || !counted.has(request)) return;
    store.refund(routeKey(request.routeOptions, `session:${request.sessionId}`));
    store.refund(`address:${request.ip}`);
  });
  await app.register(rateLimit, {
    store: store.Store,
    global: false,
    hook: "preHandler", // after the session hook, so the session id is known
    errorResponseBuilder: () => tooMany(),
  });
});
