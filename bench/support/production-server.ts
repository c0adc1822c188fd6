import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

export interface ServerProbe {
  eventLoopDelayMs: { p50: number; p99: number; max: number };
  rssSamplesMb: number[];
}

export interface RunningServer {
  baseUrl: string;
  /** From spawning Node to the first 200 from /api/health. */
  healthyAfterMs: number;
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

const root = fileURLToPath(new URL("../..", import.meta.url));
const compiledMain = join(root, "dist/server/main.js");

/** Compiles the server (as `npm run build` does) so the benches run what production runs. */
export function compileServer(): void {
  execFileSync(process.execPath, [join(root, "scripts/build-server.mjs")], { stdio: "ignore" });
}

export interface ServerOptions {
  /** "compiled" (default): dist/server/main.js as `npm run serve` runs it; "source": server/main.ts through tsx. */
  build?: "compiled" | "source";
  /** Keep the data folder of an earlier start (a restart) instead of a fresh one. */
  dataDir?: string;
}

/** Node's arguments for the server, compiled or from source. */
export function serverEntryArgs(build: "compiled" | "source"): string[] {
  if (build === "source") return ["--import", "tsx", join(root, "server/main.ts")];
  if (!existsSync(compiledMain)) compileServer();
  return [compiledMain];
}

/** The production server in its own process, with the event-loop probe preloaded. */
export async function startProductionServer(
  env: Record<string, string> = {},
  options: ServerOptions = {},
): Promise<RunningServer> {
  const dir = mkdtempSync(join(tmpdir(), "greenlit-bench-"));
  const port = await freePort();
  const probeFile = join(dir, "probe.json");
  const child: ChildProcess = spawn(
    process.execPath,
    [
      // e.g. "--cpu-prof --cpu-prof-dir=/tmp/profile" to see where the server spends its time
      ...(process.env.BENCH_SERVER_NODE_ARGS?.split(" ").filter(Boolean) ?? []),
      "--import",
      new URL("./event-loop-probe.mjs", import.meta.url).pathname,
      ...serverEntryArgs(options.build ?? "compiled"),
    ],
    {
      env: {
        ...process.env,
        NODE_ENV: "production",
        MALLOC_ARENA_MAX: "2",
        PORT: String(port),
        DATA_DIR: options.dataDir ?? join(dir, "data"),
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
  const spawnedAt = performance.now();
  for (;;) {
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (performance.now() - spawnedAt > 120_000) throw new Error("the server did not start");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return {
    baseUrl,
    healthyAfterMs: performance.now() - spawnedAt,
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
