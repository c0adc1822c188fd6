import type { ReactNode } from "react";
import type { PaymentIntentResponse } from "#domain/payments";
import { formatDollars } from "#domain/pricing";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";

interface OrderSummaryProps {
  productName: string;
  intent: PaymentIntentResponse;
  children?: ReactNode;
}

/** Original price, discount and total, straight from the server's answer (amounts in cents). */
export function OrderSummary({ productName, intent, children }: OrderSummaryProps) {
  const hasDiscount = intent.discountAmount > 0;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Order Summary</CardTitle>
        <CardDescription>{productName}, one-time payment</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <dl className="flex flex-col gap-3 text-sm" data-testid="order-summary">
          <div className="flex items-center justify-between gap-4">
            <dt className="text-muted-foreground">Original price</dt>
            <dd className={hasDiscount ? "tabular-nums text-muted-foreground line-through" : "tabular-nums"}>
              {formatDollars(intent.originalAmount)}
            </dd>
          </div>
          {hasDiscount && (
            <div className="flex items-center justify-between gap-4">
              <dt className="text-primary">Discount{intent.couponCode ? ` (${intent.couponCode})` : ""}</dt>
              <dd className="font-medium tabular-nums text-primary">
                −{formatDollars(intent.discountAmount)}
              </dd>
            </div>
          )}
          <div className="flex items-center justify-between gap-4 border-t pt-3 text-base">
            <dt className="font-semibold">Total</dt>
            <dd className="text-xl font-bold tabular-nums" data-testid="order-total">
              {formatDollars(intent.amount)}
            </dd>
          </div>
        </dl>
        {children}
      </CardContent>
    </Card>
  );
}
