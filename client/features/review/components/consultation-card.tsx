import { CalendarCheck, Check } from "lucide-react";
import { CONSULTATION_MINUTES, CONSULTATION_PRICE_DOLLARS } from "#domain/constants";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardHeader } from "../../../components/ui/card";
import { toast } from "../../../hooks/use-toast";
import { useRuntimeConfig } from "../../../lib/runtime-config";

const BENEFITS = [
  "A personal read of your story, script or deck",
  "Honest notes on what buyers will respond to",
  "A pitch strategy for producers, studios and platforms",
  "A clear action plan you leave the call with",
] as const;

/** product.md §2: the $249 consultation, booked on the external booking page in a new tab. */
export function ConsultationCard() {
  const { bookingUrl } = useRuntimeConfig();
  const book = () => {
    window.open(bookingUrl, "_blank", "noopener,noreferrer");
    toast({ title: "Opening Booking Page", description: "Pick a time that suits you in the new tab." });
  };
  return (
    <Card data-testid="consultation-card">
      <CardHeader>
        <h2 className="text-2xl font-bold tracking-tight">Ready to Take Your Project Further?</h2>
        <p className="text-muted-foreground">
          Work through your project with a development expert in a {CONSULTATION_MINUTES}-minute one-on-one
          virtual session.
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
        <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
          <p>
            <span className="text-3xl font-bold">${CONSULTATION_PRICE_DOLLARS}</span>{" "}
            <span className="text-muted-foreground">{CONSULTATION_MINUTES}-minute one-on-one</span>
          </p>
          <Button size="lg" variant="secondary" onClick={book} className="w-full sm:w-auto">
            <CalendarCheck aria-hidden />
            Book Your Consultation
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
