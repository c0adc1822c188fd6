import { useLocation } from "wouter";
import type { AnalysisMode } from "../../../domain/stages";
import { UNFILLED_TEMPLATE_TITLE } from "../../../domain/template-placeholders";
import { useInlineFailure } from "../../components/inline-error";
import { toast } from "../../hooks/use-toast";
import { errorMessageOf } from "../api-request";
import { useWizardStore } from "../wizard/wizard-context";
import { revealOutlineWhenShown } from "./outline-reveal";
import { type AnalyzeBody, useAnalyze } from "./post-analyze";
import { useAnalysisStep } from "./use-analysis-step";

const OUTCOME: Record<AnalysisMode, { success: string; failure: string; fallback: string }> = {
  analyze: {
    success: "Analysis Complete!",
    failure: "Analysis Failed",
    fallback: "Failed to analyze your content",
  },
  generate: {
    success: "Deck Generated!",
    failure: "Generation Failed",
    fallback: "Failed to generate your deck",
  },
};

type RunInput = Omit<AnalyzeBody, "projectId" | "projectTitle" | "projectStage">;

/**
 * product.md §4: save the project (for its id), call /api/analyze, then on success store the result,
 * save again, toast and open /review. A failure toasts and stays as `failure` (shown beside the
 * button) until the next run: nothing the user entered is touched.
 */
export function useRunAnalysis() {
  const store = useWizardStore();
  const analyze = useAnalyze();
  const serverStep = useAnalysisStep(analyze.progressId);
  // Between two asks of a busy analyst the server knows of no step: the page says what it waits for.
  const step = analyze.isWaitingForAnalyst ? ({ kind: "waiting" } as const) : serverStep;
  const [, navigate] = useLocation();
  const inline = useInlineFailure();

  const run = async (input: RunInput) => {
    inline.clear();
    const mode = input.mode ?? "analyze";
    const project = store.saveProject();
    const outcome = OUTCOME[mode];
    try {
      const result = await analyze.mutateAsync({
        ...input,
        projectStage: project.projectStage ?? "idea",
        projectTitle: project.title.trim() || null,
        projectId: project.id ?? null,
        // What the upload read from pictures: a deck's design is not rated from OCR words alone.
        ...(project.projectStage === "deck" && project.uploadedPictures
          ? { pictures: project.uploadedPictures }
          : {}),
      });
      if (result.unfilledTemplate) {
        const failure = {
          title: UNFILLED_TEMPLATE_TITLE,
          description: `${result.overallSummary} Left: ${result.unfilledTemplate.placeholders.join(", ")}.`,
        };
        // A generation keeps the report it started from: the writer fills the answers where they are.
        if (mode === "generate") {
          inline.show(failure);
          toast({ ...failure, variant: "destructive" });
          return false;
        }
        toast({ title: UNFILLED_TEMPLATE_TITLE, description: result.overallSummary });
      } else {
        toast({ title: outcome.success });
        if (mode === "generate") revealOutlineWhenShown();
      }
      store.updateProject({ analysisResult: result, mode });
      store.saveProject();
      store.setStep("review");
      navigate("/review");
      return true;
    } catch (error) {
      const failure = { title: outcome.failure, description: errorMessageOf(error, outcome.fallback) };
      inline.show(failure);
      toast({ ...failure, variant: "destructive" });
      return false;
    }
  };

  return { run, isPending: analyze.isPending, step, failure: inline.failure, clearFailure: inline.clear };
}
