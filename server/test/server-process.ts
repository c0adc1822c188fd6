import { type ChildProcess, spawn } from "node:child_process";
import { type AddressInfo, connect, createServer } from "node:net";
import { serverArgs } from "./server-command";

export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  base: string;
  /** Exit code (null when killed by a signal) and signal. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Everything the process wrote to stdout and stderr so far. */
  output(): string;
}

const started: ChildProcess[] = [];

/** Kills every server process this file started that is still running (for afterAll). */
export function killStartedServers(): void {
  for (const child of started)
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
}

/** The real server (server/main.ts) as its own process (env PORT, else a free port), once /api/health answers 200. */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const child = spawn(process.execPath, serverArgs(), {
    env: {
      ...process.env,
      LOG_LEVEL: "warn",
      HOST: "127.0.0.1",
      RATE_LIMIT_MAX: "100000",
      ...env,
      PORT: String(port),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  started.push(child);
  let output = "";
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on("exit", (code, signal) => resolve({ code, signal })),
  );
  const server = { child, port, base: `http://127.0.0.1:${port}`, exited, output: () => output };
  for (let i = 0; i < 480; i++) {
    if (child.exitCode !== null) break;
    const response = await fetch(`${server.base}/api/health`).catch(() => null);
    if (response?.ok) return server;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill("SIGKILL");
  throw new Error(`the server did not become healthy:\n${output}`);
}

/** Whether a new TCP connection to the port is refused (nothing listening any more). */
export function connectionRefused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(false);
    });
    socket.once("error", (error: NodeJS.ErrnoException) => resolve(error.code === "ECONNREFUSED"));
  });
}

/** The signed session cookie a response set, as a Cookie header value. */
export function cookieFrom(response: Response): string {
  const setCookie = response.headers.getSetCookie().find((c) => c.startsWith("greenlit_session="));
  if (!setCookie) throw new Error("the response set no session cookie");
  return setCookie.split(";")[0]!;
}
