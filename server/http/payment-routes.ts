import type { FastifyInstance } from "fastify";
import { ClaimFreeAccessRequestSchema, SandboxConfirmRequestSchema } from "#domain/payment-flow";
import {
  CreatePaymentIntentRequestSchema,
  PAYMENT_MESSAGES,
  VerifyPaymentRequestSchema,
} from "#domain/payments";
import type { Database } from "../db/connect";
import { claimFreeAccess } from "../payments/claim-free-access";
import { createPaymentIntent } from "../payments/create-payment-intent";
import { handleWebhookEvent } from "../payments/handle-webhook-event";
import { listPurchases } from "../payments/list-purchases";
import type { PaymentProvider } from "../payments/payment-provider";
import { confirmSandboxPayment } from "../payments/sandbox/confirm-sandbox-payment";
import { verifyPayment } from "../payments/verify-payment";
import { parseRequestBody } from "./parse-request-body";

/** Checkout bodies are a tier, a coupon and a few ids: far below the server-wide limit. */
export const PAYMENT_BODY_LIMIT_BYTES = 16 * 1024;
/** Stripe's events are small JSON documents; this leaves ample room. */
export const WEBHOOK_BODY_LIMIT_BYTES = 1024 * 1024;

export interface PaymentRoutesOptions {
  db: Database;
  provider: PaymentProvider;
}

/** Checkout, verification and the provider's callbacks. Prices and grants are decided here, never by the client. */
export async function paymentRoutes(app: FastifyInstance, { db, provider }: PaymentRoutesOptions) {
  const deps = { db, provider };
  const small = { bodyLimit: PAYMENT_BODY_LIMIT_BYTES };

  app.post("/api/create-payment-intent", small, async (request, reply) => {
    const body = parseRequestBody(CreatePaymentIntentRequestSchema, request.body, {
      subject: "the checkout request",
      fields: { tier: PAYMENT_MESSAGES.invalidTier },
    });
    const result = await createPaymentIntent(deps, request.sessionId, body);
    if (result.invalidCoupon) return reply.status(400).send({ error: result.error, invalidCoupon: true });
    if (result.alreadyPurchased)
      return reply.status(409).send({ error: result.error, alreadyPurchased: true });
    return result.response;
  });

  app.get("/api/purchases", async (request) => ({ purchases: await listPurchases(db, request.sessionId) }));

  app.post("/api/verify-payment", small, async (request) => {
    const { paymentIntentId } = parseRequestBody(VerifyPaymentRequestSchema, request.body, {
      subject: "the verification request",
      fields: { paymentIntentId: PAYMENT_MESSAGES.invalidParams },
    });
    return verifyPayment(deps, request.sessionId, paymentIntentId);
  });

  app.post("/api/claim-free-access", small, async (request) => {
    const body = parseRequestBody(ClaimFreeAccessRequestSchema, request.body, {
      subject: "the free access request",
      fields: { tier: PAYMENT_MESSAGES.invalidFreeTier },
    });
    return claimFreeAccess(db, request.sessionId, body);
  });

  if (provider.name === "sandbox") {
    app.post("/api/sandbox/confirm-payment", small, async (request) => {
      const body = parseRequestBody(SandboxConfirmRequestSchema, request.body, {
        subject: "the card payment",
      });
      return confirmSandboxPayment(db, request.sessionId, body);
    });
  }

  // The signature covers the exact bytes Stripe sent: this scope keeps JSON bodies raw.
  await app.register(async (raw) => {
    raw.removeContentTypeParser("application/json");
    raw.addContentTypeParser("application/json", { parseAs: "buffer" }, (_request, body, done) =>
      done(null, body),
    );
    raw.post("/api/stripe/webhook", { bodyLimit: WEBHOOK_BODY_LIMIT_BYTES }, async (request) => {
      const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const signature = request.headers["stripe-signature"];
      return handleWebhookEvent(deps, rawBody, typeof signature === "string" ? signature : undefined);
    });
  });
}
