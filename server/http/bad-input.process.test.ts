import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PAYMENT_MESSAGES } from "../../domain/payments";
import { createTestApp, newVisitor, type TestApp } from "../test/test-app";

/**
 * Every endpoint, every kind of bad input: never a 500, never a stack trace, always
 * `{ error: "<sentence>" }` with a fitting 4xx status.
 */
let t: TestApp;
let cookie = "";
beforeAll(async () => {
  t = await createTestApp();
  cookie = await newVisitor(t.app);
});
afterAll(() => t.close());

const JSON_ENDPOINTS = [
  "/api/analyze",
  "/api/create-payment-intent",
  "/api/verify-payment",
  "/api/claim-free-access",
  "/api/sandbox/confirm-payment",
  "/api/stripe/webhook",
];
const HUGE = "x".repeat(2_500_000);

const BODIES: [string, string, string | undefined][] = [
  ["malformed JSON", "{not json", "application/json"],
  ["truncated JSON", '{"pitchText": "abc', "application/json"],
  ["empty body", "", "application/json"],
  ["null", "null", "application/json"],
  ["an array", "[1,2,3]", "application/json"],
  ["a number", "42", "application/json"],
  ["a string", '"hello"', "application/json"],
  [
    "wrong types",
    JSON.stringify({ pitchText: 42, projectStage: ["idea"], tier: {}, paymentIntentId: 7 }),
    "application/json",
  ],
  ["missing fields", "{}", "application/json"],
  [
    "extra fields",
    JSON.stringify({ __proto__: { admin: true }, constructor: { prototype: {} }, extra: 1 }),
    "application/json",
  ],
  [
    "unicode edge cases",
    JSON.stringify({
      pitchText: `\u202e${"é".repeat(120)}\u{1f3ac}`,
      projectStage: "idea",
      tier: "tier149\u202e",
      paymentIntentId: "\u202epi_x",
    }),
    "application/json",
  ],
  [
    "a huge string",
    JSON.stringify({ pitchText: HUGE, projectStage: "idea", tier: HUGE, paymentIntentId: HUGE }),
    "application/json",
  ],
  ["plain text", "pitchText=hello", "text/plain"],
  ["form encoded", "tier=tier149", "application/x-www-form-urlencoded"],
  ["no content type", "{}", undefined],
];

type Answer = [status: number, error: string];
const NOT_JSON: Answer = [400, "The request body is not valid JSON."];
const EMPTY: Answer = [400, "The request body is empty; send a JSON object."];
const TOO_LARGE: Answer = [413, "The request body is too large."];
const NOT_SUPPORTED: Answer = [415, "This content type is not supported here. Send JSON."];
const SAME_FOR_ALL: Record<string, Answer> = {
  "malformed JSON": NOT_JSON,
  "truncated JSON": NOT_JSON,
  "empty body": EMPTY,
  "a huge string": TOO_LARGE,
  "form encoded": NOT_SUPPORTED,
  "no content type": NOT_SUPPORTED,
};
const notAnObject = (sentence: string): Record<string, Answer> =>
  Object.fromEntries(
    ["null", "an array", "a number", "a string", "plain text"].map((name) => [name, [400, sentence]]),
  );
const fieldProblems = (wrongTypes: string, missing: string): Record<string, Answer> => ({
  "wrong types": [400, wrongTypes],
  "missing fields": [400, missing],
  "extra fields": [400, missing],
});
const WEBHOOK_OFF: Answer = [404, "Webhooks are only used with the Stripe payment provider."];

/** The answer each endpoint gives each bad body (unicode edge cases are judged separately below). */
const EXPECTED: Record<string, Record<string, Answer>> = {
  "/api/analyze": {
    ...notAnObject("Send the analysis request as a JSON object."),
    ...fieldProblems("pitchText must be text.", "pitchText must be text."),
  },
  "/api/create-payment-intent": {
    ...notAnObject("Send the checkout request as a JSON object."),
    ...fieldProblems(PAYMENT_MESSAGES.invalidTier, PAYMENT_MESSAGES.invalidTier),
  },
  "/api/verify-payment": {
    ...notAnObject("Send the verification request as a JSON object."),
    ...fieldProblems(PAYMENT_MESSAGES.invalidParams, PAYMENT_MESSAGES.invalidParams),
  },
  "/api/claim-free-access": {
    ...notAnObject("Send the free access request as a JSON object."),
    ...fieldProblems(PAYMENT_MESSAGES.invalidFreeTier, PAYMENT_MESSAGES.invalidFreeTier),
  },
  "/api/sandbox/confirm-payment": {
    ...notAnObject("Send the card payment as a JSON object."),
    ...fieldProblems("paymentIntentId must be text.", "paymentIntentId must be text."),
  },
  // Sandbox mode has no webhook: any JSON it is sent gets the same sentence, once the body is read.
  "/api/stripe/webhook": {
    ...Object.fromEntries(BODIES.map(([name]) => [name, WEBHOOK_OFF])),
    "a huge string": TOO_LARGE,
    "form encoded": NOT_SUPPORTED,
    "no content type": NOT_SUPPORTED,
  },
};

