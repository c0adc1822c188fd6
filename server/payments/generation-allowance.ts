import { and, eq, isNull, sql, type WithSubquery } from "drizzle-orm";
import { normalizeProjectId } from "../../domain/payment-flow";
import { GENERATIONS_PER_PURCHASE } from "../../domain/pricing";
import { isSameStory, type StoryFingerprint, storyFingerprint } from "../../domain/story-fingerprint";
import type { Database } from "../db/connect";
import { entitlements } from "../db/schema";

export const NOT_PURCHASED_MESSAGE =
  "The Complete Deck Outline for this project has not been purchased yet. Please complete checkout first.";
export const PURCHASE_REVOKED_MESSAGE =
  "The Complete Deck Outline purchase for this project was refunded or disputed, so it no longer covers generating the deck.";
export const GENERATIONS_USED_UP_MESSAGE = `This purchase has already generated ${GENERATIONS_PER_PURCHASE} deck outlines for this project, the most one purchase covers.`;
export const OTHER_STORY_MESSAGE =
  "This purchase covers the story its first deck outline was generated from. A different story is a new project with its own purchase.";

export type GenerationClaim =
  | {
      granted: true;
      /** Counts the generation, run in the statement that stores its result. */
      countWith?: WithSubquery;
      /** Gives the generation's place back (it failed; nothing was stored). */
      release(): Promise<void>;
      /**
       * Whether the lease has run out (a generation longer than the lease): its place may have been
       * given to another generation, so it must be claimed again before storing, and never released.
       */
      expired?(): boolean;
    }
  | { granted: false; message: string };

/** Whether the session may generate this project's outline from this material; counted on the server. */
export type ClaimGeneration = (
  sessionId: string,
  projectId: string,
  material: string,
) => Promise<GenerationClaim>;

/** A lease is taken as over this long after the database's lease ends (so it surely has there). */
const LEASE_MARGIN_MS = 250;

const leaseLive = sql`(${entitlements.leaseExpiresAt} > now() and ${entitlements.generationsLeased} > 0)`;
const leasedNow = sql`(case when ${leaseLive} then ${entitlements.generationsLeased} else 0 end)`;

/**
 * A tier149 purchase covers one project: at most GENERATIONS_PER_PURCHASE generations, all of the
 * story the first one was generated from (its material's fingerprint, so answers and edits may
 * change between regenerations), and nothing once refunded or disputed. docs/product.md §Payments.
 * A generation is counted when its result is stored; until then it holds a lease of leaseMs, so a
 * server killed mid-generation costs the buyer nothing once the lease has run out.
 */
export function generationAllowance(db: Database, leaseMs: number): ClaimGeneration {
  const leaseEnd = sql`now() + interval '${sql.raw(String(Math.round(leaseMs)))} milliseconds'`;
  return async (sessionId, rawProjectId, material) => {
    const projectId = normalizeProjectId(rawProjectId);
    const key = and(
      eq(entitlements.sessionId, sessionId),
      eq(entitlements.projectId, projectId),
      eq(entitlements.tier, "tier149"),
    );
    const fingerprint = storyFingerprint(material);
    // A few times at most: a parallel generation may change the row between our read and update.
    for (let attempt = 0; attempt < 3; attempt++) {
      const [held] = await db
        .select({
          revokedAt: entitlements.revokedAt,
          used: entitlements.generationsUsed,
          leased: entitlements.generationsLeased,
          story: entitlements.storyFingerprint,
          leaseStory: entitlements.leaseStory,
          live: sql<boolean>`${leaseLive}`,
        })
        .from(entitlements)
        .where(key)
        .limit(1);
      if (!held) return { granted: false, message: NOT_PURCHASED_MESSAGE };
      if (held.revokedAt) return { granted: false, message: PURCHASE_REVOKED_MESSAGE };
      if (held.used + (held.live ? held.leased : 0) >= GENERATIONS_PER_PURCHASE)
        return { granted: false, message: GENERATIONS_USED_UP_MESSAGE };
      // The story is bound by the first stored generation, or meanwhile by the one under way.
      const bound = held.story ?? (held.live ? held.leaseStory : null);
      if (bound && !isSameStory(bound, fingerprint)) return { granted: false, message: OTHER_STORY_MESSAGE };

      const bindingUnchanged = held.story
        ? sql`${entitlements.storyFingerprint} is not null`
        : held.live
          ? and(
              isNull(entitlements.storyFingerprint),
              leaseLive,
              eq(entitlements.leaseStory, held.leaseStory),
            )
          : and(isNull(entitlements.storyFingerprint), sql`not ${leaseLive}`);
      const claimed = await db
        .update(entitlements)
        .set({
          generationsLeased: sql`${leasedNow} + 1`,
          leaseExpiresAt: leaseEnd,
          ...(held.live ? {} : { leaseStory: fingerprint }),
        })
        .where(
          and(
            key,
            isNull(entitlements.revokedAt),
            sql`${entitlements.generationsUsed} + ${leasedNow} < ${GENERATIONS_PER_PURCHASE}`,
            bindingUnchanged,
          ),
        )
        .returning({ leased: entitlements.generationsLeased });
      // The database's lease ends leaseMs after its now(), which is before this clock's now.
      const leaseEndsAt = Date.now() + leaseMs + LEASE_MARGIN_MS;
      if (claimed.length > 0)
        return {
          granted: true,
          expired: () => Date.now() >= leaseEndsAt,
          countWith: counted(db, key, fingerprint),
          release: async () => {
            await db
              .update(entitlements)
              .set({ generationsLeased: sql`greatest(${leasedNow} - 1, 0)` })
              .where(key);
          },
        };
    }
    return { granted: false, message: GENERATIONS_USED_UP_MESSAGE };
  };
}

/** Moves one generation from the lease to the count; the first stored one binds the story. */
function counted(db: Database, key: ReturnType<typeof and>, fingerprint: StoryFingerprint): WithSubquery {
  return db.$with("counted_generation").as(
    db
      .update(entitlements)
      .set({
        generationsUsed: sql`${entitlements.generationsUsed} + 1`,
        generationsLeased: sql`greatest(${leasedNow} - 1, 0)`,
        storyFingerprint: sql`coalesce(${entitlements.storyFingerprint}, ${JSON.stringify(fingerprint)}::jsonb)`,
      })
      .where(key)
      .returning({ used: entitlements.generationsUsed }),
  );
}
