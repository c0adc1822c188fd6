import { ArrowLeft, ArrowRight } from "lucide-react";
import { useLocation } from "wouter";
import type { UploadStage } from "#domain/upload";
import { canContinueOnboarding, validateOnboarding } from "#domain/validation";
import { ChoosePathNotice } from "../../../components/choose-path-notice";
import { InlineError, useInlineFailure } from "../../../components/inline-error";
import { LoadingPanel } from "../../../components/loading-panel";
import { ModeBanner } from "../../../components/mode-banner";
import { Button } from "../../../components/ui/button";
import { Card, CardContent } from "../../../components/ui/card";
import { toast } from "../../../hooks/use-toast";
import { useRunAnalysis } from "../../../lib/analysis/use-run-analysis";
import { useWizard } from "../../../lib/wizard/wizard-context";
import { useOnboardingUpload } from "../hooks/use-onboarding-upload";
import { OnboardingFields } from "./onboarding-fields";

export function OnboardingPage() {
  const { currentProject: project, store } = useWizard();
  const [, navigate] = useLocation();
  const stage = project.projectStage;
  const uploadStage: UploadStage = stage === "script" ? "script" : "deck";
  const upload = useOnboardingUpload(uploadStage);
  const analysis = useRunAnalysis();
  const invalid = useInlineFailure();
  if (!stage) return <ChoosePathNotice />;

  const pending = upload.isUploading || analysis.isPending;
  const canContinue = canContinueOnboarding(project, pending);

  /** product.md §5, in order; reached by Continue, or by Enter in the title even while Continue is disabled. */
  const submit = () => {
    if (pending) return;
    const failure = validateOnboarding(project);
    invalid.show(failure ?? null);
    if (failure) {
      toast({ title: failure.title, description: failure.description, variant: "destructive" });
      return;
    }
    void analysis.run({
      pitchText: project.uploadedText ?? "",
      genre: project.genre,
      analysisType: "both",
      mode: "analyze",
    });
  };

  return (
    <div className="mx-auto max-w-2xl px-4 pt-8 pb-16 sm:pt-12">
      <div className="flex justify-center">
        <ModeBanner stage={stage} canChange={!pending} />
      </div>
      <header className="mt-8 text-center">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Ready to begin?</h1>
        <p
          className="mx-auto mt-3 max-w-xl text-muted-foreground text-pretty"
          data-testid="onboarding-subtitle"
        >
          {stage === "script"
            ? "Upload your script and we'll read it the way a development executive would."
            : "Drop in your current deck and we'll show you how to make it sell."}
        </p>
      </header>

      <Card className="mt-8">
        <CardContent className="p-5 sm:p-8">
          {analysis.isPending ? (
            <LoadingPanel phase="analyze" stage={stage} step={analysis.step} />
          ) : (
            // grid-cols-1 is minmax(0, 1fr): a long file name is shortened, never widens the card
            <form
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                submit();
              }}
              className="grid grid-cols-1 gap-6"
            >
              <OnboardingFields
                stage={uploadStage}
                project={project}
                upload={upload}
                onChange={store.updateProject}
                onEnter={submit}
              />
              <InlineError failure={invalid.failure ?? analysis.failure} testId="continue-error" />
              <div className="flex flex-col-reverse gap-3 border-t pt-6 sm:flex-row sm:justify-between">
                <Button
                  type="button"
                  variant="outline"
                  onClick={() => navigate("/pricing")}
                  disabled={pending}
                >
                  <ArrowLeft aria-hidden />
                  Back
                </Button>
                <Button type="submit" disabled={!canContinue} className="sm:min-w-40">
                  Continue
                  <ArrowRight aria-hidden />
                </Button>
              </div>
            </form>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
