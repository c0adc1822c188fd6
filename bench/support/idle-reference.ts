import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type ServerProbe, stopAndReadProbe } from "./production-server";

export interface IdleReference {
  /** Starts the measurement afresh, at the same moment as the server's. */
  reset(): void;
  stop(): Promise<ServerProbe>;
}

/**
 * A Node process that does nothing, with the same event-loop probe as the server: on a shared
 * 2-core machine its delay is what scheduling alone costs, the floor the server's is read against.
 */
export async function startIdleReference(): Promise<IdleReference> {
  const dir = mkdtempSync(join(tmpdir(), "greenlit-idle-"));
  const probeFile = join(dir, "probe.json");
  const child = spawn(
    process.execPath,
    [
      "--import",
      new URL("./event-loop-probe.mjs", import.meta.url).pathname,
      "-e",
      "setInterval(() => {}, 1000); process.on('SIGTERM', () => process.exit(0)); process.send?.('ready');",
    ],
    { env: { ...process.env, PROBE_FILE: probeFile }, stdio: ["ignore", "inherit", "inherit", "ipc"] },
  );
  await new Promise<void>((resolve) => child.once("message", () => resolve()));
  const exited = new Promise<void>((resolve) => child.on("exit", () => resolve()));
  return {
    reset: () => child.kill("SIGUSR2"),
    stop: () => stopAndReadProbe(child, exited, dir),
  };
}
