import { Loader2, Lock } from "lucide-react";
import { formatDollars } from "#domain/pricing";
import { Button } from "../../../components/ui/button";

/** product.md §2: 'Pay $X', 'Processing...' while the provider confirms. */
export function PayButton({
  amount,
  isProcessing,
  disabled,
}: {
  amount: number;
  isProcessing: boolean;
  disabled?: boolean;
}) {
  return (
    <Button type="submit" size="lg" className="w-full" disabled={isProcessing || disabled}>
      {isProcessing ? <Loader2 className="animate-spin" aria-hidden /> : <Lock aria-hidden />}
      {isProcessing ? "Processing..." : `Pay ${formatDollars(amount)}`}
    </Button>
  );
}
