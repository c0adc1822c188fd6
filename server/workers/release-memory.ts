import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";

let collect: (() => void) | null | undefined;

/**
 * Runs a full garbage collection now. Used once after a large start-up (the embedded database
 * leaves ~400 MB of start-up buffers that V8, seeing a small JS heap, would keep for a long time).
 * Node offers gc() only behind --expose-gc; the flag is set for this one lookup. No-op if refused.
 */
export function releaseMemoryNow(): void {
  if (collect === undefined) {
    try {
      setFlagsFromString("--expose-gc");
      collect = runInNewContext("gc") as () => void;
    } catch {
      collect = null;
    }
  }
  collect?.();
}

/**
 * A collection once things go quiet: call `touch` on each piece of work; `idleMs` after the last
 * one, garbage is collected (a thread's heap otherwise keeps the high-water mark of its last burst).
 */
export function collectWhenIdle(idleMs: number): () => void {
  let timer: NodeJS.Timeout | undefined;
  return () => {
    clearTimeout(timer);
    timer = setTimeout(releaseMemoryNow, idleMs);
    timer.unref();
  };
}
