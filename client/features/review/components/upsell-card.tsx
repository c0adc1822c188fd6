import { Check, Loader2, Sparkles } from "lucide-react";

import {
  BETA_COUPON,
  BETA_PRICE_DOLLARS,
  DECK_OUTLINE_PRICE_DOLLARS,
  formatDollars,
  GENERATIONS_PER_PURCHASE,
} from "#domain/pricing";

import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardHeader } from "../../../components/ui/card";

const BENEFITS = [
  "Complete deck copy, written slide by slide",
  "Tone and visual prompts for every slide",
  "A designer-ready structure you can hand straight over",
  "A proven storytelling formula that buyers recognise",
] as const;

interface UpsellCardProps {
  /** Bought already: the card says so, and how many of the purchase's generations are left. */
  paid: { remaining: number | null } | null;
  shouldContinueQuestionnaire: boolean;
  isGenerating: boolean;
  onUpgrade: () => void;
}

/** product.md §2: the Complete Deck Outline offer, shown while there is no build-out. */
export function UpsellCard({ paid, shouldContinueQuestionnaire, isGenerating, onUpgrade }: UpsellCardProps) {
  const label = shouldContinueQuestionnaire
    ? "Continue Questionnaire"
    : isGenerating
      ? "Generating Deck..."
      : "Generate My Deck";
  return (
    <Card className="border-primary/40 bg-secondary/40" data-testid="upsell-card">
      <CardHeader>
        <Badge variant="accent" className="w-fit">
          <Sparkles aria-hidden className="size-3" />
          Recommended next step
        </Badge>
        <h2 className="text-2xl font-bold tracking-tight">Build Your Complete Deck Outline</h2>
        <p className="text-muted-foreground">
          Turn this analysis into a full pitch deck, ready for a designer and a buyer's room.
        </p>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        <ul className="grid gap-3 sm:grid-cols-2">
          {BENEFITS.map((benefit) => (
            <li key={benefit} className="flex gap-2">
              <Check aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" />
              <span>{benefit}</span>
            </li>
          ))}
        </ul>
        <div className="flex flex-col gap-4 rounded-lg border bg-card p-4 sm:flex-row sm:items-center sm:justify-between">
          <div className="flex flex-col gap-1">
            <p>
              <span className={paid ? "text-xl font-semibold text-muted-foreground" : "text-3xl font-bold"}>
                ${DECK_OUTLINE_PRICE_DOLLARS}
              </span>{" "}
              <span className="text-muted-foreground">one-time</span>
              {paid && (
                <Badge variant="secondary" className="ml-2 align-middle">
                  Paid
                </Badge>
              )}
            </p>
            {paid ? (
              <p className="text-sm font-medium" role="status" data-testid="paid-state">
                Paid — generate your outline
                {paid.remaining !== null &&
                  ` (${paid.remaining} of ${GENERATIONS_PER_PURCHASE} generations left)`}
              </p>
            ) : (
              <p className="text-sm">
                Use code <strong className="font-mono">{BETA_COUPON.code}</strong> for{" "}
                {formatDollars(BETA_COUPON.amountOffCents)} off (only ${BETA_PRICE_DOLLARS})
              </p>
            )}
          </div>
          <Button size="lg" onClick={onUpgrade} disabled={isGenerating} className="w-full sm:w-auto">
            {isGenerating ? <Loader2 aria-hidden className="animate-spin" /> : <Sparkles aria-hidden />}
            {label}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
