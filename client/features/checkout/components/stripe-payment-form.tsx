import { Elements, PaymentElement, useElements, useStripe } from "@stripe/react-stripe-js";
import { loadStripe, type Stripe } from "@stripe/stripe-js";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { paymentSuccessPath } from "#domain/payment-flow";
import { PAYMENT_MESSAGES } from "#domain/payments";
import type { CheckoutTier } from "#domain/pricing";
import { InlineError, useInlineFailure } from "../../../components/inline-error";
import { toast } from "../../../hooks/use-toast";
import { CheckoutLoading } from "./checkout-status";
import { PayButton } from "./pay-button";

interface StripePaymentFormProps {
  publishableKey: string;
  clientSecret: string;
  tier: CheckoutTier;
  projectId: string | null;
  amount: number;
}

const stripeByKey = new Map<string, Promise<Stripe | null>>();
function stripeFor(publishableKey: string) {
  let promise = stripeByKey.get(publishableKey);
  if (!promise) {
    promise = loadStripe(publishableKey);
    stripeByKey.set(publishableKey, promise);
    // A failed load is not kept: the next checkout tries again.
    promise.catch(() => stripeByKey.delete(publishableKey));
  }
  return promise;
}

type StripeJs = { status: "loading" } | { status: "ready"; stripe: Stripe } | { status: "failed" };

/** Stripe.js comes from Stripe's servers and may not load (offline, blocked): that is an answer too. */
function useStripeJs(publishableKey: string): StripeJs {
  const [state, setState] = useState<StripeJs>({ status: "loading" });
  useEffect(() => {
    let live = true;
    const settle = (next: StripeJs) => {
      if (live) setState(next);
    };
    stripeFor(publishableKey).then(
      (stripe) => settle(stripe ? { status: "ready", stripe } : { status: "failed" }),
      () => settle({ status: "failed" }),
    );
    return () => {
      live = false;
    };
  }, [publishableKey]);
  return state;
}

function ConfirmForm({
  tier,
  projectId,
  amount,
}: Omit<StripePaymentFormProps, "publishableKey" | "clientSecret">) {
  const stripe = useStripe();
  const elements = useElements();
  const [isProcessing, setProcessing] = useState(false);
  const failure = useRef<{ dismiss: () => void } | null>(null);
  const inline = useInlineFailure();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements) return;
    failure.current?.dismiss(); // the last attempt's 'Payment Failed' does not outlive a new one
    failure.current = null;
    inline.clear();
    setProcessing(true);
    // On success Stripe redirects to the return address with payment_intent and redirect_status.
    const { error } = await stripe.confirmPayment({
      elements,
      confirmParams: { return_url: `${window.location.origin}${paymentSuccessPath({ tier, projectId })}` },
    });
    setProcessing(false);
    const shown = {
      title: "Payment Failed",
      description: error.message ?? "Your payment could not be completed. Please try again.",
    };
    inline.show(shown);
    failure.current = toast({ ...shown, variant: "destructive" });
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-4" aria-label="Card payment">
      <PaymentElement />
      <InlineError failure={inline.failure} testId="payment-error" />
      <PayButton amount={amount} isProcessing={isProcessing} disabled={!stripe || !elements} />
    </form>
  );
}

/** Stripe's Payment Element; this module (and Stripe.js) loads only once checkout has a client secret. */
export function StripePaymentForm({ publishableKey, clientSecret, ...rest }: StripePaymentFormProps) {
  const stripeJs = useStripeJs(publishableKey);
  if (stripeJs.status === "failed") {
    return <p className="text-sm text-destructive">{PAYMENT_MESSAGES.initFailed}</p>;
  }
  if (stripeJs.status === "loading") return <CheckoutLoading label="Loading secure payment form..." />;
  const isDark = document.documentElement.classList.contains("dark");
  return (
    <Elements
      key={clientSecret}
      stripe={stripeJs.stripe}
      options={{ clientSecret, appearance: { theme: isDark ? "night" : "stripe" } }}
    >
      <ConfirmForm {...rest} />
    </Elements>
  );
}
