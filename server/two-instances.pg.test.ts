import { readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessionBusyMessage } from "./extraction/extraction-admission";
import { RATE_LIMIT_MESSAGE } from "./http/rate-limits";
import { stripeHostOptions } from "./payments/stripe/stripe-provider";
import { type StripeTestServer, startStripeTestServer } from "./payments/stripe/test/stripe-test-server";
import { sessionIdOf, VALID_ANALYZE } from "./test/analyze-requests";
import { makeScannedPdf } from "./test/screenplay-pdf";
import {
  cookieFrom,
  killStartedServers,
  type ServerProcess,
  startServerProcess,
} from "./test/server-process";
import { createLaneDatabase } from "./test/test-database";
import { sendUpload } from "./test/upload-over-http";

/*
 * Two compiled servers on one PostgreSQL, as behind a load balancer (docs/deploy.md). Only on the
 * PostgreSQL lane (*.pg.test.ts): embedded PGlite is one process by construction, and a second
 * server on its folder refuses to start (data-dir-lock.ts).
 */
const STRIPE_SECRET = "sk_test_two_instances";
const RATE_LIMIT_MAX = 24;
const SMALL_SCRIPT = "INT. KITCHEN - NIGHT\n\nAnna waits by the window.\n\nANNA\nYou came back.\n";

let lane: Awaited<ReturnType<typeof createLaneDatabase>>;
let database: pg.Pool;
let stripeServer: StripeTestServer;
let a: ServerProcess;
let b: ServerProcess;
const dataDirs: string[] = [];

beforeAll(async () => {
  lane = await createLaneDatabase(process.env.TEST_DATABASE_URL!);
  database = new pg.Pool({ connectionString: lane.url, max: 2 });
  stripeServer = await startStripeTestServer();
  const env = async (): Promise<Record<string, string>> => {
    const dataDir = await mkdtemp(join(tmpdir(), "greenlit-instance-"));
    dataDirs.push(dataDir);
    return {
      DATABASE_URL: lane.url,
      DATA_DIR: dataDir,
      SESSION_SECRET: "one-secret-for-every-instance-0123456789",
      TRUST_PROXY: "true", // each test speaks from its own address, as a proxy would say
      RATE_LIMIT_MAX: String(RATE_LIMIT_MAX),
      RATE_LIMIT_WINDOW_MS: "600000",
      EXTRACTION_PER_SESSION: "1",
      EXTRACTION_TIMEOUT_MS: "12000",
      STRIPE_SECRET_KEY: STRIPE_SECRET,
      STRIPE_PUBLISHABLE_KEY: "pk_test_two_instances",
      STRIPE_WEBHOOK_SECRET: "whsec_two_instances",
      STRIPE_API_BASE: stripeServer.url,
    };
  };
  // Both start at the same moment on the fresh database: they take turns at the migrations (an
  // advisory lock, docs/deploy.md) and both become healthy.
  [a, b] = await Promise.all([startServerProcess(await env()), startServerProcess(await env())]);
}, 120_000);

afterAll(async () => {
  killStartedServers();
  await Promise.all([a?.exited, b?.exited]);
  await database?.end();
  await stripeServer?.close();
  await lane?.drop();
  for (const dir of dataDirs) await rm(dir, { recursive: true, force: true });
});

const post = (server: ServerProcess, path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${server.base}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });

async function visitorOn(server: ServerProcess, address: string): Promise<string> {
  return cookieFrom(await fetch(`${server.base}/api/health`, { headers: { "x-forwarded-for": address } }));
}

