import type { FastifyInstance } from "fastify";
import { PRODUCT_NAME } from "../../domain/constants";
import type { AppConfig } from "../config";
import type { DatabaseHandle } from "../db/connect";
import { freeBytes } from "../disk-space";

export interface SystemRoutesOptions {
  config: AppConfig;
  database: DatabaseHandle;
}

export async function systemRoutes(app: FastifyInstance, { config, database }: SystemRoutesOptions) {
  /**
   * 200 when the database answers and DATA_DIR has room; 503 when the database does not (it wins),
   * 507 when the disk holding DATA_DIR is (nearly) full: uploads and the embedded database write there.
   */
  app.get("/api/health", async (_request, reply) => {
    const [databaseReady, free] = await Promise.all([
      database.isReady() ? database.ping() : Promise.resolve(false),
      freeBytes(config.dataDir),
    ]);
    const diskFull = free !== null && free < config.diskMinFreeBytes;
    const status = !databaseReady ? 503 : diskFull ? 507 : 200;
    return reply.status(status).send({
      status: status === 200 ? "ok" : status === 503 ? "unavailable" : "disk full",
      database: databaseReady ? "ready" : "unavailable",
      disk: diskFull ? "full" : "ok",
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
