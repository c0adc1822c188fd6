import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";

export class DataDirLockedError extends Error {
  override name = "DataDirLockedError";
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** A process's state and start time (clock ticks since boot) from /proc, or null where there is none. */
function procStat(pid: number): { state: string; startTime: string } | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return { state: fields[0] ?? "", startTime: fields[19] ?? "" };
  } catch {
    return null;
  }
}

/**
 * Whether the lock's holder still runs. A holder killed with -9 may linger as a zombie until its
 * parent reaps it, and its PID may since belong to another process: where /proc tells, the holder
 * is alive only if that PID runs, is not a zombie, and started when the lock says.
 */
function isHolderAlive(pid: number, startTime: string | undefined): boolean {
  if (!isAlive(pid)) return false;
  const stat = procStat(pid);
  if (!stat) return true;
  if (stat.state === "Z" || stat.state === "X") return false;
  return startTime === undefined || stat.startTime === startTime;
}

function lockContent(): string {
  const startTime = procStat(process.pid)?.startTime;
  return startTime ? `${process.pid} ${startTime}` : String(process.pid);
}

/**
 * Two processes on one PGlite folder silently lose writes, so the server holds a lock file
 * with its PID and refuses to start while another live process holds it.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, "server.lock");
  try {
    writeFileSync(file, lockContent(), { flag: "wx" });
  } catch {
    const [pid, startTime] = readFileSync(file, "utf8").trim().split(/\s+/);
    const holder = Number.parseInt(pid ?? "", 10);
    if (Number.isInteger(holder) && holder !== process.pid && isHolderAlive(holder, startTime)) {
      throw new DataDirLockedError(
        `Another Greenlit server (PID ${holder}) is already using ${dataDir}. Stop it, or start this one with another DATA_DIR.`,
      );
    }
    writeFileSync(file, lockContent());
  }
  return () => rmSync(file, { force: true });
}
