import { FlaskConical } from "lucide-react";
import { type FormEvent, useId, useRef } from "react";
import { useLocation } from "wouter";
import { paymentSuccessPath } from "#domain/payment-flow";
import type { CheckoutTier } from "#domain/pricing";
import { InlineError, useInlineFailure } from "../../../components/inline-error";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { Input } from "../../../components/ui/input";
import { Label } from "../../../components/ui/label";
import { toast } from "../../../hooks/use-toast";
import { errorMessageOf } from "../../../lib/api-request";
import { useConfirmSandboxPayment } from "../api/confirm-sandbox-payment";
import { useCardFields } from "../hooks/use-card-fields";
import { PayButton } from "./pay-button";

interface SandboxCardFormProps {
  tier: CheckoutTier;
  projectId: string | null;
  paymentIntentId: string;
  clientSecret: string;
  amount: number;
}

/** The offline provider's clearly labelled TEST card form; the server decides if the card pays. */
export function SandboxCardForm({
  tier,
  projectId,
  paymentIntentId,
  clientSecret,
  amount,
}: SandboxCardFormProps) {
  const [, navigate] = useLocation();
  const card = useCardFields();
  const confirm = useConfirmSandboxPayment();
  const ids = { number: useId(), expiry: useId(), cvc: useId() };
  const failure = useRef<{ dismiss: () => void } | null>(null);
  const inline = useInlineFailure();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // A new attempt answers for itself: the last attempt's 'Payment Failed' goes now, so it can
    // never stay on screen beside 'Payment Verified!'.
    failure.current?.dismiss();
    failure.current = null;
    inline.clear();
    confirm.mutate(
      { paymentIntentId, clientSecret, ...card.fields },
      {
        onSuccess: (result) =>
          navigate(
            paymentSuccessPath({
              tier,
              projectId,
              paymentIntentId: result.paymentIntentId,
              redirectStatus: result.status,
            }),
          ),
        onError: (error) => {
          const shown = {
            title: "Payment Failed",
            description: errorMessageOf(error, "Your payment could not be completed. Please try again."),
          };
          inline.show(shown);
          failure.current = toast({ ...shown, variant: "destructive" });
        },
      },
    );
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-4" noValidate aria-label="Test card payment">
      <div className="flex flex-col gap-2 rounded-md border border-dashed border-gold/60 bg-accent p-3 text-sm text-accent-foreground">
        <div className="flex items-center justify-between gap-2">
          <Badge variant="outline" className="border-gold/60 text-accent-foreground">
            <FlaskConical className="size-3" aria-hidden />
            TEST MODE
          </Badge>
          <Button type="button" variant="link" size="sm" className="h-auto p-0" onClick={card.fillTestCard}>
            Use the test card
          </Button>
        </div>
        <p>
          Test card form: no real card is charged. Pay with <strong>4242 4242 4242 4242</strong>; see a
          decline with <strong>4000 0000 0000 0002</strong>. Any future expiry and any CVC.
        </p>
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor={ids.number}>Card number</Label>
        <Input
          id={ids.number}
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="1234 1234 1234 1234"
          value={card.fields.cardNumber}
          onChange={(event) => card.setCardNumber(event.target.value)}
        />
      </div>
      <div className="grid grid-cols-2 gap-3">
        <div className="flex flex-col gap-2">
          <Label htmlFor={ids.expiry}>Expiry (MM / YY)</Label>
          <Input
            id={ids.expiry}
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder="MM / YY"
            value={card.fields.expiry}
            onChange={(event) => card.setExpiry(event.target.value)}
          />
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor={ids.cvc}>CVC</Label>
          <Input
            id={ids.cvc}
            inputMode="numeric"
            autoComplete="cc-csc"
            placeholder="123"
            value={card.fields.cvc}
            onChange={(event) => card.setCvc(event.target.value)}
          />
        </div>
      </div>
      <InlineError failure={inline.failure} testId="payment-error" />
      <PayButton amount={amount} isProcessing={confirm.isPending} disabled={!card.isComplete} />
    </form>
  );
}