describe("two instances on one PostgreSQL", () => {
  it("accepts on one instance the session cookie the other set", async () => {
    const from = { "x-forwarded-for": "198.51.100.1" };
    const cookie = await visitorOn(a, from["x-forwarded-for"]);
    const analyzed = await post(a, "/api/analyze", VALID_ANALYZE, { ...from, cookie });
    expect(analyzed.status).toBe(200);

    const onB = await fetch(`${b.base}/api/history`, { headers: { ...from, cookie } });
    expect(onB.status).toBe(200);
    expect(onB.headers.getSetCookie()).toEqual([]); // the same session, not a new one
    const history = (await onB.json()) as Array<{ pitchText: string }>;
    expect(history.map((record) => record.pitchText)).toEqual([VALID_ANALYZE.pitchText]);
  });

  it("grants a payment exactly once when 20 verifications of it are split across both", async () => {
    const from = { "x-forwarded-for": "198.51.100.2" };
    const cookie = await visitorOn(b, from["x-forwarded-for"]);
    const intent = await post(
      a,
      "/api/create-payment-intent",
      { tier: "tier149", projectId: "project-2x" },
      { ...from, cookie },
    );
    expect(intent.status).toBe(200);
    const { paymentIntentId } = (await intent.json()) as { paymentIntentId: string };
    const sdk = new Stripe(STRIPE_SECRET, stripeHostOptions(stripeServer.url));
    await sdk.paymentIntents.confirm(paymentIntentId, { payment_method: "pm_card_visa" });

    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        post(i % 2 ? b : a, "/api/verify-payment", { paymentIntentId }, { ...from, cookie }).then((r) =>
          r.json(),
        ),
      ),
    );
    expect(answers).toEqual(Array(20).fill({ verified: true, tier: "tier149" }));

    const granted = await database.query(
      "select session_id, generations_used from entitlements where payment_intent_id = $1",
      [paymentIntentId],
    );
    expect(granted.rows).toEqual([{ session_id: sessionIdOf(cookie), generations_used: 0 }]);
    for (const server of [a, b]) {
      const { purchases } = (await (
        await fetch(`${server.base}/api/purchases`, { headers: { ...from, cookie } })
      ).json()) as { purchases: Array<{ paymentIntentId: string; generationsRemaining: number }> };
      expect(purchases).toEqual([expect.objectContaining({ paymentIntentId, generationsRemaining: 10 })]);
    }
  });

  it("counts one visitor's requests on both instances against one limit", async () => {
    const from = { "x-forwarded-for": "198.51.100.3" };
    const cookie = await visitorOn(a, from["x-forwarded-for"]);
    const statuses: number[] = [];
    // One at a time, alternating: each instance alone sees 15 of 30, under the limit of 24.
    for (let i = 0; i < 30; i++) {
      const response = await post(i % 2 ? b : a, "/api/claim-free-access", {}, { ...from, cookie });
      statuses.push(response.status);
      if (response.status === 429) {
        expect(await response.json()).toEqual({ error: RATE_LIMIT_MESSAGE });
        expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
      }
    }
    expect(statuses.filter((status) => status !== 429)).toHaveLength(RATE_LIMIT_MAX);
    expect(statuses.slice(RATE_LIMIT_MAX)).toEqual(Array(30 - RATE_LIMIT_MAX).fill(429));
  });

  it("counts one address's fresh sessions on both instances against one limit", async () => {
    const from = { "x-forwarded-for": "198.51.100.4" };
    const addressLimit = RATE_LIMIT_MAX * 5;
    const sent = addressLimit + 10;
    // Eight at a time, without a cookie: every request is a new session.
    const statuses: number[] = [];
    for (let i = 0; i < sent; i += 8) {
      const batch = Array.from({ length: Math.min(8, sent - i) }, (_, j) =>
        post((i + j) % 2 ? b : a, "/api/claim-free-access", {}, from).then((r) => r.status),
      );
      statuses.push(...(await Promise.all(batch)));
    }
    expect(statuses.filter((status) => status !== 429)).toHaveLength(addressLimit);
  }, 60_000);

  it("were started at the same moment on the fresh database: both healthy, the migrations applied once", async () => {
    for (const server of [a, b]) expect((await fetch(`${server.base}/api/health`)).status).toBe(200);
    const journal = JSON.parse(
      readFileSync(new URL("./db/migrations/meta/_journal.json", import.meta.url), "utf8"),
    ) as { entries: unknown[] };
    const applied = await database.query("select count(*)::int as n from drizzle.__drizzle_migrations");
    expect(applied.rows[0].n).toBe(journal.entries.length);
  });

  it("holds a visitor to one upload being read across both instances", async () => {
    const headers = { "x-forwarded-for": "198.51.100.5" };
    const cookie = await visitorOn(a, headers["x-forwarded-for"]);
    // A scan read with OCR holds its place on instance A for seconds, once admitted.
    const progress = "two-instances-scan";
    const reading = sendUpload(a.port, "scan.pdf", makeScannedPdf(40), {
      cookie,
      headers,
      stage: "deck",
      progress,
    });
    await until("instance A admits the scan", async () => {
      const held = await database.query(
        "select count(*)::int as n from upload_admissions where session_id = $1",
        [sessionIdOf(cookie)],
      );
      return held.rows[0].n === 1;
    });
    // The steps are kept by the reading instance (docs/deploy.md: the proxy is sticky): a poll that
    // lands on the other one is answered, with no step, never an error.
    const stepOn = async (server: ServerProcess) => {
      const response = await fetch(`${server.base}/api/upload/progress/${progress}`, { headers: { cookie } });
      expect(response.status).toBe(200);
      return ((await response.json()) as { step: { kind: string } | null }).step;
    };
    await until("instance A reports the scan's step", async () => (await stepOn(a)) !== null, 30_000, 100);
    expect(await stepOn(b)).toBeNull();
    const onB = await sendUpload(b.port, "scene.txt", SMALL_SCRIPT, { cookie, headers });
    expect(onB).toMatchObject({ status: 429, retryAfter: "10", body: { error: sessionBusyMessage(1) } });
    // Another visitor is read meanwhile, and this one again once the scan is done.
    const other = await visitorOn(b, "198.51.100.6");
    expect((await sendUpload(b.port, "scene.txt", SMALL_SCRIPT, { cookie: other })).status).toBe(200);
    await reading;
    expect((await sendUpload(b.port, "scene.txt", SMALL_SCRIPT, { cookie, headers })).status).toBe(200);
    const left = await database.query("select count(*)::int as n from upload_admissions");
    expect(left.rows[0].n).toBe(0);
  }, 90_000);
});

async function until(
  what: string,
  condition: () => Promise<boolean>,
  timeoutMs = 30_000,
  everyMs = 20,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`waited ${timeoutMs / 1000} s in vain for: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
