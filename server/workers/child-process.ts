import { spawn } from "node:child_process";
import { isMainThread, parentPort } from "node:worker_threads";

/** What a worker tells its pool about a tool it runs, so the pool can end it with its job. */
export interface ChildProcessNotice {
  childProcess: number;
  isRunning: boolean;
}

export interface ToolRun {
  stdout: Buffer;
  stderr: string;
  code: number | null;
  /** Ended at the deadline (its whole process group). */
  isTimedOut: boolean;
  /** Ended because its output passed `maxOutputBytes`. */
  isTooLarge: boolean;
}

const running = new Set<number>();

/**
 * Runs a tool (tesseract, pdftoppm, pdftotext) in a process group of its own. The group is ended at
 * `deadline` (epoch ms) by this thread, and the worker's pool, told of every group, ends it too when
 * it ends the job's thread (timeout, crash, shutdown): a tool never outlives its upload.
 */
export function runTool(
  command: string,
  args: readonly string[],
  options: {
    deadline: number;
    input?: Buffer;
    maxOutputBytes: number;
    env?: NodeJS.ProcessEnv;
    /** Each piece of standard output as it comes (e.g. to count pages done). */
    onOutput?: (chunk: Buffer) => void;
  },
): Promise<ToolRun> {
  return new Promise((resolve, reject) => {
    const timeout = options.deadline - Date.now();
    if (timeout <= 0) {
      resolve({ stdout: Buffer.alloc(0), stderr: "", code: null, isTimedOut: true, isTooLarge: false });
      return;
    }
    const child = spawn(command, args, {
      detached: true,
      stdio: [options.input ? "pipe" : "ignore", "pipe", "pipe"],
      env: options.env ?? process.env,
    });
    const pid = child.pid;
    if (pid === undefined) {
      child.once("error", reject);
      return;
    }
    announce(pid, true);
    const chunks: Buffer[] = [];
    let size = 0;
    let stderr = "";
    let isTimedOut = false;
    let isTooLarge = false;
    const timer = setTimeout(() => {
      isTimedOut = true;
      endGroup(pid);
    }, timeout);
    child.stdout?.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > options.maxOutputBytes) {
        isTooLarge = true;
        endGroup(pid);
        return;
      }
      chunks.push(chunk);
      options.onOutput?.(chunk);
    });
    child.stderr?.on("data", (chunk: Buffer) => {
      if (stderr.length < 64 * 1024) stderr += chunk.toString("utf8");
    });
    child.stdin?.on("error", () => {});
    child.stdin?.end(options.input);
    child.once("error", (error) => {
      clearTimeout(timer);
      forget(pid);
      reject(error);
    });
    child.once("close", (code) => {
      clearTimeout(timer);
      forget(pid);
      resolve({ stdout: Buffer.concat(chunks), stderr, code, isTimedOut, isTooLarge });
    });
  });
}

/** Ends a tool's whole process group; a group already gone is fine. */
export function endGroup(pid: number): void {
  try {
    process.kill(-pid, "SIGKILL");
  } catch {
    // already ended
  }
}

function announce(pid: number, isRunning: boolean): void {
  if (isRunning) running.add(pid);
  if (!isMainThread) parentPort?.postMessage({ childProcess: pid, isRunning } satisfies ChildProcessNotice);
}

function forget(pid: number): void {
  running.delete(pid);
  announce(pid, false);
}

export function isChildProcessNotice(message: unknown): message is ChildProcessNotice {
  return typeof (message as ChildProcessNotice | null)?.childProcess === "number";
}

// A process that exits (tests, scripts reading files on their own thread) leaves no tool behind.
process.once("exit", () => {
  for (const pid of running) endGroup(pid);
});
