import { availableParallelism } from "node:os";
import { z } from "zod";
import { DEFAULT_BOOKING_URL } from "../domain/constants";
import { DEFAULT_STRIPE_TIMEOUT_MS } from "../domain/payments";
import { DEFAULT_QUERY_TIMEOUT_MS } from "./db/database-errors";
import { PGLITE_STUCK_MS } from "./db/pglite-supervisor";
import { parseTrustProxy, TRUST_PROXY_MESSAGE } from "./trust-proxy";
import { DEFAULT_WORKER_IDLE_MS } from "./workers/worker-pool";

const optionalString = z
  .string()
  .optional()
  .transform((value) => (value?.trim() ? value.trim() : undefined));

/** Each worker pool's default size: two threads, or one on a single-core machine. */
const DEFAULT_WORKERS = Math.min(2, availableParallelism());

const EnvSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce.number().int().min(0).max(65535).default(5000),
    HOST: z.string().min(1).default("127.0.0.1"),
    DATA_DIR: z.string().min(1).default("./data"),
    DISK_MIN_FREE_MB: z.coerce.number().min(0).max(1_000_000).default(64),
    DATABASE_URL: optionalString.pipe(z.url({ error: "DATABASE_URL must be a postgres:// URL" }).optional()),
    DATABASE_QUERY_TIMEOUT_MS: z.coerce
      .number()
      .int()
      .min(500)
      .max(120_000)
      .default(DEFAULT_QUERY_TIMEOUT_MS),
    // The embedded database's thread, owing answers and giving none this long, is ended and re-opened.
    PGLITE_STUCK_MS: z.coerce.number().int().min(1000).max(600_000).default(PGLITE_STUCK_MS),
    AI_PROVIDER: z.enum(["builtin", "openai", "anthropic", "openai-compatible"]).default("builtin"),
    AI_MODEL: optionalString,
    AI_BASE_URL: optionalString.pipe(z.url({ error: "AI_BASE_URL must be a URL" }).optional()),
    AI_API_KEY: optionalString,
    AI_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(120_000),
    AI_MAX_INPUT_TOKENS: z.coerce.number().int().min(2000).max(2_000_000).default(24_000),
    PAYMENTS: z.enum(["sandbox", "stripe"]).optional(),
    STRIPE_SECRET_KEY: optionalString,
    STRIPE_PUBLISHABLE_KEY: optionalString,
    STRIPE_WEBHOOK_SECRET: optionalString,
    STRIPE_API_BASE: optionalString.pipe(z.url({ error: "STRIPE_API_BASE must be a URL" }).optional()),
    STRIPE_TIMEOUT_MS: z.coerce.number().int().min(1000).max(120_000).default(DEFAULT_STRIPE_TIMEOUT_MS),
    BOOKING_URL: z.url({ error: "BOOKING_URL must be a URL" }).default(DEFAULT_BOOKING_URL),
    SESSION_SECRET: optionalString.pipe(
      z.string().min(32, { error: "SESSION_SECRET must be at least 32 characters" }).optional(),
    ),
    TRUST_PROXY: z
      .string()
      .default("false")
      .transform((value, ctx) => {
        const trust = parseTrustProxy(value);
        if (trust === null) {
          ctx.addIssue({ code: "custom", message: TRUST_PROXY_MESSAGE });
          return z.NEVER;
        }
        return trust;
      }),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    // A Server-Timing header on API answers (the load bench reads it); off: it tells how busy we are.
    SERVER_TIMING: z.enum(["true", "false"]).default("false"),
    RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(120),
    RATE_LIMIT_WINDOW_MS: z.coerce.number().int().min(1000).default(60_000),
    // What one visitor may keep in history (GET /api/history, My Projects): versions and megabytes.
    HISTORY_MAX_VERSIONS: z.coerce.number().int().min(1).max(1_000_000).default(200),
    HISTORY_MAX_MB: z.coerce.number().min(1).max(1_000_000).default(64),
    GENERATION_LEASE_MS: z.coerce
      .number()
      .int()
      .min(1000)
      .default(30 * 60_000),
    // The two worker pools app.ts builds: uploads read, and the built-in analyst.
    EXTRACTION_WORKERS: z.coerce.number().int().min(1).max(64).default(DEFAULT_WORKERS),
    EXTRACTION_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(60_000),
    PDF_EXTRACTOR: z.enum(["auto", "pdfjs", "pdftotext"]).default("auto"),
    ANALYST_WORKERS: z.coerce.number().int().min(1).max(64).default(DEFAULT_WORKERS),
    // A new analysis expected to wait longer than this for an analyst worker is turned away (503);
    // README says what it trades.
    ANALYSIS_MAX_WAIT_MS: z.coerce.number().int().min(0).max(600_000).default(500),
    EXTRACTION_PER_SESSION: z.coerce.number().int().min(1).max(64).default(2),
    EXTRACTION_PER_ADDRESS: z.coerce.number().int().min(1).max(10_000).default(24),
    EXTRACTION_QUEUE_MAX: z.coerce.number().int().min(1).max(10_000).default(32),
    // An upload's body must arrive within this time and, after its first seconds, at this rate at least.
    UPLOAD_BODY_TIMEOUT_MS: z.coerce.number().int().min(1000).max(3_600_000).default(300_000),
    UPLOAD_MIN_BYTES_PER_SECOND: z.coerce.number().int().min(0).max(100_000_000).default(4096),
    OCR_ENGINE: z.enum(["auto", "tesseract", "tesseract.js"]).default("auto"),
    // Idle workers stop after this long and start again on the next job (memory back to the system).
    WORKER_IDLE_MS: z.coerce.number().int().min(1000).max(86_400_000).default(DEFAULT_WORKER_IDLE_MS),
    // Workers per pool kept loaded however long the server is idle: no cold start for a visitor.
    WORKER_WARM: z.coerce.number().int().min(0).max(64).default(1),
    SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
  })
  .superRefine((env, ctx) => {
    if (env.PAYMENTS === "stripe" && !env.STRIPE_SECRET_KEY) {
      ctx.addIssue({
        code: "custom",
        path: ["STRIPE_SECRET_KEY"],
        message: "PAYMENTS=stripe needs STRIPE_SECRET_KEY",
      });
    }
    if (env.AI_PROVIDER !== "builtin" && !env.AI_MODEL) {
      ctx.addIssue({
        code: "custom",
        path: ["AI_MODEL"],
        message: `AI_PROVIDER=${env.AI_PROVIDER} needs AI_MODEL`,
      });
    }
    if (env.AI_PROVIDER === "openai-compatible" && !env.AI_BASE_URL) {
      ctx.addIssue({
        code: "custom",
        path: ["AI_BASE_URL"],
        message: "AI_PROVIDER=openai-compatible needs AI_BASE_URL",
      });
    }
  });

