import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { startRelay, type TcpRelay } from "../test/tcp-relay";
import { createTestApp, newVisitor, type TestApp } from "../test/test-app";
import { connectDatabase } from "./connect";
import { DATABASE_UNAVAILABLE_MESSAGE } from "./database-errors";

const DATABASE_NAME = `greenlit_stall_${process.pid}`;
let t: TestApp | undefined;
let relay: TcpRelay | undefined;
afterAll(async () => {
  relay?.resume();
  await t?.close();
  await relay?.close();
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${DATABASE_NAME} WITH (FORCE)`);
  await admin.end();
});

async function timed<T>(work: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await work();
  return { value, ms: performance.now() - started };
}

describe("a stalled PostgreSQL", () => {
  it("answers 503 with a sentence within 10 seconds, health says so, and it recovers", async () => {
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${DATABASE_NAME}`);
    await admin.end();
    const target = new URL(process.env.TEST_DATABASE_URL!);
    relay = await startRelay(target);
    const url = new URL(target);
    url.port = String(relay.port);
    url.pathname = `/${DATABASE_NAME}`;
    const database = await connectDatabase({ databaseUrl: url.toString() });
    t = await createTestApp({ deps: { database } });
    const app = t.app;
    const visitor = await newVisitor(app);
    const history = () => app.inject({ method: "GET", url: "/api/history", headers: { cookie: visitor } });
    expect((await history()).statusCode).toBe(200);

    relay.stall();
    // A pooled connection that stops answering, and a fresh one whose handshake never completes.
    const [pooled, fresh, health] = await Promise.all([
      // A new visitor: nothing of theirs is cached, so the list is read from the database.
      timed(() => app.inject({ method: "GET", url: "/api/history" })),
      timed(() =>
        app.inject({
          method: "POST",
          url: "/api/create-payment-intent",
          headers: { cookie: visitor },
          payload: { tier: "tier149", projectId: "project-stalled" },
        }),
      ),
      timed(() => app.inject({ method: "GET", url: "/api/health" })),
    ]);
    for (const { value, ms } of [pooled, fresh]) {
      expect({ status: value.statusCode, body: value.json() }).toEqual({
        status: 503,
        body: { error: DATABASE_UNAVAILABLE_MESSAGE },
      });
      expect(ms).toBeLessThan(10_000);
    }
    expect(health.value.statusCode).toBe(503);
    expect(health.value.json()).toMatchObject({ status: "unavailable", database: "unavailable" });
    expect(health.ms).toBeLessThan(10_000);

    relay.resume();
    expect((await history()).statusCode).toBe(200);
    expect((await app.inject({ method: "GET", url: "/api/health" })).statusCode).toBe(200);
  }, 60_000);
});
