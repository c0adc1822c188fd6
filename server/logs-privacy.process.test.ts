import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BETA_COUPON } from "../domain/pricing";
import { type LlmTestServer, startLlmTestServer } from "./analysis/llm/test/openai-compatible-test-server";
import { UPSTREAM_MESSAGES } from "./analysis/llm/upstream-errors";
import { multipartBody } from "./test/multipart-body";
import { realFixture } from "./test/real-fixtures";
import {
  cookieFrom,
  killStartedServers,
  type ServerProcess,
  startServerProcess,
} from "./test/server-process";

/** Everything a visitor wrote or a secret the operator set: none of it may reach a log line. */
const SECRETS = {
  SESSION_SECRET: "zebra-session-secret-0042-".padEnd(48, "q"),
  STRIPE_SECRET_KEY: "sk_test_ZEBRA_STRIPE_SECRET_5121",
  STRIPE_WEBHOOK_SECRET: "whsec_ZEBRA_WEBHOOK_SECRET_7788",
  AI_API_KEY: "ZEBRA-AI-API-KEY-3141",
};
const PITCH = `ZEBRA-SECRET-PLOT-7731: a lighthouse keeper on a storm-battered island hides a drowned girl who came back to life from the town that wants her gone.`;
const BROKEN_ANSWER_MARKER = "ZEBRA-BROKEN-ANSWER-6060";
const USER_CONTENT = [
  "ZEBRA-SECRET-PLOT-7731",
  "ZEBRA-TITLE-5520",
  "zebra-project-3390",
  "ZEBRA-ANSWER-1188",
  "ZEBRA-FILE-CONTENT-4417",
  "zebra-file-name-6612",
  "ZEBRA-BADJSON-8812",
  "ZEBRA-SHORT-2209",
  BROKEN_ANSWER_MARKER,
  "storm-battered island",
  "4242424242424242",
  "4242 4242 4242 4242",
];

const dataDir = mkdtempSync(join(tmpdir(), "greenlit-logs-"));
let llm: LlmTestServer;
let server: ServerProcess;
/** Values only known once the requests ran (cookie, session id, client secret). */
const seen: string[] = [];
const statuses: Record<string, number> = {};
let log = "";

