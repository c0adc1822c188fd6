import { Gift } from "lucide-react";
import { useLocation } from "wouter";
import { paymentSuccessPath } from "#domain/payment-flow";
import type { CheckoutTier } from "#domain/pricing";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";

/** product.md §2/§4: a $0 total switches to the free claim, which goes to /payment-success?…&free=true. */
export function FreePurchaseCard({ tier, projectId }: { tier: CheckoutTier; projectId: string | null }) {
  const [, navigate] = useLocation();
  return (
    <Card className="border-primary/40">
      <CardHeader>
        <Gift className="size-8 text-primary" aria-hidden />
        <CardTitle>Complete Your Free Purchase</CardTitle>
        <CardDescription>
          Your coupon covers the full price, so there is nothing to pay and no card needed.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button
          size="lg"
          className="w-full"
          onClick={() => navigate(paymentSuccessPath({ tier, projectId, free: true }))}
        >
          Claim Your Free Access
        </Button>
      </CardContent>
    </Card>
  );
}
