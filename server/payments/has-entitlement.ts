import { and, eq, isNull } from "drizzle-orm";
import { normalizeProjectId } from "../../domain/payment-flow";
import type { Tier } from "../../domain/pricing";
import type { Database } from "../db/connect";
import { entitlements } from "../db/schema";

/**
 * true when this session holds the tier for this very project (never for another one), not
 * refunded or disputed. The id is
 * read as checkout recorded it (trimmed; blank is 'unknown').
 */
export async function hasEntitlement(
  db: Database,
  sessionId: string,
  projectId: string,
  tier: Tier,
): Promise<boolean> {
  const rows = await db
    .select({ tier: entitlements.tier })
    .from(entitlements)
    .where(
      and(
        eq(entitlements.sessionId, sessionId),
        eq(entitlements.projectId, normalizeProjectId(projectId)),
        eq(entitlements.tier, tier),
        isNull(entitlements.revokedAt),
      ),
    )
    .limit(1);
  return rows.length > 0;
}
