import { useCallback, useEffect, useRef, useState } from "react";
import { PAYMENT_MESSAGES, type PaymentIntentResponse } from "#domain/payments";
import { type CheckoutTier, normalizeCouponCode } from "#domain/pricing";
import { ApiError } from "../../../lib/api-error";
import { useCreatePaymentIntent } from "../api/create-payment-intent";

export interface CheckoutIntentState {
  intent: PaymentIntentResponse | null;
  initError: string | null;
  /** The server's sentence when this project is already bought: nothing is charged twice. */
  alreadyPurchased: string | null;
  couponError: string | null;
  isApplyingCoupon: boolean;
  applyCoupon(code: string): void;
  removeCoupon(): void;
  clearCouponError(): void;
}

/**
 * product.md §4: the intent is created on load; applying a coupon re-creates it, and so does
 * removing it (without the coupon). A failed start shows the 'Payment Error' card; a failed coupon
 * change keeps the current intent and explains itself beside the coupon (§8 order of messages).
 */
export function useCheckoutIntent(tier: CheckoutTier, projectId: string | null): CheckoutIntentState {
  const mutation = useCreatePaymentIntent();
  const { mutate } = mutation;
  const [intent, setIntent] = useState<PaymentIntentResponse | null>(null);
  const [initError, setInitError] = useState<string | null>(null);
  const [alreadyPurchased, setAlreadyPurchased] = useState<string | null>(null);
  const [couponError, setCouponError] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    mutate(
      { tier, projectId },
      {
        onSuccess: (data) => setIntent(data),
        // product.md §8: a checkout that cannot start says so in its own words, whatever the cause.
        onError: (error) => {
          if (error instanceof ApiError && error.alreadyPurchased)
            setAlreadyPurchased(error.serverMessage ?? PAYMENT_MESSAGES.initFailed);
          else setInitError(PAYMENT_MESSAGES.initFailed);
        },
      },
    );
  }, [mutate, tier, projectId]);

  const applyCoupon = useCallback(
    (code: string) => {
      const couponCode = normalizeCouponCode(code);
      if (!couponCode) {
        setCouponError(PAYMENT_MESSAGES.couponRequired);
        return;
      }
      setCouponError(null);
      mutate(
        { tier, projectId, couponCode },
        {
          onSuccess: (data) => {
            if (data.error) setCouponError(data.error);
            else if (data.invalidCoupon) setCouponError(PAYMENT_MESSAGES.invalidCoupon);
            else setIntent(data);
          },
          onError: (error) => {
            const failed = error instanceof ApiError ? error : null;
            setCouponError(
              failed?.serverMessage ??
                (failed?.invalidCoupon ? PAYMENT_MESSAGES.invalidCoupon : PAYMENT_MESSAGES.intentFailed),
            );
          },
        },
      );
    },
    [mutate, tier, projectId],
  );

  const removeCoupon = useCallback(() => {
    setCouponError(null);
    mutate(
      { tier, projectId },
      {
        onSuccess: (data) => {
          if (data.error) setCouponError(data.error);
          else setIntent(data);
        },
        onError: (error) =>
          setCouponError((error instanceof ApiError && error.serverMessage) || PAYMENT_MESSAGES.intentFailed),
      },
    );
  }, [mutate, tier, projectId]);

  return {
    intent,
    initError,
    alreadyPurchased,
    couponError,
    isApplyingCoupon: mutation.isPending && intent !== null,
    applyCoupon,
    removeCoupon,
    clearCouponError: useCallback(() => setCouponError(null), []),
  };
}
