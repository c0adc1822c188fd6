import { ArrowRight, Sparkles } from "lucide-react";
import { useState } from "react";
import { useLocation } from "wouter";
import type { ProjectStage } from "#domain/stages";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { useWizard } from "../../../lib/wizard/wizard-context";
import { HowItWorks } from "./how-it-works";
import { LANDING_PATHS } from "./landing-paths";
import { PathCard } from "./path-card";

export function LandingPage() {
  const { currentProject, store } = useWizard();
  const [, navigate] = useLocation();
  const [selected, setSelected] = useState<ProjectStage | null>(currentProject.projectStage);

  const chosen = LANDING_PATHS.find((path) => path.stage === selected);
  const choose = (stage: ProjectStage) => {
    setSelected(stage);
    store.setStage(stage);
  };
  const start = (event: React.FormEvent) => {
    event.preventDefault();
    if (!selected) return;
    store.setStep("pricing");
    navigate("/pricing");
  };

  return (
    <div className="mx-auto max-w-6xl px-4 pt-10 pb-16 sm:pt-16">
      <section className="mx-auto max-w-3xl text-center">
        <Badge variant="accent" className="px-3 py-1 text-[0.7rem] whitespace-nowrap sm:text-sm">
          <Sparkles className="hidden size-3.5 sm:block" aria-hidden />
          Free Instant Analysis • No Payment Required
        </Badge>
        <h1 className="mt-5 text-4xl font-bold tracking-tight text-balance sm:text-5xl lg:text-6xl">
          Turn your story into a pitch that <span className="text-primary">gets greenlit</span>
        </h1>
        <p className="mx-auto mt-5 max-w-2xl text-lg text-muted-foreground text-pretty">
          Share your script, your pitch deck or just an idea. In minutes you get an honest, detailed analysis
          of what works, what doesn't, and exactly what to do next.
        </p>
      </section>

      <form onSubmit={start} className="mx-auto mt-10 max-w-5xl sm:mt-12">
        <fieldset>
          <legend className="mb-4 w-full text-center text-base font-semibold">
            Where are you starting from?
          </legend>
          <div className="grid gap-4 md:grid-cols-3">
            {LANDING_PATHS.map((path) => (
              <PathCard key={path.stage} path={path} checked={selected === path.stage} onSelect={choose} />
            ))}
          </div>
        </fieldset>
        <div className="mt-8 flex flex-col items-center gap-3">
          <Button
            type="submit"
            size="lg"
            disabled={!selected}
            aria-describedby={selected ? undefined : "start-hint"}
            className="w-full sm:w-auto sm:min-w-72"
          >
            Start My Free Analysis
            <ArrowRight aria-hidden />
          </Button>
          <p id="start-hint" className="min-h-5 text-sm text-muted-foreground">
            {chosen ? `You picked “${chosen.title}”.` : "Choose where you're starting from to begin."}
          </p>
        </div>
      </form>

      <HowItWorks />
    </div>
  );
}
