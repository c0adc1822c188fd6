import { UPLOAD_PROGRESS_ID as PROGRESS_ID } from "../../domain/upload-steps";

/** A step not updated for this long belongs to a request that has ended without its answer being read. */
const STALE_MS = 10 * 60_000;
/**
 * An ended request's last step stays readable this long: the answer may still be on its way to a
 * client that polls meanwhile, and "Saving" is then still the truth it should see.
 */
export const ENDED_STEP_MS = 5_000;
/** Requests under way at once are few (admission and rate limits cap them); this bounds the board whatever happens. */
const MAX_ENTRIES = 5000;

interface Entry<Step> {
  step: Step;
  /** When the step stops being answered. */
  until: number;
}

/**
 * The latest step of each upload being read or analysis being run, by visitor and the progress id the
 * client chose: the client polls it while it waits (product.md §2). In memory: a step is only worth
 * its next second.
 */
export class StepBoard<Step> {
  private readonly entries = new Map<string, Entry<Step>>();

  constructor(private readonly now: () => number = Date.now) {}

  set(visitor: string, id: string, step: Step): void {
    const key = keyOf(visitor, id);
    this.entries.delete(key);
    if (this.entries.size >= MAX_ENTRIES) this.sweep();
    this.entries.set(key, { step, until: this.now() + STALE_MS });
  }

  /** Another visitor's id answers nothing, as an unknown one does. */
  get(visitor: string, id: string): Step | null {
    const entry = this.entries.get(keyOf(visitor, id));
    if (!entry || this.now() > entry.until) return null;
    return entry.step;
  }

  /** The request has ended: its last step is answered a few seconds more, then forgotten. */
  end(visitor: string, id: string): void {
    const entry = this.entries.get(keyOf(visitor, id));
    if (entry) entry.until = Math.min(entry.until, this.now() + ENDED_STEP_MS);
  }

  /** Drops stale entries, then the oldest, so a full board still takes the newest request. */
  private sweep(): void {
    const now = this.now();
    for (const [key, entry] of this.entries) if (now > entry.until) this.entries.delete(key);
    const oldest = this.entries.keys().next();
    if (this.entries.size >= MAX_ENTRIES && !oldest.done) this.entries.delete(oldest.value);
  }
}

function keyOf(visitor: string, id: string): string {
  return `${visitor}\u0000${id}`;
}

/** `?progress=<id>`: where the client polls the request's steps; absent or malformed, none are kept. */
export function parseProgressId(query: unknown): string | undefined {
  const value = (query as { progress?: unknown } | undefined)?.progress;
  return typeof value === "string" && PROGRESS_ID.test(value) ? value : undefined;
}
