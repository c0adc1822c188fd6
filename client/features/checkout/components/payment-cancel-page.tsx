import { CircleSlash } from "lucide-react";
import { Link } from "wouter";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "../../../components/ui/card";

/** /payment-cancel (product.md §2). */
export function PaymentCancelPage() {
  return (
    <div className="mx-auto max-w-md px-4 py-16">
      <Card>
        <CardHeader className="items-center gap-3 text-center">
          <CircleSlash className="size-12 text-muted-foreground" aria-hidden />
          <h1 className="text-2xl font-semibold tracking-tight">Payment Cancelled</h1>
          <CardDescription className="text-base">No charges have been made to your card</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col justify-center gap-3 sm:flex-row">
          <Button asChild size="lg">
            <Link href="/pricing">Try Again</Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link href="/">Return Home</Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
