import { ShieldCheck } from "lucide-react";
import { lazy, type ReactNode, Suspense } from "react";
import type { PaymentIntentResponse } from "#domain/payments";
import type { CheckoutTier } from "#domain/pricing";
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from "../../../components/ui/card";
import { useRuntimeConfig } from "../../../lib/runtime-config";
import { CheckoutLoading } from "./checkout-status";
import { SandboxCardForm } from "./sandbox-card-form";

const StripePaymentForm = lazy(async () => ({
  default: (await import("./stripe-payment-form")).StripePaymentForm,
}));

interface PaymentCardProps {
  tier: CheckoutTier;
  projectId: string | null;
  intent: PaymentIntentResponse;
}

/** The embedded card form: Stripe's Payment Element, or the sandbox's test form offline. */
export function PaymentCard({ tier, projectId, intent }: PaymentCardProps) {
  const { paymentMode, stripePublishableKey } = useRuntimeConfig();
  const { clientSecret, paymentIntentId } = intent;
  const isStripe = paymentMode === "stripe";

  let form: ReactNode;
  if (!clientSecret || !paymentIntentId) {
    form = <p className="text-sm text-destructive">Failed to initialize payment. Please try again.</p>;
  } else if (isStripe && stripePublishableKey) {
    form = (
      <Suspense fallback={<CheckoutLoading label="Loading secure payment form..." />}>
        <StripePaymentForm
          publishableKey={stripePublishableKey}
          clientSecret={clientSecret}
          tier={tier}
          projectId={projectId}
          amount={intent.amount}
        />
      </Suspense>
    );
  } else if (isStripe) {
    form = (
      <p className="text-sm text-destructive">
        Card payments are not configured yet. Please try again later.
      </p>
    );
  } else {
    form = (
      <SandboxCardForm
        tier={tier}
        projectId={projectId}
        paymentIntentId={paymentIntentId}
        clientSecret={clientSecret}
        amount={intent.amount}
      />
    );
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Payment Details</CardTitle>
        <CardDescription>Enter your card to complete your purchase.</CardDescription>
      </CardHeader>
      <CardContent>{form}</CardContent>
      <CardFooter className="gap-2 text-xs text-muted-foreground">
        <ShieldCheck className="size-4 shrink-0 text-primary" aria-hidden />
        {isStripe
          ? "Payment is secured by Stripe. Your card details go straight to Stripe and never touch our servers."
          : "Payment is secured by the sandbox card processor. Test mode: no real card is ever charged."}
      </CardFooter>
    </Card>
  );
}
