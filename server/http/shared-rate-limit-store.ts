import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import { lte, sql } from "drizzle-orm";
import type { Database } from "../db/connect";
import { rateLimitWindows } from "../db/schema";
import type { RefundableStore } from "./refundable-rate-limit-store";

type Done = (error: Error | null, result?: { current: number; ttl: number }) => void;

const windows = rateLimitWindows;
const windowEnded = sql`${windows.resetsAt} <= now()`;
const ttlMs = sql<string>`ceil(extract(epoch from (${windows.resetsAt} - now())) * 1000)`;

/**
 * A store for @fastify/rate-limit that counts in PostgreSQL, so every instance on one database
 * shares one count per key (decision 019). Each hit is one atomic upsert: the window restarts when
 * it has ended, else its count goes up; the database's clock decides, not the instances'.
 */
export function sharedRateLimitStore(db: Database): RefundableStore {
  class SharedStore implements FastifyRateLimitStore {
    constructor(
      _options?: unknown,
      private readonly prefix = "",
    ) {}

    incr(key: string, done: Done, timeWindow: number): void {
      const resetsAt = sql`now() + ${Math.max(1, Math.trunc(timeWindow))}::integer * interval '1 millisecond'`;
      db.insert(windows)
        .values({ key: this.prefix + key, hits: 1, resetsAt })
        .onConflictDoUpdate({
          target: windows.key,
          set: {
            hits: sql`case when ${windowEnded} then 1 else ${windows.hits} + 1 end`,
            resetsAt: sql`case when ${windowEnded} then excluded.resets_at else ${windows.resetsAt} end`,
          },
        })
        .returning({ hits: windows.hits, ttlMs })
        .then(([row]) => done(null, { current: row!.hits, ttl: Math.max(0, Number(row!.ttlMs)) }), done);
    }

    read(key: string, done: Done): void {
      db.select({ hits: windows.hits, ttlMs })
        .from(windows)
        .where(sql`${windows.key} = ${this.prefix + key} and not ${windowEnded}`)
        .then(
          ([row]) => done(null, row ? { current: row.hits, ttl: Number(row.ttlMs) } : { current: 0, ttl: 0 }),
          done,
        );
    }

    /** A route's own limit counts apart from the others' (the plugin passes the route as `routeInfo`). */
    child(routeOptions: object): FastifyRateLimitStore {
      const { routeInfo } = routeOptions as { routeInfo?: { method?: string; url?: string } };
      const route = routeInfo?.url ? `${routeInfo.method} ${routeInfo.url} ` : "";
      return new SharedStore(undefined, this.prefix + route);
    }
  }
  return {
    Store: SharedStore as unknown as FastifyRateLimitStoreCtor,
    // A request answered 503 gives its hit back (rate-limits.ts); a refund that fails costs nothing.
    refund(key) {
      db.update(windows)
        .set({ hits: sql`greatest(${windows.hits} - 1, 0)` })
        .where(sql`${windows.key} = ${key} and not ${windowEnded}`)
        .then(
          () => {},
          () => {},
        );
    },
  };
}

/** Deletes windows that ended a while ago (the table would otherwise keep one row per visitor). */
export async function sweepRateLimitWindows(db: Database): Promise<void> {
  await db.delete(windows).where(lte(windows.resetsAt, sql`now() - interval '1 minute'`));
}
