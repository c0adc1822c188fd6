import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ScriptedEngine } from "../analysis/test/scripted-engine";
import { AppError } from "../errors";
import { VALID_ANALYZE } from "../test/analyze-requests";
import { createTestApp, newVisitor, type TestApp } from "../test/test-app";
import { RATE_LIMIT_MESSAGE } from "./rate-limits";

const BUSY = "The analyst is busy right now. Please try again in a moment.";
const engine = new ScriptedEngine();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: { RATE_LIMIT_MAX: "3", RATE_LIMIT_WINDOW_MS: "60000" },
    deps: { analysisEngine: engine },
  });
});
afterAll(() => t.close());
beforeEach(() => {
  engine.failure = null;
});

async function analyze(cookie: string | undefined, remoteAddress = "127.0.0.1") {
  return t.app.inject({
    method: "POST",
    url: "/api/analyze",
    remoteAddress,
    headers: { ...(cookie ? { cookie } : {}), "content-type": "application/json" },
    payload: JSON.stringify(VALID_ANALYZE),
  });
}

describe("503s and the rate limit", () => {
  it("a visitor who met more 503s than the limit is served, then limited as usual", async () => {
    const visitor = await newVisitor(t.app);
    engine.failure = new AppError("not_ready", BUSY);
    const outage: number[] = [];
    for (let i = 0; i < 6; i++) outage.push((await analyze(visitor, "10.1.0.1")).statusCode);
    expect(outage).toEqual([503, 503, 503, 503, 503, 503]);

    engine.failure = null;
    const after: number[] = [];
    for (let i = 0; i < 4; i++) after.push((await analyze(visitor, "10.1.0.1")).statusCode);
    expect(after).toEqual([200, 200, 200, 429]);
    expect((await analyze(visitor, "10.1.0.1")).json()).toEqual({ error: RATE_LIMIT_MESSAGE });
  });

  it("an address whose visitors met many 503s is not limited for them", async () => {
    engine.failure = new AppError("not_ready", BUSY);
    for (let i = 0; i < 20; i++) expect((await analyze(undefined, "10.2.0.2")).statusCode).toBe(503);
    engine.failure = null;
    expect((await analyze(undefined, "10.2.0.2")).statusCode).toBe(200);
  });

  it("other failures still count: 422s are limited like successes", async () => {
    const visitor = await newVisitor(t.app);
    engine.failure = new AppError("unreadable", "This material could not be judged.");
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await analyze(visitor, "10.3.0.3")).statusCode);
    expect(statuses).toEqual([422, 422, 422, 429]);
  });
});
