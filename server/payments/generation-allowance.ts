import { and, eq, isNull, lt, sql } from "drizzle-orm";
import { normalizeProjectId } from "../../domain/payment-flow";
import { GENERATIONS_PER_PURCHASE } from "../../domain/pricing";
import { isSameStory, storyFingerprint } from "../../domain/story-fingerprint";
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
      granted: true /** Gives the generation back (it failed; nothing was delivered). */;
      release(): Promise<void>;
    }
  | { granted: false; message: string };

/** Whether the session may generate this project's outline from this material; counted on the server. */
export type ClaimGeneration = (
  sessionId: string,
  projectId: string,
  material: string,
) => Promise<GenerationClaim>;

/**
 * A tier149 purchase covers one project: at most GENERATIONS_PER_PURCHASE generations, all of the
 * story the first one was generated from (its material's fingerprint, so answers and edits may
 * change between regenerations), and nothing once refunded or disputed. docs/product.md §Payments.
 */
export function generationAllowance(db: Database): ClaimGeneration {
  return async (sessionId, rawProjectId, material) => {
    const projectId = normalizeProjectId(rawProjectId);
    const key = and(
      eq(entitlements.sessionId, sessionId),
      eq(entitlements.projectId, projectId),
      eq(entitlements.tier, "tier149"),
    );
    const fingerprint = storyFingerprint(material);
    // Twice at most: a parallel first generation may bind the story between our read and update.
    for (let attempt = 0; attempt < 2; attempt++) {
      const [held] = await db.select().from(entitlements).where(key).limit(1);
      if (!held) return { granted: false, message: NOT_PURCHASED_MESSAGE };
      if (held.revokedAt) return { granted: false, message: PURCHASE_REVOKED_MESSAGE };
      if (held.generationsUsed >= GENERATIONS_PER_PURCHASE)
        return { granted: false, message: GENERATIONS_USED_UP_MESSAGE };
      const bound = held.storyFingerprint;
      if (bound && !isSameStory(bound, fingerprint)) return { granted: false, message: OTHER_STORY_MESSAGE };

      const claimed = await db
        .update(entitlements)
        .set({
          generationsUsed: sql`${entitlements.generationsUsed} + 1`,
          storyFingerprint: bound ?? fingerprint,
        })
        .where(
          and(
            key,
            isNull(entitlements.revokedAt),
            lt(entitlements.generationsUsed, GENERATIONS_PER_PURCHASE),
            bound ? sql`${entitlements.storyFingerprint} is not null` : isNull(entitlements.storyFingerprint),
          ),
        )
        .returning({ used: entitlements.generationsUsed });
      if (claimed.length > 0) return { granted: true, release: () => release(db, key, !bound) };
    }
    return { granted: false, message: GENERATIONS_USED_UP_MESSAGE };
  };
}

/** Gives one generation back; the first one also unbinds the story it would have bound. */
async function release(db: Database, key: ReturnType<typeof and>, boundByThisClaim: boolean): Promise<void> {
  await db
    .update(entitlements)
    .set({
      generationsUsed: sql`greatest(${entitlements.generationsUsed} - 1, 0)`,
      ...(boundByThisClaim
        ? {
            storyFingerprint: sql`case when ${entitlements.generationsUsed} <= 1 then null else ${entitlements.storyFingerprint} end`,
          }
        : {}),
    })
    .where(key);
}
