import type { FastifyInstance } from "fastify";
import { PRODUCT_NAME } from "../../domain/constants";
import type { AppConfig } from "../config";
import type { DatabaseHandle } from "../db/connect";

export interface SystemRoutesOptions {
  config: AppConfig;
  database: DatabaseHandle;
}

export async function systemRoutes(app: FastifyInstance, { config, database }: SystemRoutesOptions) {
  app.get("/api/health", async (_request, reply) => {
    const databaseReady = database.isReady() && (await database.ping());
    return reply.status(databaseReady ? 200 : 503).send({
      status: databaseReady ? "ok" : "unavailable",
      database: databaseReady ? "ready" : "unavailable",
    });
  });

  /** Runtime settings for the client, so one build serves every environment. */
  app.get("/api/config", async () => ({
    productName: PRODUCT_NAME,
    paymentMode: config.payments.mode,
    stripePublishableKey:
      config.payments.mode === "stripe" ? (config.payments.stripePublishableKey ?? null) : null,
    bookingUrl: config.bookingUrl,
    aiProvider: config.ai.provider,
  }));
}
