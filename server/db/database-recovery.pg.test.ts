import type { AddressInfo } from "node:net";
import { createConnection, createServer, type Server, type Socket } from "node:net";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { createTestApp, newVisitor, type TestApp } from "../test/test-app";
import { connectDatabase } from "./connect";
import { DATABASE_UNAVAILABLE_MESSAGE } from "./database-errors";

/** A TCP door in front of the real PostgreSQL that we can close and open. */
function createDoor(target: URL) {
  let server: Server | undefined;
  const sockets = new Set<Socket>();
  return {
    async open(port: number) {
      server = createServer((client) => {
        const upstream = createConnection(Number(target.port), target.hostname);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on("close", () => sockets.delete(socket));
          socket.on("error", () => socket.destroy());
        }
        client.pipe(upstream).pipe(client);
      });
      await new Promise<void>((resolve) => server!.listen(port, "127.0.0.1", resolve));
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
      server = undefined;
    },
  };
}

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

const DATABASE_NAME = `greenlit_recovery_${process.pid}`;
let t: TestApp | undefined;
const door = createDoor(new URL(process.env.TEST_DATABASE_URL ?? "postgres://x@127.0.0.1:1/x"));
afterAll(async () => {
  await door.close();
  await t?.close();
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${DATABASE_NAME} WITH (FORCE)`);
  await admin.end();
});

describe("PostgreSQL unavailable at start, then back", () => {
  it("answers 503 until the database is reachable, then recovers by itself", async () => {
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${DATABASE_NAME}`);
    await admin.end();

    const port = await freePort();
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.port = String(port);
    url.pathname = `/${DATABASE_NAME}`;
    const database = await connectDatabase({ databaseUrl: url.toString(), waitForDatabase: false });
    t = await createTestApp({ deps: { database } });
    const visitor = await newVisitor(t.app);

    const down = await t.app.inject({ method: "GET", url: "/api/history", headers: { cookie: visitor } });
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual({ error: DATABASE_UNAVAILABLE_MESSAGE });
    expect((await t.app.inject({ method: "GET", url: "/api/health" })).statusCode).toBe(503);

    await door.open(port);
    await database.whenReady;
    const up = await t.app.inject({ method: "GET", url: "/api/history", headers: { cookie: visitor } });
    expect(up.statusCode).toBe(200);
    expect((await t.app.inject({ method: "GET", url: "/api/health" })).statusCode).toBe(200);

    await door.close();
    const again = await t.app.inject({ method: "GET", url: "/api/history", headers: { cookie: visitor } });
    expect(again.statusCode).toBe(503);
    await door.open(port);
    const back = await t.app.inject({ method: "GET", url: "/api/history", headers: { cookie: visitor } });
    expect(back.statusCode).toBe(200);
  }, 60_000);
});
