import { Lock } from "lucide-react";
import { Link, useSearch } from "wouter";
import { PAYMENT_MESSAGES } from "#domain/payments";
import { type CheckoutTier, isCheckoutTier, TIER_TITLES } from "#domain/pricing";
import { Badge } from "../../../components/ui/badge";
import { useWizard } from "../../../lib/wizard/wizard-context";
import { useCheckoutIntent } from "../hooks/use-checkout-intent";
import { AlreadyPurchasedCard, CheckoutLoading, PaymentErrorCard } from "./checkout-status";
import { CouponForm } from "./coupon-form";
import { FreePurchaseCard } from "./free-purchase-card";
import { OrderSummary } from "./order-summary";
import { PaymentCard } from "./payment-card";

const TIER_PITCHES: Record<CheckoutTier, { product: string; pitch: string }> = {
  tier29: {
    product: "Creative Deck Analysis",
    pitch: "Your full creative analysis with scores, strengths and clear next steps.",
  },
  tier149: {
    product: "Complete Deck Outline",
    pitch:
      "Full deck copy, tone and visual prompts for every slide, a designer-ready structure and a storytelling formula.",
  },
};

/** /checkout?tier=…&projectId=… (product.md §2, §4, §5). */
export function CheckoutPage() {
  const params = new URLSearchParams(useSearch());
  const tier = params.get("tier");
  const projectId = params.get("projectId");
  if (!isCheckoutTier(tier)) return <PaymentErrorCard message={PAYMENT_MESSAGES.invalidTier} />;
  return <Checkout key={`${tier}:${projectId ?? ""}`} tier={tier} projectId={projectId} />;
}

function Checkout({ tier, projectId }: { tier: CheckoutTier; projectId: string | null }) {
  const checkout = useCheckoutIntent(tier, projectId);
  const { currentProject } = useWizard();
  const { intent } = checkout;
  if (checkout.alreadyPurchased) {
    const isCurrent = !!projectId && currentProject.id === projectId && !!currentProject.analysisResult;
    return (
      <AlreadyPurchasedCard
        message={checkout.alreadyPurchased}
        projectHref={isCurrent ? "/review" : "/dashboard"}
      />
    );
  }
  if (checkout.initError) return <PaymentErrorCard message={checkout.initError} />;
  if (!intent) return <CheckoutLoading label="Preparing checkout..." />;

  const { product, pitch } = TIER_PITCHES[tier];
  return (
    <section className="mx-auto max-w-5xl px-4 py-10 sm:py-14">
      <header className="mb-8 flex flex-col gap-3">
        <Badge variant="secondary" className="self-start">
          <Lock className="size-3" aria-hidden />
          Secure checkout
        </Badge>
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{TIER_TITLES[tier]}</h1>
        <p className="max-w-2xl text-muted-foreground">{pitch}</p>
      </header>
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <OrderSummary productName={product} intent={intent}>
          <CouponForm
            appliedCode={intent.couponCode}
            error={checkout.couponError}
            isBusy={checkout.isApplyingCoupon}
            onApply={checkout.applyCoupon}
            onRemove={checkout.removeCoupon}
            onEdit={checkout.clearCouponError}
          />
        </OrderSummary>
        {intent.freePayment ? (
          <FreePurchaseCard tier={tier} projectId={projectId} />
        ) : (
          <PaymentCard tier={tier} projectId={projectId} intent={intent} />
        )}
      </div>
      <p className="mt-8 text-center text-sm text-muted-foreground">
        Changed your mind?{" "}
        <Link href="/payment-cancel" className="font-medium text-foreground underline underline-offset-4">
          Cancel payment
        </Link>
      </p>
    </section>
  );
}
