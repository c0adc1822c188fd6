import { z } from "zod";

export const TIERS = ["tier29", "tier149", "tier249"] as const;
export const TierSchema = z.enum(TIERS);
export type Tier = z.infer<typeof TierSchema>;

/** Tiers that can be bought through checkout (product.md §5). */
export const CHECKOUT_TIERS = ["tier29", "tier149"] as const;
export const CheckoutTierSchema = z.enum(CHECKOUT_TIERS);
export type CheckoutTier = z.infer<typeof CheckoutTierSchema>;

/** Prices in cents, as the payment provider counts them. The server is the authority. */
export const TIER_PRICES_CENTS: Record<CheckoutTier, number> = { tier29: 2900, tier149: 14900 };

export const TIER_TITLES: Record<CheckoutTier, string> = {
  tier29: "Creative Deck Analysis - $29",
  tier149: "Complete Deck Outline - $149",
};

export const DECK_OUTLINE_PRICE_DOLLARS = 149;
/** One Complete Deck Outline purchase covers this many generations (and regenerations) of its project. */
export const GENERATIONS_PER_PURCHASE = 10;
export const BETA_COUPON = { code: "BETAOCT2025", amountOffCents: 2900 } as const;
export const BETA_PRICE_DOLLARS = 120;

export function isCheckoutTier(value: unknown): value is CheckoutTier {
  return CheckoutTierSchema.safeParse(value).success;
}

export function formatDollars(cents: number): string {
  const dollars = cents / 100;
  return `$${Number.isInteger(dollars) ? dollars.toString() : dollars.toFixed(2)}`;
}

export function normalizeCouponCode(code: string): string {
  return code.trim().toUpperCase();
}
