import { availableParallelism } from "node:os";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

describe("configuration", () => {
  it("runs on embedded defaults", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 5000,
      host: "127.0.0.1",
      dataDir: "./data",
      databaseUrl: undefined,
    });
    expect(config.ai.provider).toBe("builtin");
    expect(config.payments.mode).toBe("sandbox");
  });
  it("bounds the analyst's expected wait at 500 ms unless ANALYSIS_MAX_WAIT_MS says otherwise", () => {
    expect(loadConfig({}).analysisMaxWaitMs).toBe(500);
    expect(loadConfig({ ANALYSIS_MAX_WAIT_MS: "2000" }).analysisMaxWaitMs).toBe(2000);
    expect(() => loadConfig({ ANALYSIS_MAX_WAIT_MS: "-1" })).toThrow(/ANALYSIS_MAX_WAIT_MS/);
  });
  it("switches to Stripe when a secret key is set", () => {
    expect(loadConfig({ STRIPE_SECRET_KEY: "sk_test_x" }).payments.mode).toBe("stripe");
  });
  it("gives each Stripe request 15 seconds unless STRIPE_TIMEOUT_MS says otherwise", () => {
    expect(loadConfig({}).payments.stripeTimeoutMs).toBe(15_000);
    expect(loadConfig({ STRIPE_TIMEOUT_MS: "2000" }).payments.stripeTimeoutMs).toBe(2000);
  });
  it("sizes both worker pools and reads uploads as EXTRACTION_* and PDF_EXTRACTOR say", () => {
    const workers = Math.min(2, availableParallelism());
    expect(loadConfig({}).extraction).toEqual({
      workers,
      timeoutMs: 60_000,
      pdfExtractor: "auto",
      ocrEngine: "auto",
      idleMs: 30_000,
      warm: 1,
    });
    expect(loadConfig({}).analystWorkers).toBe(workers);
    const env = {
      EXTRACTION_WORKERS: "3",
      EXTRACTION_TIMEOUT_MS: "5000",
      PDF_EXTRACTOR: "pdfjs",
      ANALYST_WORKERS: "1",
      OCR_ENGINE: "tesseract.js",
      WORKER_IDLE_MS: "5000",
      WORKER_WARM: "0",
    };
    expect(loadConfig(env).extraction).toEqual({
      workers: 3,
      timeoutMs: 5000,
      pdfExtractor: "pdfjs",
      ocrEngine: "tesseract.js",
      idleMs: 5000,
      warm: 0,
    });
    expect(loadConfig(env).workerIdleMs).toBe(5000);
    expect(loadConfig(env).workersWarm).toBe(0);
    expect(loadConfig({}).workersWarm).toBe(1);
    expect(loadConfig(env).analystWorkers).toBe(1);
  });
  it.each<[string, unknown]>([
    ["false", false],
    ["0", false],
    ["true", 1],
    ["1", 1],
    ["2", 2],
    ["10.0.0.2, 10.1.0.0/16", ["10.0.0.2", "10.1.0.0/16"]],
    ["loopback,::1", ["loopback", "::1"]],
  ])("reads TRUST_PROXY=%s as %j (true is one hop, never every hop)", (raw, trust) => {
    expect(loadConfig({ TRUST_PROXY: raw }).trustProxy).toEqual(trust);
  });
  it.each([
    [{ TRUST_PROXY: "yes" }, "TRUST_PROXY"],
    [{ TRUST_PROXY: "10.0.0.300" }, "TRUST_PROXY"],
    [{ TRUST_PROXY: "10.0.0.0/40" }, "TRUST_PROXY"],
    [{ DATABASE_QUERY_TIMEOUT_MS: "soon" }, "DATABASE_QUERY_TIMEOUT_MS"],
    [{ PORT: "eighty" }, "PORT"],
    [{ PDF_EXTRACTOR: "ocr" }, "PDF_EXTRACTOR"],
    [{ AI_PROVIDER: "magic" }, "AI_PROVIDER"],
    [{ AI_PROVIDER: "openai" }, "AI_MODEL"],
    [{ DATABASE_URL: "not a url" }, "DATABASE_URL"],
    [{ PAYMENTS: "stripe" }, "STRIPE_SECRET_KEY"],
    [{ SESSION_SECRET: "short" }, "SESSION_SECRET"],
    [{ ANALYST_WORKERS: "0" }, "ANALYST_WORKERS"],
    [{ EXTRACTION_WORKERS: "many" }, "EXTRACTION_WORKERS"],
    [{ EXTRACTION_TIMEOUT_MS: "5" }, "EXTRACTION_TIMEOUT_MS"],
    [{ STRIPE_TIMEOUT_MS: "5" }, "STRIPE_TIMEOUT_MS"],
  ])("rejects %j naming %s", (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(name);
  });
});
