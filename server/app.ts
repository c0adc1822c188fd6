import { existsSync } from "node:fs";
import fastifyStatic from "@fastify/static";
import Fastify, { type FastifyInstance } from "fastify";
import type { DestinationStream } from "pino";
import type { AnalysisEngine } from "./analysis/engine/analysis-engine";
import { createAnalystPool } from "./analysis/engine/analyst-pool";
import { createAnalysisEngine } from "./analysis/engine/create-analysis-engine";
import type { AppConfig } from "./config";
import type { DatabaseHandle } from "./db/connect";
import { DATABASE_UNAVAILABLE_MESSAGE } from "./db/database-errors";
import { createTextExtractor } from "./extraction/extract-text";
import { createRecordJsonCache } from "./history/record-json-cache";
import { analyzeRoutes } from "./http/analyze-routes";
import { apiHeaders } from "./http/api-headers";
import { answerRoutingError, registerErrorHandlers } from "./http/error-handler";
import { historyRoutes } from "./http/history-routes";
import { guardJsonDepth } from "./http/json-depth";
import { linkRoutes } from "./http/link-routes";
import { loggerOptions } from "./http/logger-options";
import { paymentRoutes } from "./http/payment-routes";
import { rateLimits } from "./http/rate-limits";
import { securityHeaders } from "./http/security-headers";
import { serverTiming } from "./http/server-timing";
import { sessionPlugin } from "./http/session";
import { countersFor } from "./http/shared-counters";
import { systemRoutes } from "./http/system-routes";
import { uploadRoutes } from "./http/upload-routes";
import { createPaymentProvider } from "./payments/create-payment-provider";
import { type ClaimGeneration, generationAllowance } from "./payments/generation-allowance";
import type { PaymentProvider } from "./payments/payment-provider";
import { fastifyTrustProxy } from "./trust-proxy";
import { collectWhenIdle } from "./workers/release-memory";

export interface AppDependencies {
  config: AppConfig;
  database: DatabaseHandle;
  sessionSecret: string;
  /** Folder of the built client; omitted in API-only tests. */
  clientRoot?: string;
  /** Defaults to the engine AI_PROVIDER picks. */
  analysisEngine?: AnalysisEngine;
  /** Whether the session may generate the project's deck; by default its tier149 purchase's allowance. */
  claimGeneration?: ClaimGeneration;
  /** The payment provider; by default picked from the configuration. */
  paymentProvider?: PaymentProvider;
  /** Where log lines go; stdout by default (tests capture them). */
  logStream?: DestinationStream;
}

/** Builds the app: plugins, then routes; owns the error and 404 handlers. Tests use app.inject. */
export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const { config, database } = deps;
  const app = Fastify({
    logger: loggerOptions(config.logLevel, deps.logStream),
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: 3 * 1024 * 1024,
    genReqId: () => crypto.randomUUID(),
    frameworkErrors: answerRoutingError,
    // "__proto__" and "constructor.prototype" keys are dropped, and the rest judged on its fields.
    onProtoPoisoning: "remove",
    onConstructorPoisoning: "remove",
  });

  guardJsonDepth(app);
  // An idle server gives back what its last burst of requests left on the heap.
  const served = collectWhenIdle(5000);
  app.addHook("onResponse", async () => served());
  const serveSpa = !!deps.clientRoot && existsSync(deps.clientRoot);
  registerErrorHandlers(app, { serveSpa });
  await app.register(apiHeaders, { retryAfterSeconds: Math.ceil(config.rateLimit.windowMs / 1000) });
  await app.register(securityHeaders, { stripe: config.payments.mode === "stripe" });
  await app.register(serverTiming, { enabled: config.serverTiming });
  await app.register(sessionPlugin, { secret: deps.sessionSecret });
  app.addHook("onRequest", async (request, reply) => {
    // Until migrations have run on a database that was down at start, only health and config answer.
    if (database.isReady() || !request.url.startsWith("/api/")) return;
    if (request.url.startsWith("/api/health") || request.url.startsWith("/api/config")) return;
    return reply.status(503).send({ error: DATABASE_UNAVAILABLE_MESSAGE });
  });
  const counters = countersFor(app, database, config);
  await app.register(rateLimits, {
    max: config.rateLimit.max,
    windowMs: config.rateLimit.windowMs,
    store: counters.rateLimitStore,
  });
  if (serveSpa) await app.register(fastifyStatic, { root: deps.clientRoot!, wildcard: false });

  await app.register(systemRoutes, { config, database });
  await app.register(linkRoutes, { db: database.db });
  // The two worker pools: uploads are read on one, the built-in analyst runs on the other.
  const extractor = createTextExtractor(config.extraction);
  const analyst = createAnalystPool({
    size: config.analystWorkers,
    idleMs: config.workerIdleMs,
    warm: config.workersWarm,
    maxWaitMs: config.analysisMaxWaitMs,
  });
  // Once listening (start-up is not slowed), a worker per pool loads; the first visitor finds it warm.
  app.addHook("onListen", async () => {
    extractor.warmUp();
    analyst.warmUp();
  });
  app.addHook("onClose", async () => {
    await Promise.all([extractor.close(), analyst.close()]);
  });
  // The versions stored here, encoded once: the history list sends them without reading them back.
  const recordJson = createRecordJsonCache();
  await app.register(historyRoutes, {
    db: database.db,
    compareVersions: analyst.compareVersions,
    recordJson,
  });
  await app.register(uploadRoutes, {
    dataDir: config.dataDir,
    extractor,
    admission: counters.uploadAdmission,
    body: config.uploadBody,
  });
  await app.register(analyzeRoutes, {
    db: database.db,
    engine: deps.analysisEngine ?? createAnalysisEngine(config.ai, analyst, app.log),
    compareVersions: analyst.compareVersions,
    historyQuota: config.historyQuota,
    recordJson,
    // The server decides who has paid: generating needs a tier149 purchase for this project and story.
    claimGeneration: deps.claimGeneration ?? generationAllowance(database.db, config.generationLeaseMs),
  });
  const provider = deps.paymentProvider ?? (await createPaymentProvider(config.payments, database.db));
  await app.register(paymentRoutes, { db: database.db, provider });
  return app;
}
