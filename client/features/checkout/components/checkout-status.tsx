import { AlertCircle, CheckCircle2, Loader2 } from "lucide-react";
import { Link } from "wouter";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "../../../components/ui/card";

/** A centred spinner with a line of text, for checkout and verification waits. */
export function CheckoutLoading({ label }: { label: string }) {
  return (
    <div className="flex flex-col items-center justify-center gap-4 py-24 text-center" role="status">
      <Loader2 className="size-8 animate-spin text-primary" aria-hidden />
      <p className="text-lg font-medium">{label}</p>
    </div>
  );
}

/** product.md §2: the 'Payment Error' card with 'Return Home' (laid out like 'Verification Failed'). */
export function PaymentErrorCard({ message }: { message: string }) {
  return (
    <div className="mx-auto max-w-md px-4 py-16">
      <Card role="alert">
        <CardHeader className="items-center gap-3 text-center">
          <AlertCircle className="size-12 text-destructive" aria-hidden />
          <h1 className="text-2xl font-semibold tracking-tight">Payment Error</h1>
          <CardDescription className="text-base">{message}</CardDescription>
        </CardHeader>
        <CardContent className="flex justify-center">
          <Button asChild size="lg">
            <Link href="/">Return Home</Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}

/** Pay once: a project already bought is not charged again; the card leads back to it. */
export function AlreadyPurchasedCard({ message, projectHref }: { message: string; projectHref: string }) {
  return (
    <div className="mx-auto max-w-md px-4 py-16">
      <Card role="status" data-testid="already-purchased">
        <CardHeader className="items-center gap-3 text-center">
          <CheckCircle2 className="size-12 text-primary" aria-hidden />
          <h1 className="text-2xl font-semibold tracking-tight">Already Purchased</h1>
          <CardDescription className="text-base">{message}</CardDescription>
        </CardHeader>
        <CardContent className="flex justify-center">
          <Button asChild size="lg">
            <Link href={projectHref}>Back to Your Project</Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
