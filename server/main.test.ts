import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";

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
  const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
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
});
