import { useEffect, useRef, useState } from "react";
import { PAYMENT_MESSAGES, type VerifyPaymentResponse } from "#domain/payments";
import { type CheckoutTier, isCheckoutTier } from "#domain/pricing";
import { useClaimFreeAccess } from "../api/claim-free-access";
import { useVerifyPayment } from "../api/verify-payment";

export interface SuccessParams {
  tier: string | null;
  isFree: boolean;
  projectId: string | null;
  paymentIntentId: string | null;
  redirectStatus: string | null;
}

export type VerificationState =
  | { status: "verifying" }
  | { status: "verified"; tier: CheckoutTier }
  | { status: "failed"; message: string };

export function readSuccessParams(search: string): SuccessParams {
  const params = new URLSearchParams(search);
  return {
    tier: params.get("tier"),
    isFree: params.get("free") === "true",
    projectId: params.get("projectId"),
    paymentIntentId: params.get("payment_intent"),
    redirectStatus: params.get("redirect_status"),
  };
}

function outcomeOf(answer: VerifyPaymentResponse): VerificationState {
  if (!answer.verified) return { status: "failed", message: PAYMENT_MESSAGES.notVerified };
  if (!isCheckoutTier(answer.tier)) return { status: "failed", message: PAYMENT_MESSAGES.invalidTier };
  return { status: "verified", tier: answer.tier };
}

/**
 * product.md §4/§5: a free claim needs a valid tier; a payment needs payment_intent and
 * redirect_status 'succeeded'. Either way the server has the last word; the query string
 * alone never grants anything.
 */
export function usePaymentVerification(params: SuccessParams, onVerified: (tier: CheckoutTier) => void) {
  const [state, setState] = useState<VerificationState>({ status: "verifying" });
  const verify = useVerifyPayment();
  const claim = useClaimFreeAccess();
  const started = useRef(false);
  const onVerifiedRef = useRef(onVerified);
  onVerifiedRef.current = onVerified;

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const settle = (next: VerificationState) => {
      if (next.status === "verified") onVerifiedRef.current(next.tier);
      setState(next);
    };
    const failVerify = () => settle({ status: "failed", message: PAYMENT_MESSAGES.verifyFailed });
    const { tier, isFree, projectId, paymentIntentId, redirectStatus } = params;

    if (isFree) {
      if (!isCheckoutTier(tier))
        return settle({ status: "failed", message: PAYMENT_MESSAGES.invalidFreeTier });
      claim.mutate(
        { tier, projectId },
        { onSuccess: (answer) => settle(outcomeOf(answer)), onError: failVerify },
      );
      return;
    }
    if (!paymentIntentId || redirectStatus !== "succeeded") {
      return settle({ status: "failed", message: PAYMENT_MESSAGES.invalidParams });
    }
    if (!isCheckoutTier(tier)) return settle({ status: "failed", message: PAYMENT_MESSAGES.invalidTier });
    verify.mutate(paymentIntentId, { onSuccess: (answer) => settle(outcomeOf(answer)), onError: failVerify });
  }, [params, claim.mutate, verify.mutate]);

  return state;
}
