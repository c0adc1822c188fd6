import { statfs } from "node:fs/promises";

export const DISK_FULL_MESSAGE =
  "The server's disk is full, so nothing could be saved. Please try again later.";

/** ENOSPC / EDQUOT from the file system, 53100 (disk_full) from PostgreSQL, or their words. */
const DISK_FULL_CODES = new Set(["ENOSPC", "EDQUOT", "53100"]);
const DISK_FULL_WORDS = /no space left on device|disk quota exceeded/i;

/** True when the error (or any error in its cause chain) says the disk is full. */
export function isDiskFull(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === "string" && DISK_FULL_CODES.has(code)) return true;
    if (typeof message === "string" && DISK_FULL_WORDS.test(message)) return true;
    current = cause;
  }
  return false;
}

/** Bytes an unprivileged process may still write on the file system holding `dir`; null if unknown. */
export async function freeBytes(dir: string): Promise<number | null> {
  try {
    const stats = await statfs(dir);
    return stats.bavail * stats.bsize;
  } catch {
    return null;
  }
}
