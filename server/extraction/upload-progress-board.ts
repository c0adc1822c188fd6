import type { UploadStep } from "../../domain/upload-steps";

/** A step not updated for this long belongs to an upload that has ended without its answer being read. */
const STALE_MS = 10 * 60_000;
/** Uploads being read at once are few (admission caps them); this bounds the board whatever happens. */
const MAX_ENTRIES = 5000;

interface Entry {
  step: UploadStep;
  at: number;
}

/**
 * The latest step of each upload being read, by visitor and the progress id the client chose: the
 * client polls it while it waits (product.md §2). In memory: a step is only worth its next second.
 */
export class UploadProgressBoard {
  private readonly entries = new Map<string, Entry>();

  set(visitor: string, id: string, step: UploadStep): void {
    const key = keyOf(visitor, id);
    this.entries.delete(key);
    if (this.entries.size >= MAX_ENTRIES) this.sweep();
    this.entries.set(key, { step, at: Date.now() });
  }

  /** Another visitor's id answers nothing, as an unknown one does. */
  get(visitor: string, id: string): UploadStep | null {
    const entry = this.entries.get(keyOf(visitor, id));
    if (!entry || Date.now() - entry.at > STALE_MS) return null;
    return entry.step;
  }

  delete(visitor: string, id: string): void {
    this.entries.delete(keyOf(visitor, id));
  }

  /** Drops stale entries, then the oldest, so a full board still takes the newest upload. */
  private sweep(): void {
    const now = Date.now();
    for (const [key, entry] of this.entries) if (now - entry.at > STALE_MS) this.entries.delete(key);
    const oldest = this.entries.keys().next();
    if (this.entries.size >= MAX_ENTRIES && !oldest.done) this.entries.delete(oldest.value);
  }
}

function keyOf(visitor: string, id: string): string {
  return `${visitor}\u0000${id}`;
}
