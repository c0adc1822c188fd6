import { ArrowRight, Check, Download, ListChecks, Sparkles, Zap } from "lucide-react";
import { useLocation } from "wouter";
import { DECK_OUTLINE_PRICE_DOLLARS } from "#domain/pricing";
import { ChoosePathNotice } from "../../../components/choose-path-notice";
import { ModeBanner } from "../../../components/mode-banner";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from "../../../components/ui/card";
import { useWizard } from "../../../lib/wizard/wizard-context";

const BENEFITS = [
  {
    icon: Zap,
    title: "Instant insights",
    text: "Scores and honest feedback on what's working and what isn't, in minutes.",
  },
  {
    icon: ListChecks,
    title: "Clear next steps",
    text: "Specific, prioritised suggestions you can act on today.",
  },
  {
    icon: Download,
    title: "Downloadable report",
    text: "A polished PDF of your analysis to keep and share with collaborators.",
  },
] as const;

export function PricingPage() {
  const { currentProject, store } = useWizard();
  const [, navigate] = useLocation();
  const stage = currentProject.projectStage;
  if (!stage) return <ChoosePathNotice />;

  const start = () => {
    store.markTierPaid("tier29");
    const next = stage === "idea" ? "prompts" : "onboarding";
    store.setStep(next);
    navigate(`/${next}`);
  };

  return (
    <div className="mx-auto max-w-3xl px-4 pt-8 pb-16 sm:pt-12">
      <div className="flex justify-center">
        <ModeBanner stage={stage} />
      </div>
      <header className="mt-8 text-center">
        <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
          Start with a free analysis
        </h1>
        <p className="mx-auto mt-3 max-w-xl text-muted-foreground text-pretty">
          Find out exactly where your project stands before you spend a cent.
        </p>
      </header>

      <Card className="mx-auto mt-8 max-w-md border-2 border-primary shadow-lg">
        <CardHeader className="items-center pb-4 text-center">
          <span className="inline-flex items-center gap-1.5 rounded-full bg-accent px-3 py-1 text-xs font-semibold text-accent-foreground">
            <Sparkles className="size-3.5" aria-hidden />
            Where every project starts
          </span>
          <CardTitle className="mt-3 text-2xl">Free Analysis</CardTitle>
          <p className="mt-2 text-5xl font-extrabold tracking-tight text-primary">FREE</p>
          <p className="text-sm font-medium text-muted-foreground">No payment required</p>
        </CardHeader>
        <CardContent>
          <ul className="grid gap-4">
            {BENEFITS.map(({ icon: Icon, title, text }) => (
              <li key={title} className="flex gap-3">
                <span className="mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
                  <Icon className="size-4" aria-hidden />
                </span>
                <div>
                  <p className="font-semibold">{title}</p>
                  <p className="text-sm text-muted-foreground">{text}</p>
                </div>
              </li>
            ))}
          </ul>
        </CardContent>
        <CardFooter>
          <Button size="lg" className="w-full" onClick={start}>
            Get Your Free Analysis
            <ArrowRight aria-hidden />
          </Button>
        </CardFooter>
      </Card>

      <p
        data-testid="upgrade-note"
        className="mx-auto mt-6 flex max-w-md items-start gap-2 text-sm text-muted-foreground"
      >
        <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
        <span>
          After your analysis you can upgrade to the Complete Deck Outline for ${DECK_OUTLINE_PRICE_DOLLARS}:
          full deck copy, tone and visual prompts for every slide, and a designer-ready structure.
        </span>
      </p>
    </div>
  );
}
