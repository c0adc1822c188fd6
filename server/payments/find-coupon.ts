import { and, eq } from "drizzle-orm";
import { normalizeCouponCode } from "../../domain/pricing";
import type { Database } from "../db/connect";
import { coupons } from "../db/schema";

export interface Coupon {
  code: string;
  amountOffCents: number;
}

/** An active coupon by its code, case-insensitively (codes are stored uppercase). */
export async function findCoupon(db: Database, code: string): Promise<Coupon | null> {
  const normalized = normalizeCouponCode(code);
  if (!normalized) return null;
  const [row] = await db
    .select({ code: coupons.code, amountOffCents: coupons.amountOffCents })
    .from(coupons)
    .where(and(eq(coupons.code, normalized), eq(coupons.active, 1)))
    .limit(1);
  return row ?? null;
}
