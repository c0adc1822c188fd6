import { Loader2, RefreshCw } from "lucide-react";
import { GENERATIONS_PER_PURCHASE } from "#domain/pricing";
import { Button } from "../../../components/ui/button";

interface RegenerateBarProps {
  /** Generations the purchase has left; null while the server's count is not known. */
  remaining: number | null;
  isGenerating: boolean;
  onRegenerate: () => void;
}

/** Beside a generated outline: generate it again within the purchase's allowance, counted on the server. */
export function RegenerateBar({ remaining, isGenerating, onRegenerate }: RegenerateBarProps) {
  const isUsedUp = remaining === 0;
  return (
    <div
      className="flex flex-col gap-3 rounded-lg border bg-card p-4 sm:flex-row sm:items-center sm:justify-between"
      data-testid="regenerate-bar"
    >
      <p className="text-sm" role="status">
        {remaining === null
          ? `One purchase covers ${GENERATIONS_PER_PURCHASE} generations of this project's outline.`
          : isUsedUp
            ? `All ${GENERATIONS_PER_PURCHASE} generations of this purchase are used.`
            : `${remaining} of ${GENERATIONS_PER_PURCHASE} generations left for this project.`}
      </p>
      <Button variant="outline" onClick={onRegenerate} disabled={isGenerating || isUsedUp}>
        {isGenerating ? <Loader2 aria-hidden className="animate-spin" /> : <RefreshCw aria-hidden />}
        {isGenerating ? "Generating Deck..." : "Regenerate Outline"}
      </Button>
    </div>
  );
}
