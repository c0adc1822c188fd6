import { z } from "zod";
import { CheckoutTierSchema, GENERATIONS_PER_PURCHASE } from "./pricing";

/** The checkout answer when this visitor already owns the Complete Deck Outline for the project. */
export const ALREADY_PURCHASED_MESSAGE =
  "You have already purchased the Complete Deck Outline for this project. Nothing more is charged: go back to the project to generate it.";

/** One purchase of the visitor (GET /api/purchases), with what its receipt shows. Amounts in cents. */
export const PurchaseSchema = z.object({
  projectId: z.string(),
  projectTitle: z.string().nullable(),
  tier: CheckoutTierSchema,
  amount: z.number().int(),
  originalAmount: z.number().int(),
  discountAmount: z.number().int(),
  couponCode: z.string().nullable(),
  /** The provider's payment id; null for a grant a coupon made free. */
  paymentIntentId: z.string().nullable(),
  purchasedAt: z.string(),
  generationsUsed: z.number().int(),
  generationsRemaining: z.number().int(),
  revoked: z.boolean(),
});
export type Purchase = z.infer<typeof PurchaseSchema>;

export const PurchasesResponseSchema = z.object({ purchases: z.array(PurchaseSchema) });
export type PurchasesResponse = z.infer<typeof PurchasesResponseSchema>;

export function generationsRemaining(used: number): number {
  return Math.max(0, GENERATIONS_PER_PURCHASE - used);
}

/** The live tier149 purchase of a project, if the visitor holds one. */
export function outlinePurchaseFor(
  purchases: readonly Purchase[] | undefined,
  projectId: string | null | undefined,
): Purchase | undefined {
  if (!purchases || !projectId) return undefined;
  return purchases.find((p) => p.tier === "tier149" && p.projectId === projectId && !p.revoked);
}

/** A receipt's lines, label and value, as the page and its PDF show them. Amounts in cents. */
export function receiptLines(purchase: Purchase, formatDate: (iso: string) => string): [string, string][] {
  const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;
  return [
    ["Project", purchase.projectTitle ?? purchase.projectId],
    ["Item", purchase.tier === "tier149" ? "Complete Deck Outline" : "Creative Deck Analysis"],
    ["Price", dollars(purchase.originalAmount)],
    [
      "Coupon",
      purchase.couponCode ? `${purchase.couponCode} (-${dollars(purchase.discountAmount)})` : "None",
    ],
    ["Amount paid", dollars(purchase.amount)],
    ["Date", formatDate(purchase.purchasedAt)],
    ["Payment id", purchase.paymentIntentId ?? "None (free with a coupon)"],
  ];
}

/** The receipt's file name: greenlit-receipt- plus the payment id (or the project id). */
export function receiptFileName(purchase: Purchase): string {
  const id = (purchase.paymentIntentId ?? purchase.projectId).replace(/[^a-zA-Z0-9_-]+/g, "-").slice(0, 60);
  return `greenlit-receipt-${id}.pdf`;
}
