import { AdmissionRefusal } from "../errors";

export interface AdmissionLimits {
  /** Uploads one visitor (session) may have being read at once. */
  perSession: number;
  /** Uploads one address may have being read at once (sessions are free to make). */
  perAddress: number;
  /** Uploads being read or waiting for a worker, server-wide; past it new ones are turned away. */
  total: number;
}

/** The defaults of EXTRACTION_PER_SESSION, EXTRACTION_PER_ADDRESS and EXTRACTION_QUEUE_MAX. */
export const DEFAULT_ADMISSION_LIMITS: AdmissionLimits = { perSession: 2, perAddress: 24, total: 32 };
const RETRY_AFTER_SECONDS = 10;

export const sessionBusyMessage = (limit: number) =>
  `You already have ${limit === 1 ? "a file" : `${limit} files`} being read. Please wait until ${limit === 1 ? "it is" : "they are"} done, then upload this one.`;
export const QUEUE_FULL_MESSAGE =
  "We are reading many files for other visitors right now. Please try again in a moment.";

/**
 * Bounds who may have uploads being read: a cap per session and per address (429), and a bound on
 * the whole queue (503), each answered at once with a sentence and a Retry-After, so one visitor's
 * files can never stand in front of everyone else's for long.
 */
export class ExtractionAdmission {
  private readonly bySession = new Map<string, number>();
  private readonly byAddress = new Map<string, number>();
  private total = 0;

  constructor(private readonly limits: AdmissionLimits = DEFAULT_ADMISSION_LIMITS) {}

  /** Throws the AdmissionRefusal that `admit` would throw now, without taking a place. */
  check(sessionId: string, address: string): void {
    this.refuseIfFull(sessionId, address);
  }

  /** Takes a place, or throws an AdmissionRefusal; call the returned function exactly once to give it back. */
  admit(sessionId: string, address: string): () => void {
    this.refuseIfFull(sessionId, address);
    bump(this.bySession, sessionId, 1);
    bump(this.byAddress, address, 1);
    this.total++;
    let isReleased = false;
    return () => {
      if (isReleased) return;
      isReleased = true;
      bump(this.bySession, sessionId, -1);
      bump(this.byAddress, address, -1);
      this.total--;
    };
  }

  private refuseIfFull(sessionId: string, address: string): void {
    const refusal = admissionRefusal(
      {
        session: this.bySession.get(sessionId) ?? 0,
        address: this.byAddress.get(address) ?? 0,
        total: this.total,
      },
      this.limits,
    );
    if (refusal) throw refusal;
  }
}

/** Uploads being read now: the visitor's, the address's, and (where counted) the whole queue's. */
export interface AdmissionCounts {
  session: number;
  address: number;
  total: number;
}

/** The refusal for one more upload on top of `counts`, or undefined when there is room. */
export function admissionRefusal(
  counts: AdmissionCounts,
  limits: AdmissionLimits,
): AdmissionRefusal | undefined {
  if (counts.session >= limits.perSession) {
    return new AdmissionRefusal("rate_limited", sessionBusyMessage(limits.perSession), RETRY_AFTER_SECONDS);
  }
  if (counts.address >= limits.perAddress) {
    return new AdmissionRefusal("rate_limited", sessionBusyMessage(limits.perAddress), RETRY_AFTER_SECONDS);
  }
  if (counts.total >= limits.total) {
    return new AdmissionRefusal("not_ready", QUEUE_FULL_MESSAGE, RETRY_AFTER_SECONDS);
  }
  return undefined;
}

function bump(counts: Map<string, number>, key: string, by: number): void {
  const next = (counts.get(key) ?? 0) + by;
  if (next <= 0) counts.delete(key);
  else counts.set(key, next);
}
