import { createHmac, randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { decodeStripeForm, type FormValue } from "./form-decode";

export interface TestPaymentIntent {
  id: string;
  object: "payment_intent";
  amount: number;
  currency: string;
  status: string;
  client_secret: string;
  description: string | null;
  metadata: Record<string, string>;
  automatic_payment_methods: { enabled: boolean } | null;
  created: number;
  livemode: false;
  latest_charge: string | null;
}

/** Where the server sends its events, signed as Stripe signs them (Stripe-Signature t=…,v1=…). */
export interface WebhookEndpoint {
  url: string;
  secret: string;
}

export interface Delivery {
  type: string;
  status: number;
}

export interface RecordedRequest {
  method: string;
  path: string;
  contentType: string | undefined;
  authorization: string | undefined;
  idempotencyKey: string | undefined;
  body: Record<string, FormValue>;
}

export interface StripeTestServer {
  /** e.g. http://127.0.0.1:41234, for STRIPE_API_BASE */
  url: string;
  intents: Map<string, TestPaymentIntent>;
  requests: RecordedRequest[];
  /** Makes every request answer 500 (an outage), until set back to false. */
  setFailing(failing: boolean): void;
  /** Holds every request `slowMs` before answering it as usual (a slow Stripe), until set back to false. */
  setSlow(slow: boolean): void;
  /** Sends events (payment_intent.succeeded, charge.refunded, charge.dispute.created) here from now on. */
  setWebhookEndpoint(endpoint: WebhookEndpoint | null): void;
  /** Opens a dispute on an intent's charge, as a cardholder's bank would; resolves once the event is delivered. */
  dispute(paymentIntentId: string): Promise<Delivery>;
  /** Every event delivery and the status the endpoint answered. */
  deliveries: Delivery[];
  close(): Promise<void>;
}

const token = (bytes: number) => randomBytes(bytes).toString("hex");
const flat = (value: FormValue | undefined): Record<string, string> =>
  value && typeof value === "object"
    ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, typeof v === "string" ? v : ""]))
    : {};

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { "content-type": "application/json", "request-id": `req_${token(6)}` });
  res.end(JSON.stringify(body));
}

