import { and, eq, lte, or, sql } from "drizzle-orm";
import type { Database } from "../db/connect";
import { uploadAdmissions } from "../db/schema";
import { type AdmissionLimits, admissionRefusal, ExtractionAdmission } from "./extraction-admission";

/** Who may have an upload read now: a place is taken before reading and given back after. */
export interface UploadAdmission {
  /** Throws the AdmissionRefusal that `admit` would throw now, without taking a place. */
  check(sessionId: string, address: string): Promise<void>;
  /** Takes a place, or throws an AdmissionRefusal; await the returned function once to give it back. */
  admit(sessionId: string, address: string): Promise<() => Promise<void>>;
}

/** One process (embedded PGlite): every count in this process's memory. */
export function localUploadAdmission(limits?: AdmissionLimits): UploadAdmission {
  const admission = new ExtractionAdmission(limits);
  return {
    check: async (sessionId, address) => admission.check(sessionId, address),
    admit: async (sessionId, address) => {
      const release = admission.admit(sessionId, address);
      return async () => release();
    },
  };
}

const rows = uploadAdmissions;
const live = sql`${rows.expiresAt} > now()`;
// Admissions are few and short: one lock for all of them keeps the count and the insert together.
const ADMISSION_LOCK = sql`select pg_advisory_xact_lock(hashtext('greenlit.upload_admissions'))`;

/**
 * Several instances on one PostgreSQL (decision 019): the caps per visitor and per address count
 * the uploads being read on every instance (rows in `upload_admissions`), while the queue bound
 * stays this instance's own, since it guards this instance's workers. A row outlives a dead server
 * by at most `leaseMs` (the reading's own deadline runs out before it).
 */
export function sharedUploadAdmission(
  db: Database,
  limits: AdmissionLimits,
  leaseMs: number,
): UploadAdmission {
  const queue = new ExtractionAdmission({
    perSession: Number.POSITIVE_INFINITY,
    perAddress: Number.POSITIVE_INFINITY,
    total: limits.total,
  });
  const countFor = async (tx: Pick<Database, "select">, sessionId: string, address: string) => {
    const [counts] = await tx
      .select({
        session: sql<number>`count(*) filter (where ${rows.sessionId} = ${sessionId})::integer`,
        address: sql<number>`count(*) filter (where ${rows.address} = ${address})::integer`,
      })
      .from(rows)
      .where(and(live, or(eq(rows.sessionId, sessionId), eq(rows.address, address))));
    return { session: counts?.session ?? 0, address: counts?.address ?? 0, total: 0 };
  };
  const refuseIfFull = (counts: Awaited<ReturnType<typeof countFor>>) => {
    const refusal = admissionRefusal(counts, limits);
    if (refusal) throw refusal;
  };
  return {
    async check(sessionId, address) {
      queue.check(sessionId, address);
      refuseIfFull(await countFor(db, sessionId, address));
    },
    async admit(sessionId, address) {
      const releaseQueue = queue.admit(sessionId, address);
      try {
        const id = await db.transaction(async (tx) => {
          await tx.execute(ADMISSION_LOCK);
          refuseIfFull(await countFor(tx, sessionId, address));
          const [row] = await tx
            .insert(rows)
            .values({
              sessionId,
              address,
              expiresAt: sql`now() + ${Math.ceil(leaseMs)}::integer * interval '1 millisecond'`,
            })
            .returning({ id: rows.id });
          return row!.id;
        });
        let isReleased = false;
        return async () => {
          if (isReleased) return;
          isReleased = true;
          releaseQueue();
          // Unreachable database: the row lapses at its expiry instead.
          await db
            .delete(rows)
            .where(eq(rows.id, id))
            .catch(() => {});
        };
      } catch (error) {
        releaseQueue();
        throw error;
      }
    },
  };
}

/** Deletes admissions whose server died before giving them back. */
export async function sweepUploadAdmissions(db: Database): Promise<void> {
  await db.delete(rows).where(lte(rows.expiresAt, sql`now()`));
}
