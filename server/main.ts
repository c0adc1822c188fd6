import { join, resolve } from "node:path";
import { buildApp } from "./app";
import { ConfigError, loadConfig } from "./config";
import { acquireDataDirLock, DataDirLockedError } from "./data-dir-lock";
import { connectDatabase, pgliteDirFor } from "./db/connect";
import { resolveSessionSecret } from "./session-secret";
import { StartupError, startupStep } from "./startup-errors";
import { removeStrayUploads, STRAY_UPLOAD_AGE_MS } from "./stray-uploads";

/** After the drain limit, what closing the database and the pools may still take. */
const SHUTDOWN_GRACE_MS = 5000;

async function main() {
  const config = loadConfig();
  const dataDir = resolve(config.dataDir);
  // Only PGlite needs the lock: a second process on its folder silently loses writes.
  const releaseLock = config.databaseUrl
    ? () => {}
    : await startupStep(`DATA_DIR (${dataDir}) cannot be used`, () => acquireDataDirLock(dataDir));
  const strays = await removeStrayUploads(
    join(dataDir, "uploads"),
    config.databaseUrl ? STRAY_UPLOAD_AGE_MS : 0, // without the lock, another server may share the folder
  );
  let reportStuck = (stalledMs: number) =>
    console.error(`The embedded database thread gave no answer for ${stalledMs} ms; restarting it.`);
  const database = await startupStep(
    config.databaseUrl
      ? "The database at DATABASE_URL could not be prepared"
      : `The embedded database in ${pgliteDirFor(dataDir)} could not be opened`,
    // PostgreSQL may be down at start: listen anyway, answer 503 and migrate once it is reachable.
    () =>
      connectDatabase({
        databaseUrl: config.databaseUrl,
        pgliteDir: pgliteDirFor(dataDir),
        waitForDatabase: false,
        queryTimeoutMs: config.databaseQueryTimeoutMs,
        pglite: { stuckMs: config.pgliteStuckMs, onStuck: (stalledMs) => reportStuck(stalledMs) },
      }),
    config.databaseUrl ? "" : "If the folder is damaged, move it aside to start afresh.",
  );
  const app = await buildApp({
    config,
    database,
    sessionSecret: resolveSessionSecret(config.sessionSecret, dataDir),
    // Source runs start at server/main.ts, compiled runs at dist/server/main.js: both beside dist/client.
    clientRoot: resolve(
      new URL(import.meta.url.endsWith(".ts") ? "../dist/client" : "../client", import.meta.url).pathname,
    ),
  });

  reportStuck = (stalledMs) =>
    app.log.error({ stalledMs }, "the embedded database thread is stuck (no answer); restarting it");

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, finishing in-flight requests`);
    // A request that never completes (a stalled upload on a keep-alive connection) does not hold
    // the exit: past the drain limit, every connection still open is closed.
    const drainLimit = setTimeout(() => {
      app.log.warn(
        `requests still in flight after ${config.shutdownDrainMs / 1000} s; closing their connections`,
      );
      app.server.closeAllConnections();
    }, config.shutdownDrainMs);
    // Whatever still hangs past the drain (a stuck database that will not close), the process ends.
    const exitLimit = setTimeout(() => {
      app.log.error("shutdown did not finish in time; exiting");
      process.exit(1);
    }, config.shutdownDrainMs + SHUTDOWN_GRACE_MS);
    exitLimit.unref();
    await app.close(); // stops accepting, waits for in-flight requests
    clearTimeout(drainLimit);
    await database.close();
    releaseLock();
    process.exit(0);
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));

  await app.listen({ port: config.port, host: config.host });
  if (strays > 0) app.log.info({ removed: strays }, "removed stray uploads left by an earlier run");
  if (!database.isReady()) app.log.warn("database not reachable yet; answering 503 until it is");
  database.whenReady.then(
    () => app.log.info("database ready"),
    (error: unknown) => {
      app.log.fatal({ err: error }, "database migrations failed");
      process.exit(1);
    },
  );
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError || error instanceof StartupError) {
    console.error(error.message);
  } else {
    console.error("Greenlit could not start:", error);
  }
  process.exit(1);
});