function stripeError(res: ServerResponse, status: number, error: Record<string, string>) {
  send(res, status, { error });
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

/** Stripe's webhook signature: HMAC-SHA256 of "<timestamp>.<payload>" with the endpoint's secret. */
export function signWebhookPayload(
  payload: string,
  secret: string,
  timestamp = Math.floor(Date.now() / 1000),
) {
  const signature = createHmac("sha256", secret).update(`${timestamp}.${payload}`).digest("hex");
  return `t=${timestamp},v1=${signature}`;
}

/**
 * A local HTTP server speaking the part of the Stripe API we use: PaymentIntents create, retrieve
 * and confirm (test payment methods pm_card_visa and pm_card_chargeDeclined), refunds, with
 * form-encoded bodies, bearer keys and error objects shaped like Stripe's. Given a webhook endpoint,
 * it delivers signed events for succeeded payments, refunds and disputes. It can fail (500) or be
 * slow on demand.
 */
export async function startStripeTestServer(options: { slowMs?: number } = {}): Promise<StripeTestServer> {
  const slowMs = options.slowMs ?? 5_000;
  const intents = new Map<string, TestPaymentIntent>();
  const requests: RecordedRequest[] = [];
  const byIdempotencyKey = new Map<string, TestPaymentIntent>();
  const timers = new Set<NodeJS.Timeout>();
  let failing = false;
  let slow = false;
  let endpoint: WebhookEndpoint | null = null;
  const deliveries: Delivery[] = [];
  const deliver = async (type: string, object: Record<string, unknown>): Promise<Delivery> => {
    if (!endpoint) return { type, status: 0 };
    const payload = JSON.stringify({
      id: `evt_${token(12)}`,
      object: "event",
      api_version: "2025-01-27.acacia",
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      type,
      data: { object },
    });
    let status = 0; // unreachable endpoint: Stripe would retry later
    try {
      const response = await fetch(endpoint.url, {
        method: "POST",
        headers: {
          "content-type": "application/json; charset=utf-8",
          "stripe-signature": signWebhookPayload(payload, endpoint.secret),
        },
        body: payload,
      });
      await response.arrayBuffer();
      status = response.status;
    } catch {}
    const delivery = { type, status };
    deliveries.push(delivery);
    return delivery;
  };
  const chargeOf = (intent: TestPaymentIntent, refunded: boolean) => ({
    id: intent.latest_charge,
    object: "charge",
    amount: intent.amount,
    amount_refunded: refunded ? intent.amount : 0,
    currency: intent.currency,
    paid: true,
    refunded,
    status: "succeeded",
    payment_intent: intent.id,
    metadata: intent.metadata,
  });
  const hold = () =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        resolve();
      }, slowMs);
      timers.add(timer);
    });

  const create = (res: ServerResponse, body: Record<string, FormValue>, idempotencyKey?: string) => {
    const known = idempotencyKey ? byIdempotencyKey.get(idempotencyKey) : undefined;
    if (known) return send(res, 200, known);
    const amount = Number(body.amount);
    if (!Number.isInteger(amount) || amount < 50) {
      return stripeError(res, 400, {
        type: "invalid_request_error",
        code: "amount_too_small",
        param: "amount",
        message: "Amount must be at least $0.50 usd",
      });
    }
    if (typeof body.currency !== "string") {
      return stripeError(res, 400, {
        type: "invalid_request_error",
        code: "parameter_missing",
        param: "currency",
        message: "Missing required param: currency.",
      });
    }
    const id = `pi_${token(12)}`;
    const automatic = body.automatic_payment_methods;
    const intent: TestPaymentIntent = {
      id,
      object: "payment_intent",
      amount,
      currency: body.currency,
      status: "requires_payment_method",
      client_secret: `${id}_secret_${token(12)}`,
      description: typeof body.description === "string" ? body.description : null,
      metadata: flat(body.metadata),
      automatic_payment_methods:
        typeof automatic === "object" ? { enabled: automatic.enabled === "true" } : null,
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      latest_charge: null,
    };
    intents.set(id, intent);
    if (idempotencyKey) byIdempotencyKey.set(idempotencyKey, intent);
    send(res, 200, intent);
  };

  // Events are delivered before the call that caused them is answered, so a test can act at once.
  const confirm = async (res: ServerResponse, intent: TestPaymentIntent, body: Record<string, FormValue>) => {
    if (body.payment_method === "pm_card_chargeDeclined") {
      return stripeError(res, 402, {
        type: "card_error",
        code: "card_declined",
        decline_code: "generic_decline",
        message: "Your card was declined.",
      });
    }
    if (body.payment_method !== "pm_card_visa") {
      return stripeError(res, 400, {
        type: "invalid_request_error",
        code: "resource_missing",
        param: "payment_method",
        message: `No such PaymentMethod: '${String(body.payment_method)}'`,
      });
    }
    intent.status = "succeeded";
    intent.latest_charge = `ch_${token(12)}`;
    await deliver("payment_intent.succeeded", { ...intent });
    send(res, 200, intent);
  };

  const refund = async (res: ServerResponse, body: Record<string, FormValue>) => {
    const intent = typeof body.payment_intent === "string" ? intents.get(body.payment_intent) : undefined;
    if (!intent?.latest_charge) {
      return stripeError(res, 400, {
        type: "invalid_request_error",
        code: "resource_missing",
        param: "payment_intent",
        message: `No such payment_intent: '${String(body.payment_intent ?? "")}'`,
      });
    }
    await deliver("charge.refunded", chargeOf(intent, true));
    send(res, 200, {
      id: `re_${token(12)}`,
      object: "refund",
      amount: intent.amount,
      charge: intent.latest_charge,
      currency: intent.currency,
      payment_intent: intent.id,
      status: "succeeded",
    });
  };

  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    const raw = await readBody(req);
    const body = decodeStripeForm(raw);
    const header = (name: string) => {
      const value = req.headers[name];
      return Array.isArray(value) ? value[0] : value;
    };
    requests.push({
      method: req.method ?? "GET",
      path: url.pathname,
      contentType: header("content-type"),
      authorization: header("authorization"),
      idempotencyKey: header("idempotency-key"),
      body,
    });
    // Like Stripe, a slow answer is still carried out, whether or not the caller waited for it.
    if (slow) await hold();
    if (failing) return stripeError(res, 500, { type: "api_error", message: "An unknown error occurred" });
    if (!/^Bearer sk_(test|live)_\w+$/.test(header("authorization") ?? "")) {
      return stripeError(res, 401, { type: "invalid_request_error", message: "Invalid API Key provided." });
    }

    if (url.pathname === "/v1/refunds" && req.method === "POST") return refund(res, body);
    const match = /^\/v1\/payment_intents(?:\/([^/]+))?(\/confirm)?$/.exec(url.pathname);
    if (!match)
      return stripeError(res, 404, { type: "invalid_request_error", message: "Unrecognized request URL." });
    const [, id, isConfirm] = match;
    if (!id && req.method === "POST") return create(res, body, header("idempotency-key"));
    const intent = id ? intents.get(id) : undefined;
    if (!intent) {
      return stripeError(res, 404, {
        type: "invalid_request_error",
        code: "resource_missing",
        param: "intent",
        message: `No such payment_intent: '${id ?? ""}'`,
      });
    }
    if (isConfirm && req.method === "POST") return confirm(res, intent, body);
    if (!isConfirm && req.method === "GET") return send(res, 200, intent);
    stripeError(res, 405, { type: "invalid_request_error", message: "Method not allowed." });
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    intents,
    requests,
    setFailing: (value) => {
      failing = value;
    },
    setSlow: (value) => {
      slow = value;
    },
    setWebhookEndpoint: (value) => {
      endpoint = value;
    },
    deliveries,
    dispute: async (paymentIntentId) => {
      const intent = intents.get(paymentIntentId);
      if (!intent?.latest_charge) throw new Error(`no charge to dispute on ${paymentIntentId}`);
      return deliver("charge.dispute.created", {
        id: `dp_${token(12)}`,
        object: "dispute",
        amount: intent.amount,
        charge: intent.latest_charge,
        currency: intent.currency,
        payment_intent: intent.id,
        reason: "fraudulent",
        status: "needs_response",
      });
    },
    close: async () => {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
