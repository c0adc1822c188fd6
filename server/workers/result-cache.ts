import { createHash } from "node:crypto";

/** The key of a piece of work: the SHA-256 of what it is done on. */
export function contentKey(...parts: Array<string | Buffer>): string {
  const hash = createHash("sha256");
  for (const part of parts) hash.update(part).update("\u0000");
  return hash.digest("hex");
}

/**
 * The results of deterministic work (the built-in analyst, reading an upload) by content key, the
 * least recently used dropped past `maxBytes`: the same text or file again is answered without a
 * worker. `run` also joins a caller to the same work already under way. Failures are never kept.
 */
export class ResultCache<T> {
  private readonly entries = new Map<string, { value: T; bytes: number }>();
  private readonly inFlight = new Map<string, Promise<T>>();
  private bytes = 0;

  constructor(
    private readonly maxBytes: number,
    /** The size a result is counted at (its JSON, roughly its memory). */
    private readonly sizeOf: (value: T) => number,
    /** What a caller is handed: a copy it may change, by default; the value itself when none does. */
    private readonly handOut: (value: T) => T = structuredClone,
  ) {}

  /** The kept result (a copy, unless `handOut` says otherwise), or undefined. */
  get(key: string): T | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return this.handOut(entry.value);
  }

  set(key: string, value: T): void {
    const bytes = this.sizeOf(value);
    if (bytes > this.maxBytes / 4) return; // one huge result would push out everything else
    this.delete(key);
    this.entries.set(key, { value, bytes });
    this.bytes += bytes;
    for (const [oldest, entry] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= entry.bytes;
    }
  }

  /** The kept result, the one under way for the same key, or `work`'s (then kept). */
  async run(key: string, work: () => Promise<T>): Promise<T> {
    const kept = this.get(key);
    if (kept !== undefined) return kept;
    const running = this.inFlight.get(key);
    if (running) return this.handOut(await running);
    const started = work();
    this.inFlight.set(key, started);
    try {
      const value = await started;
      this.set(key, value);
      return this.handOut(value);
    } finally {
      this.inFlight.delete(key);
    }
  }

  private delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }
}