/**
 * What unicode edge cases (a bidi override, an emoji) get: valid text, judged on its
 * merits. For the analyst, 120 "é" are no words at all, so it refuses them with a sentence (422).
 */
const UNICODE_ANSWERS: Record<string, Answer | "refused" | "not verified"> = {
  "/api/analyze": "refused",
  "/api/create-payment-intent": [400, PAYMENT_MESSAGES.invalidTier],
  "/api/verify-payment": "not verified",
  "/api/claim-free-access": [400, PAYMENT_MESSAGES.invalidFreeTier],
  "/api/sandbox/confirm-payment": [400, "clientSecret must be text."],
  "/api/stripe/webhook": WEBHOOK_OFF,
};

function expectNoStackTrace(response: { body: string }) {
  expect(response.body).not.toMatch(/\bat \S+ \(|node_modules|\.ts:\d+/);
}

function expectAnswer(response: { statusCode: number; body: string }, [status, error]: Answer) {
  expect({ status: response.statusCode, body: JSON.parse(response.body) }).toEqual({
    status,
    body: { error },
  });
  expectNoStackTrace(response);
}

describe("bad input on every JSON endpoint", () => {
  for (const url of JSON_ENDPOINTS) {
    it.each(BODIES)(`${url}: %s`, async (name, payload, contentType) => {
      const response = await t.app.inject({
        method: "POST",
        url,
        payload,
        headers: { cookie, ...(contentType ? { "content-type": contentType } : {}) },
      });
      if (name !== "unicode edge cases") {
        return expectAnswer(response, EXPECTED[url]![name] ?? SAME_FOR_ALL[name]!);
      }
      const expected = UNICODE_ANSWERS[url]!;
      if (expected === "refused") {
        expect(response.statusCode, response.body).toBe(422);
        expect(response.json().error).toMatch(
          /^Only 0% of the words in this material are English words \(“.+”\), so it cannot be read as a pitch\. Please check the text and try again\.$/su,
        );
        expectNoStackTrace(response);
      } else if (expected === "not verified") {
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({ verified: false, tier: null });
      } else expectAnswer(response, expected);
    });
  }
});

/**
 * Text the database cannot store (NUL; half of a surrogate pair, which the driver would silently
 * turn into U+FFFD) in each field of an otherwise valid body: a 400 naming the field, before any query.
 */
const VALID_BODIES: Record<string, Record<string, unknown>> = {
  "/api/analyze": {
    pitchText: "A lighthouse keeper hides a drowned girl from the town that wants her gone. ".repeat(3),
    projectStage: "idea",
    projectTitle: "The Last Lighthouse",
    genre: "Drama",
    projectId: "project-1",
    mode: "generate",
    promptAnswers: { logline: "A keeper hides a girl." },
  },
  "/api/create-payment-intent": { tier: "tier149", projectId: "project-1", couponCode: "BETAOCT2025" },
  "/api/verify-payment": { paymentIntentId: "pi_123" },
  "/api/claim-free-access": { tier: "tier149", projectId: "project-1" },
  "/api/sandbox/confirm-payment": {
    paymentIntentId: "pi_123",
    clientSecret: "pi_123_secret_x",
    cardNumber: "4242424242424242",
    expiry: "12/34",
    cvc: "123",
  },
};
const CANNOT_STORE = (where: string) =>
  `${where} contains a character that cannot be stored (a NUL character or half of a broken character pair). Please remove it and try again.`;
/** Fields whose every problem gets the spec's own sentence. */
const FIELD_SENTENCES: Record<string, Record<string, string>> = {
  "/api/create-payment-intent": { tier: PAYMENT_MESSAGES.invalidTier },
  "/api/verify-payment": { paymentIntentId: PAYMENT_MESSAGES.invalidParams },
  "/api/claim-free-access": { tier: PAYMENT_MESSAGES.invalidFreeTier },
};
const UNSTORABLE: [string, string][] = [
  ["NUL", "\u0000"],
  ["a lone high surrogate", "\ud800"],
  ["a lone low surrogate", "\udc00"],
];
const UNSTORABLE_CASES = Object.entries(VALID_BODIES).flatMap(([url, body]) =>
  UNSTORABLE.flatMap(([what, character]) => [
    ...Object.keys(body).map((field) => {
      const value = body[field];
      const spoiled =
        typeof value === "string"
          ? `${value}${character}`
          : { logline: `${(value as Record<string, string>).logline}${character}` };
      const where = typeof value === "string" ? field : `${field}.logline`;
      const expected = FIELD_SENTENCES[url]?.[field] ?? CANNOT_STORE(where);
      return [url, `${what} in ${where}`, { ...body, [field]: spoiled }, expected] as const;
    }),
    [
      url,
      `${what} in a field name`,
      { ...body, [`x${character}`]: "1" },
      CANNOT_STORE("A field name"),
    ] as const,
  ]),
);
UNSTORABLE_CASES.push([
  "/api/analyze",
  "NUL in an answer's key",
  { ...VALID_BODIES["/api/analyze"], promptAnswers: { "log\u0000line": "x" } },
  CANNOT_STORE("A key in promptAnswers"),
] as const);

describe("text the database cannot store, in any field", () => {
  it.each(UNSTORABLE_CASES)("%s: %s", async (url, _name, body, sentence) => {
    const response = await t.app.inject({ method: "POST", url, payload: body, headers: { cookie } });
    expectAnswer(response, [400, sentence]);
  });

  it("nothing was stored or half-stored, and the server still serves", async () => {
    const history = await t.app.inject({ method: "GET", url: "/api/history", headers: { cookie } });
    expect(history.statusCode).toBe(200);
    expect(JSON.stringify(history.json())).not.toContain("\\u0000");
  });
});

describe("bad input on the other endpoints", () => {
  it.each<[string, string, Answer, string?]>([
    ["PUT", "/api/analyze", [405, "This address does not accept PUT; use POST."], "POST"],
    ["PATCH", "/api/history", [405, "This address does not accept PATCH; use GET."], "GET"],
    ["GET", "/api/upload", [405, "This address does not accept GET; use POST."], "POST"],
    ["GET", "/api/create-payment-intent", [405, "This address does not accept GET; use POST."], "POST"],
    ["DELETE", "/api/history", [405, "This address does not accept DELETE; use GET."], "GET"],
    ["POST", "/api/history", [405, "This address does not accept POST; use GET."], "GET"],
    ["GET", "/api/history/abc", [405, "This address does not accept GET; use DELETE."], "DELETE"],
    ["DELETE", "/api/history/%E0%A4%A", [400, "That address is not valid."]],
    ["DELETE", `/api/history/${"a".repeat(5000)}`, [414, "That address is too long."]],
    ["GET", "/api/%00", [404, "Not found: GET /api/%00"]],
    ["GET", "/api/nothing-here", [404, "Not found: GET /api/nothing-here"]],
  ])("%s %s", async (method, url, answer, allow) => {
    const response = await t.app.inject({ method: method as "GET", url, headers: { cookie } });
    expectAnswer(response, answer);
    expect(response.headers.allow).toBe(allow);
  });

  it.each<[string, string, string, Answer]>([
    [
      "JSON instead of multipart",
      '{"file":"x"}',
      "application/json",
      [415, 'Send the file as multipart/form-data in the field "file".'],
    ],
    [
      "a broken multipart body",
      '--x\r\nContent-Disposition: form-data; name="file"\r\n\r\nabc',
      "multipart/form-data; boundary=x",
      [400, "The upload could not be read as a multipart form."],
    ],
    [
      "multipart without a boundary",
      "abc",
      "multipart/form-data",
      [400, "The upload could not be read as a multipart form."],
    ],
    [
      "an empty multipart body",
      "",
      "multipart/form-data; boundary=x",
      [400, 'No file was uploaded: send it in the multipart field "file".'],
    ],
  ])("/api/upload: %s", async (_name, payload, contentType, answer) => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/upload",
      payload,
      headers: { cookie, "content-type": contentType },
    });
    expectAnswer(response, answer);
  });

  it("survives all of the above and still serves", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(response.statusCode).toBe(200);
  });
});
