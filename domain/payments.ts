import { z } from "zod";
import { CheckoutTierSchema } from "./pricing";

export const CreatePaymentIntentRequestSchema = z.object({
  tier: z.string(),
  projectId: z.string().max(100).nullable().optional(),
  couponCode: z.string().max(64).nullable().optional(),
});
export type CreatePaymentIntentRequest = z.infer<typeof CreatePaymentIntentRequestSchema>;

/** product.md §3 Payment-intent response; amounts in cents. */
const PaymentIntentResponseSchema = z.object({
  amount: z.number().int(),
  originalAmount: z.number().int(),
  discountAmount: z.number().int(),
  couponCode: z.string().nullable(),
  freePayment: z.boolean(),
  clientSecret: z.string().nullable(),
  paymentIntentId: z.string().nullable().optional(),
  error: z.string().optional(),
  invalidCoupon: z.boolean().optional(),
});
export type PaymentIntentResponse = z.infer<typeof PaymentIntentResponseSchema>;

export const VerifyPaymentRequestSchema = z.object({ paymentIntentId: z.string().min(1).max(200) });
const VerifyPaymentResponseSchema = z.object({
  verified: z.boolean(),
  tier: CheckoutTierSchema.nullable(),
});
export type VerifyPaymentResponse = z.infer<typeof VerifyPaymentResponseSchema>;

export const PAYMENT_MESSAGES = {
  invalidTier: "Invalid tier specified",
  invalidFreeTier: "Invalid tier specified for free payment.",
  invalidParams: "Payment verification failed. Invalid payment parameters.",
  notVerified: "Payment could not be verified.",
  verifyFailed: "Failed to verify payment. Please contact support.",
  initFailed: "Failed to initialize payment. Please try again.",
  couponRequired: "Please enter a coupon code",
  invalidCoupon: "Invalid coupon code",
  intentFailed: "Failed to create payment intent",
} as const;

export const SANDBOX_CARDS = { success: "4242424242424242", declined: "4000000000000002" } as const;

/** How long one Stripe request may take by default (STRIPE_TIMEOUT_MS); it is tried once more. */
export const DEFAULT_STRIPE_TIMEOUT_MS = 15_000;
