import { CheckCircle2, XCircle } from "lucide-react";
import { type ReactNode, useCallback, useEffect, useMemo } from "react";
import { Link, useLocation, useSearch } from "wouter";

import {
  continuePathAfterPayment,
  normalizeProjectId,
  START_OUTLINE_PARAM,
  UNKNOWN_PROJECT_ID,
} from "#domain/payment-flow";
import type { CheckoutTier } from "#domain/pricing";

import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "../../../components/ui/card";
import { usePurchases, useRefreshPurchases } from "../../../lib/purchases/use-purchases";
import { useWizard } from "../../../lib/wizard/wizard-context";
import { readSuccessParams, usePaymentVerification } from "../hooks/use-payment-verification";
import { CheckoutLoading } from "./checkout-status";
import { ReceiptCard } from "./receipt-card";

const UNLOCKED: Record<CheckoutTier, string> = {
  tier29: "Your Creative Deck Analysis is unlocked. Continue to start your analysis.",
  tier149: "Your Complete Deck Outline is unlocked. Continue to generate your full deck.",
};

/** /payment-success: verifies with the server, marks the tier paid, then Continue (product.md §4). */
export function PaymentSuccessPage() {
  const search = useSearch();
  const params = useMemo(() => readSuccessParams(search), [search]);
  const [, navigate] = useLocation();
  const { currentProject, store } = useWizard();

  const onVerified = useCallback(
    (tier: CheckoutTier) => {
      const project = store.getState().currentProject;
      const id = params.projectId;
      // The paid flag is convenience state for the project this payment was for.
      const isThisProject = !id || id === "new" || id === UNKNOWN_PROJECT_ID || project.id === id;
      if (!isThisProject) return;
      store.markTierPaid(tier);
      if (project.id) store.saveProject();
    },
    [store, params.projectId],
  );
  const state = usePaymentVerification(params, onVerified);
  const purchases = usePurchases();
  const refreshPurchases = useRefreshPurchases();
  const isVerified = state.status === "verified";
  useEffect(() => {
    if (isVerified) void refreshPurchases();
  }, [isVerified, refreshPurchases]);

  if (state.status === "verifying") {
    return (
      <CheckoutLoading label={params.isFree ? "Processing your free access..." : "Verifying payment..."} />
    );
  }
  if (state.status === "failed") {
    return (
      <ResultCard
        icon={<XCircle className="size-12 text-destructive" aria-hidden />}
        title="Verification Failed"
        message={state.message}
        action={
          <Button asChild size="lg">
            <Link href="/">Return Home</Link>
          </Button>
        }
      />
    );
  }
  const next = continuePathAfterPayment(state.tier, params.projectId, currentProject.projectStage);
  const purchase = purchases.data?.purchases.find((p) =>
    params.paymentIntentId
      ? p.paymentIntentId === params.paymentIntentId
      : p.tier === state.tier && p.projectId === normalizeProjectId(params.projectId),
  );
  // Continue to the review starts the outline there (or opens its last question) at once.
  const continueTo =
    next === "/review" && state.tier === "tier149" ? `${next}?${START_OUTLINE_PARAM}=1` : next;
  return (
    <ResultCard
      icon={<CheckCircle2 className="size-12 text-primary" aria-hidden />}
      title={params.isFree ? "Free Access Granted!" : "Payment Verified!"}
      message={UNLOCKED[state.tier]}
      action={
        <Button size="lg" onClick={() => navigate(continueTo)}>
          Continue
        </Button>
      }
    >
      {purchase && (
        <ReceiptCard
          purchase={{
            ...purchase,
            // A project not analysed on the server yet is named by this browser.
            projectTitle:
              purchase.projectTitle ??
              (currentProject.id === purchase.projectId ? currentProject.title || null : null),
          }}
        />
      )}
    </ResultCard>
  );
}

function ResultCard(props: {
  icon: ReactNode;
  title: string;
  message: string;
  action: ReactNode;
  children?: ReactNode;
}) {
  const isFailure = props.title === "Verification Failed";
  return (
    <div className="mx-auto max-w-md px-4 py-16">
      <Card role={isFailure ? "alert" : "status"}>
        <CardHeader className="items-center gap-3 text-center">
          {props.icon}
          <h1 className="text-2xl font-semibold tracking-tight">{props.title}</h1>
          <CardDescription className="text-base">{props.message}</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col items-stretch gap-4">
          {props.children}
          <div className="flex justify-center">{props.action}</div>
        </CardContent>
      </Card>
    </div>
  );
}