export type AppConfig = ReturnType<typeof toConfig>;

function toConfig(env: z.infer<typeof EnvSchema>) {
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    dataDir: env.DATA_DIR,
    /** Below this much free space on DATA_DIR's disk, health reports the disk full (507). */
    diskMinFreeBytes: Math.round(env.DISK_MIN_FREE_MB * 1024 * 1024),
    databaseUrl: env.DATABASE_URL,
    databaseQueryTimeoutMs: env.DATABASE_QUERY_TIMEOUT_MS,
    pgliteStuckMs: env.PGLITE_STUCK_MS,
    ai: {
      provider: env.AI_PROVIDER,
      model: env.AI_MODEL,
      baseUrl: env.AI_BASE_URL,
      apiKey: env.AI_API_KEY,
      timeoutMs: env.AI_TIMEOUT_MS,
      maxInputTokens: env.AI_MAX_INPUT_TOKENS,
    },
    payments: {
      mode: env.PAYMENTS ?? (env.STRIPE_SECRET_KEY ? "stripe" : "sandbox"),
      stripeSecretKey: env.STRIPE_SECRET_KEY,
      stripePublishableKey: env.STRIPE_PUBLISHABLE_KEY,
      stripeWebhookSecret: env.STRIPE_WEBHOOK_SECRET,
      stripeApiBase: env.STRIPE_API_BASE,
      stripeTimeoutMs: env.STRIPE_TIMEOUT_MS,
    },
    bookingUrl: env.BOOKING_URL,
    sessionSecret: env.SESSION_SECRET,
    trustProxy: env.TRUST_PROXY,
    logLevel: env.LOG_LEVEL,
    serverTiming: env.SERVER_TIMING === "true",
    /** The longest SIGTERM waits for in-flight requests before closing their connections. */
    shutdownDrainMs: env.SHUTDOWN_DRAIN_MS,
    rateLimit: { max: env.RATE_LIMIT_MAX, windowMs: env.RATE_LIMIT_WINDOW_MS },
    /** Per visitor: past this, a new analysis is refused with a sentence naming the caps (403). */
    historyQuota: {
      maxVersions: env.HISTORY_MAX_VERSIONS,
      maxBytes: Math.round(env.HISTORY_MAX_MB * 1024 * 1024),
    },
    /** How long a generation under way holds its place in the allowance if its server dies. */
    generationLeaseMs: env.GENERATION_LEASE_MS,
    extraction: {
      workers: env.EXTRACTION_WORKERS,
      timeoutMs: env.EXTRACTION_TIMEOUT_MS,
      pdfExtractor: env.PDF_EXTRACTOR,
      ocrEngine: env.OCR_ENGINE,
      idleMs: env.WORKER_IDLE_MS,
      warm: env.WORKER_WARM,
    },
    analystWorkers: env.ANALYST_WORKERS,
    /** This instance's bound on the wait for its own analyst workers (503 with Retry-After past it). */
    analysisMaxWaitMs: env.ANALYSIS_MAX_WAIT_MS,
    workerIdleMs: env.WORKER_IDLE_MS,
    workersWarm: env.WORKER_WARM,
    /** Slow bodies are cut (408) so they hold a connection for a bounded time. */
    uploadBody: { timeoutMs: env.UPLOAD_BODY_TIMEOUT_MS, minBytesPerSecond: env.UPLOAD_MIN_BYTES_PER_SECOND },
    extractionAdmission: {
      perSession: env.EXTRACTION_PER_SESSION,
      perAddress: env.EXTRACTION_PER_ADDRESS,
      total: env.EXTRACTION_QUEUE_MAX,
    },
  } as const;
}

export class ConfigError extends Error {
  override name = "ConfigError";
}

/** Parses the environment once; an invalid value is a clear ConfigError naming the variable. */
export function loadConfig(source: Record<string, string | undefined> = process.env): AppConfig {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (issue) => `  ${issue.path.join(".") || "environment"}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  return toConfig(parsed.data);
}