beforeAll(async () => {
  llm = await startLlmTestServer();
  // A model that quotes the material back: valid answers normally, schema-breaking ones on demand.
  llm.setAnswerHook((answer, request) =>
    request.prompt.includes(BROKEN_ANSWER_MARKER) ? { overallSummary: 42, quoted: request.prompt } : answer,
  );
  server = await startServerProcess({
    ...SECRETS,
    DATA_DIR: dataDir,
    NODE_ENV: "production",
    LOG_LEVEL: "debug",
    PAYMENTS: "sandbox",
    AI_PROVIDER: "openai-compatible",
    AI_MODEL: "test-model",
    AI_BASE_URL: llm.url,
  });
  await runVisitorJourney(server.base);
  server.child.kill("SIGTERM");
  await server.exited;
  log = server.output();
}, 180_000);
afterAll(async () => {
  killStartedServers();
  await llm.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const json = (cookie: string, body: unknown) => ({
  method: "POST",
  headers: { cookie, "content-type": "application/json" },
  body: typeof body === "string" ? body : JSON.stringify(body),
});

async function runVisitorJourney(base: string): Promise<void> {
  const first = await fetch(`${base}/api/history`);
  const cookie = cookieFrom(first);
  const value = decodeURIComponent(cookie.split("=")[1]!);
  seen.push(cookie.split("=")[1]!, value, value.split(".")[0]!, value.split(".")[1]!);

  const script = readFileSync(realFixture("my_living_memory__afterwriting.fountain"), "utf8");
  const form = multipartBody([
    { name: "stage", value: "script" },
    { name: "file", filename: "zebra-file-name-6612.txt", content: `${script}\nZEBRA-FILE-CONTENT-4417\n` },
  ]);
  const upload = await fetch(`${base}/api/upload`, {
    method: "POST",
    headers: { cookie, ...form.headers },
    body: new Uint8Array(form.payload),
  });
  statuses.upload = upload.status;

  const analysis = {
    pitchText: PITCH,
    projectTitle: "ZEBRA-TITLE-5520",
    projectId: "zebra-project-3390",
    genre: "Drama",
    projectStage: "idea",
    analysisType: "both",
    mode: "analyze",
    promptAnswers: { logline: "ZEBRA-ANSWER-1188" },
  };
  statuses.analyze = (await fetch(`${base}/api/analyze`, json(cookie, analysis))).status;
  statuses.brokenAnswer = (
    await fetch(
      `${base}/api/analyze`,
      json(cookie, { ...analysis, pitchText: `${PITCH} ${BROKEN_ANSWER_MARKER}` }),
    )
  ).status;

  const intentResponse = await fetch(
    `${base}/api/create-payment-intent`,
    json(cookie, { tier: "tier149", projectId: "zebra-project-3390", couponCode: BETA_COUPON.code }),
  );
  statuses.intent = intentResponse.status;
  const intent = (await intentResponse.json()) as { paymentIntentId: string; clientSecret: string };
  seen.push(intent.clientSecret);
  statuses.confirm = (
    await fetch(
      `${base}/api/sandbox/confirm-payment`,
      json(cookie, {
        paymentIntentId: intent.paymentIntentId,
        clientSecret: intent.clientSecret,
        cardNumber: "4242 4242 4242 4242",
        expiry: "12 / 34",
        cvc: "123",
      }),
    )
  ).status;
  statuses.verify = (
    await fetch(`${base}/api/verify-payment`, json(cookie, { paymentIntentId: intent.paymentIntentId }))
  ).status;
  // Stripe's return URL carries the client secret in its query string.
  statuses.returnUrl = (
    await fetch(
      `${base}/payment-success?payment_intent=${intent.paymentIntentId}&payment_intent_client_secret=${intent.clientSecret}`,
    )
  ).status;

  const forgedId = "0f0f0f0f-aaaa-4bbb-8ccc-abcde0000001";
  seen.push(forgedId, "Zm9yZ2VkLXNpZw");
  statuses.forged = (
    await fetch(`${base}/api/history`, { headers: { cookie: `greenlit_session=${forgedId}.Zm9yZ2VkLXNpZw` } })
  ).status;
  statuses.badJson = (
    await fetch(`${base}/api/analyze`, json(cookie, '{"pitchText": "ZEBRA-BADJSON-8812'))
  ).status;
  statuses.tooShort = (
    await fetch(`${base}/api/analyze`, json(cookie, { pitchText: "ZEBRA-SHORT-2209", projectStage: "idea" }))
  ).status;
}

interface LogLine {
  level: number;
  msg?: string;
  reqId?: string;
  err?: { type?: string; message?: string };
}

const lines = (): LogLine[] =>
  log
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as LogLine);

describe("the server's logs (LOG_LEVEL=debug, real process)", () => {
  it("ran the whole journey with the expected answers", () => {
    expect(statuses).toEqual({
      upload: 200,
      analyze: 200,
      brokenAnswer: 502,
      intent: 200,
      confirm: 200,
      verify: 200,
      returnUrl: expect.any(Number),
      forged: 200,
      badJson: 400,
      tooShort: 400,
    });
  });

  it("are structured JSON lines carrying a request id on every request line", () => {
    const requestLines = lines().filter(
      (line) => line.msg === "incoming request" || line.msg === "request completed",
    );
    expect(requestLines.length).toBeGreaterThanOrEqual(2 * Object.keys(statuses).length);
    for (const line of requestLines) expect(line.reqId).toMatch(/^[0-9a-f-]{36}$/);
    // The failed model answer is logged, by type, against its request.
    const failure = lines().find((line) => line.err?.type === "AppError");
    expect(failure?.reqId).toMatch(/^[0-9a-f-]{36}$/);
    expect(failure?.err?.message).toContain(UPSTREAM_MESSAGES.unreadable);
  });

  it("contain nothing the visitor wrote or uploaded", () => {
    for (const content of USER_CONTENT) expect(log, content).not.toContain(content);
  });

  it("contain no secret: session secret, API keys, cookie, session id, client secret, coupon code", () => {
    for (const secret of [...Object.values(SECRETS), ...seen]) expect(log, secret).not.toContain(secret);
    expect(log.toLowerCase()).not.toContain(BETA_COUPON.code.toLowerCase());
    expect(log).not.toContain("payment_intent_client_secret");
  });
});
