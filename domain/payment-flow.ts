import { z } from "zod";
import { CheckoutTierSchema } from "./pricing";
import type { ProjectStage } from "./stages";

/** product.md §4: checkout links use projectId 'unknown' when the project has no id yet. */
export const UNKNOWN_PROJECT_ID = "unknown";

/** The project a payment is for: trimmed, with missing ids folded into 'unknown'. */
export function normalizeProjectId(projectId: string | null | undefined): string {
  return projectId?.trim() || UNKNOWN_PROJECT_ID;
}

/** POST /api/claim-free-access: confirms a grant the server recorded when the total came to $0. */
export const ClaimFreeAccessRequestSchema = z.object({
  tier: z.string().max(50),
  projectId: z.string().max(100).nullable().optional(),
});
export type ClaimFreeAccessRequest = z.infer<typeof ClaimFreeAccessRequestSchema>;

/** POST /api/sandbox/confirm-payment: the offline provider's card confirmation. */
export const SandboxConfirmRequestSchema = z.object({
  paymentIntentId: z.string().min(1).max(200),
  clientSecret: z.string().min(1).max(300),
  cardNumber: z.string().max(40),
  expiry: z.string().max(10),
  cvc: z.string().max(10),
});
export type SandboxConfirmRequest = z.infer<typeof SandboxConfirmRequestSchema>;

const SandboxConfirmResponseSchema = z.object({
  paymentIntentId: z.string(),
  status: z.literal("succeeded"),
  tier: CheckoutTierSchema,
});
export type SandboxConfirmResponse = z.infer<typeof SandboxConfirmResponseSchema>;

/**
 * product.md §4 Continue after payment: projectId 'new' or missing, or tier29 -> /prompts for an idea,
 * else /onboarding; tier149 -> /review.
 */
export function continuePathAfterPayment(
  tier: string,
  projectId: string | null | undefined,
  stage: ProjectStage | null,
): string {
  const startPath = stage === "idea" ? "/prompts" : "/onboarding";
  if (!projectId || projectId === "new") return startPath;
  if (tier === "tier29") return startPath;
  return "/review";
}

/** /review?start-outline=1: the review goes straight on to the outline just paid for. */
export const START_OUTLINE_PARAM = "start-outline";

/** The address both providers return to after a payment (product.md §7). */
export function paymentSuccessPath(params: {
  tier: string;
  projectId?: string | null;
  paymentIntentId?: string;
  redirectStatus?: string;
  free?: boolean;
}): string {
  const search = new URLSearchParams({ tier: params.tier });
  if (params.free) search.set("free", "true");
  if (params.projectId) search.set("projectId", params.projectId);
  if (params.paymentIntentId) search.set("payment_intent", params.paymentIntentId);
  if (params.redirectStatus) search.set("redirect_status", params.redirectStatus);
  return `/payment-success?${search.toString()}`;
}
