import { ArrowRight } from "lucide-react";
import { Card, CardContent, CardHeader } from "../../../components/ui/card";

export const CLOSING_LINE = "Good stories become great pitches when you know what to show.";

/** product.md §2: the key takeaways and the closing line. */
export function NextStepsCard({
  takeaways,
  cta,
}: {
  takeaways: readonly string[];
  cta?: string | undefined;
}) {
  return (
    <Card>
      <CardHeader>
        <h2 className="text-xl font-semibold">Next Steps</h2>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {takeaways.length > 0 && (
          <ol className="flex flex-col gap-3">
            {takeaways.map((takeaway, i) => (
              <li key={i} className="flex gap-3">
                <span className="flex size-6 shrink-0 items-center justify-center rounded-full bg-primary text-xs font-bold text-primary-foreground">
                  {i + 1}
                </span>
                <span className="leading-relaxed">{takeaway}</span>
              </li>
            ))}
          </ol>
        )}
        {cta?.trim() && <p className="leading-relaxed text-muted-foreground">{cta}</p>}
        <p className="flex items-center gap-2 border-t pt-4 font-semibold italic text-primary">
          <ArrowRight aria-hidden className="size-4 shrink-0" />
          {CLOSING_LINE}
        </p>
      </CardContent>
    </Card>
  );
}
