import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { DATABASE_UNAVAILABLE_MESSAGE } from "./db/database-errors";
import { serverArgs } from "./test/server-command";

const dataDir = mkdtempSync(join(tmpdir(), "greenlit-main-"));
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) child.kill("SIGKILL");
  rmSync(dataDir, { recursive: true, force: true });
});

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, serverArgs(), {
    env: { ...process.env, LOG_LEVEL: "warn", DATA_DIR: dataDir, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(child);
  let output = "";
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, exited, output: () => output };
}

async function waitForHealth(port: number, output: () => string): Promise<void> {
  for (let i = 0; i < 360; i++) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server did not become healthy:\n${output()}`);
}

describe("the server process", () => {
  it("refuses an invalid configuration with a message naming the variable", async () => {
    const server = startServer({ PORT: "not-a-port" });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain("PORT");
  }, 60_000);

  it("refuses a second server on the same data folder, and shuts down cleanly on SIGTERM", async () => {
    const port = await freePort();
    const first = startServer({ PORT: String(port) });
    await waitForHealth(port, first.output);

    const second = startServer({ PORT: String(await freePort()) });
    expect(await second.exited).toBe(1);
    expect(second.output()).toMatch(/Another Greenlit server \(PID \d+\) is already using/);

    first.child.kill("SIGTERM");
    expect(await first.exited).toBe(0);
    expect(existsSync(join(dataDir, "server.lock"))).toBe(false);
  }, 180_000);

  it("says in one sentence why it cannot use DATA_DIR, and exits 1", async () => {
    const file = join(dataDir, "a-file");
    writeFileSync(file, "not a folder");
    const server = startServer({ PORT: String(await freePort()), DATA_DIR: file });
    expect(await server.exited).toBe(1);
    expect(server.output().trim()).toBe(`DATA_DIR (${file}) cannot be used: it is a file, not a folder.`);
  }, 60_000);

  it("says the embedded database folder is damaged, without a stack trace, and exits 1", async () => {
    const damaged = join(dataDir, "damaged");
    mkdirSync(join(damaged, "pglite"), { recursive: true });
    writeFileSync(join(damaged, "pglite", "PG_VERSION"), "garbage");
    const server = startServer({ PORT: String(await freePort()), DATA_DIR: damaged });
    expect(await server.exited).toBe(1);
    expect(server.output()).toMatch(
      /^The embedded database in .+damaged\/pglite could not be opened: .+\. If the folder is damaged, move it aside to start afresh\.\n$/,
    );
  }, 120_000);

  it("listens while PostgreSQL is unreachable at start, answering 503 with a sentence", async () => {
    const port = await freePort();
    const server = startServer({
      PORT: String(port),
      DATABASE_URL: `postgres://greenlit:secret@127.0.0.1:${await freePort()}/greenlit`,
    });
    let health: Response | undefined;
    for (let i = 0; i < 240 && !health; i++) {
      health = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => undefined);
      if (!health) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(health?.status, server.output()).toBe(503);
    const history = await fetch(`http://127.0.0.1:${port}/api/history`);
    expect(history.status).toBe(503);
    expect(await history.json()).toEqual({ error: DATABASE_UNAVAILABLE_MESSAGE });
    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
  }, 120_000);
});
