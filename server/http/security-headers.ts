import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

export interface SecurityHeadersOptions {
  stripe: boolean;
}

/** A Content-Security-Policy that allows exactly what the app needs (and Stripe in stripe mode). */
export const securityHeaders = fp(async (app: FastifyInstance, { stripe }: SecurityHeadersOptions) => {
  // Stripe.js's directives per docs.stripe.com/security/guide#content-security-policy, without
  // maps.googleapis.com (only the Address Element's autocomplete needs it; we use the Payment Element).
  const stripeScripts = stripe ? ["https://js.stripe.com", "https://*.js.stripe.com"] : [];
  const stripeFrames = stripe
    ? ["https://js.stripe.com", "https://*.js.stripe.com", "https://hooks.stripe.com"]
    : [];
  const stripeApi = stripe ? ["https://api.stripe.com"] : [];
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...stripeScripts],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:"],
        fontSrc: ["'self'", "data:"],
        connectSrc: ["'self'", ...stripeApi],
        frameSrc: ["'self'", ...stripeFrames],
        workerSrc: ["'self'", "blob:"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
});
