import { DataDirLockedError } from "./data-dir-lock";

/** A reason the server cannot start, said in one sentence for the operator (no stack trace). */
export class StartupError extends Error {
  override name = "StartupError";
}

const FILE_SYSTEM_REASONS: Record<string, string> = {
  EEXIST: "it is a file, not a folder",
  ENOTDIR: "part of the path is a file, not a folder",
  EACCES: "permission denied",
  EPERM: "permission denied",
  EROFS: "the disk is read-only",
  ENOSPC: "the disk is full",
};

function reasonOf(error: unknown): string {
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === "string" && FILE_SYSTEM_REASONS[code]) return FILE_SYSTEM_REASONS[code];
  const text = typeof message === "string" ? message : String(error);
  // Nested wrappers ("...could not be opened: Error: Failed query ...") say the same twice: keep the root.
  return (text.split("\n")[0] ?? "").split(/(?:^|: )Error: /).pop() ?? text;
}

/** Runs one start-up step; any failure becomes a StartupError saying what could not be done and why. */
export async function startupStep<T>(what: string, step: () => T | Promise<T>, hint = ""): Promise<T> {
  try {
    return await step();
  } catch (error) {
    if (error instanceof DataDirLockedError) throw error; // already one sentence
    throw new StartupError(`${what}: ${reasonOf(error).replace(/\.$/, "")}.${hint ? ` ${hint}` : ""}`, {
      cause: error,
    });
  }
}
