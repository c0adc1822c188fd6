import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { type AppDependencies, buildApp } from "../app";
import { loadConfig } from "../config";
import type { DatabaseHandle } from "../db/connect";
import { SESSION_COOKIE } from "../http/session";
import { createTestDatabase } from "./test-database";

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  close(): Promise<void>;
}

/**
 * The real app on a fresh test database, silent logs. Extra env and dependencies may be passed.
 * No warm workers (WORKER_WARM=0): an app that listens would otherwise load the analyst and run its
 * warm-up analysis, seconds of CPU that tests which never analyse would pay; a test may ask for them.
 */
export async function createTestApp(
  options: { env?: Record<string, string>; deps?: Partial<AppDependencies> } = {},
): Promise<TestApp> {
  const database = options.deps?.database ?? (await createTestDatabase());
  const config = loadConfig({
    LOG_LEVEL: "silent",
    NODE_ENV: "test",
    DATA_DIR: "./data/test",
    WORKER_WARM: "0",
    ...options.env,
  });
  const app = await buildApp({
    config,
    database,
    sessionSecret: "test-secret-".padEnd(40, "x"),
    ...options.deps,
  });
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/** The signed session cookie the server set, as a Cookie header value. */
export function sessionCookieFrom(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE);
  if (!cookie) throw new Error("the response set no session cookie");
  return `${SESSION_COOKIE}=${cookie.value}`;
}

/** A new anonymous visitor: the cookie header the server hands out on a first request. */
export async function newVisitor(app: FastifyInstance): Promise<string> {
  return sessionCookieFrom(await app.inject({ method: "GET", url: "/api/history" }));
}
