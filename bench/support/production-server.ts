import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

export interface ServerProbe {
  eventLoopDelayMs: { p50: number; p99: number; max: number };
  rssSamplesMb: number[];
}

export interface RunningServer {
  baseUrl: string;
  /** Starts the probe's measurement afresh (after start-up and seeding). */
  resetProbe(): void;
  /** SIGTERM, then the event-loop and memory samples the probe wrote on exit. */
  stop(): Promise<ServerProbe>;
}

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/** The production server (server/main.ts) in its own process, with the event-loop probe preloaded. */
export async function startProductionServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const dir = mkdtempSync(join(tmpdir(), "greenlit-bench-"));
  const port = await freePort();
  const probeFile = join(dir, "probe.json");
  const child: ChildProcess = spawn(
    process.execPath,
    [
      // e.g. "--cpu-prof --cpu-prof-dir=/tmp/profile" to see where the server spends its time
      ...(process.env.BENCH_SERVER_NODE_ARGS?.split(" ").filter(Boolean) ?? []),
      "--import",
      "tsx",
      "--import",
      new URL("./event-loop-probe.mjs", import.meta.url).pathname,
      "server/main.ts",
    ],
    {
      env: {
        ...process.env,
        NODE_ENV: "production",
        PORT: String(port),
        DATA_DIR: join(dir, "data"),
        LOG_LEVEL: "warn",
        RATE_LIMIT_MAX: "100000000",
        PROBE_FILE: probeFile,
        ...env,
      },
      stdio: ["ignore", "inherit", "inherit"],
    },
  );
  const exited = new Promise<void>((resolve) => child.on("exit", () => resolve()));
  const baseUrl = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (i > 600) throw new Error("the server did not start");
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    baseUrl,
    resetProbe: () => child.kill("SIGUSR2"),
    stop: () => stopAndReadProbe(child, exited, dir),
  };
}

/** SIGTERM, then the samples the probe wrote to `dir`/probe.json on exit; the folder is removed. */
export async function stopAndReadProbe(child: ChildProcess, exited: Promise<void>, dir: string) {
  child.kill("SIGTERM");
  await exited;
  const probe = JSON.parse(readFileSync(join(dir, "probe.json"), "utf8")) as ServerProbe;
  rmSync(dir, { recursive: true, force: true });
  return probe;
}
