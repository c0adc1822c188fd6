import { useState } from "react";
import { useLocation } from "wouter";
import { buildGenerateRequest } from "#domain/generate-request";
import { outlinePurchaseFor } from "#domain/purchases";
import type { PromptAnswers } from "#domain/questionnaire";
import { hasAnyAnswer } from "#domain/questionnaire";
import { useInlineFailure } from "../../../components/inline-error";
import { toast } from "../../../hooks/use-toast";
import { revealOutlineWhenShown } from "../../../lib/analysis/outline-reveal";
import { useAnalyze } from "../../../lib/analysis/post-analyze";
import { errorMessageOf } from "../../../lib/api-request";
import { usePurchases, useRefreshPurchases } from "../../../lib/purchases/use-purchases";
import { useWizardStore } from "../../../lib/wizard/wizard-context";

export const GENERATE_FAILED_FALLBACK = "Failed to generate your deck. Please try again.";

/** product.md §4 "Upgrade click on review": checkout, direct generation, or the enhance dialog. */
export function useUpgradeFlow() {
  const store = useWizardStore();
  const [, navigate] = useLocation();
  const [isDialogOpen, setDialogOpen] = useState(false);
  const inline = useInlineFailure();
  const mutation = useAnalyze();
  const purchases = usePurchases();
  const refreshPurchases = useRefreshPurchases();
  const current = store.getState().currentProject;
  /** The server's record of this project's outline purchase (another device may have paid). */
  const purchase = outlinePurchaseFor(purchases.data?.purchases, current.id);

  const generate = (answers?: PromptAnswers) => {
    inline.clear();
    const saved = store.saveProject();
    const body = buildGenerateRequest(saved, saved.id ?? "unknown", answers ?? saved.promptAnswers);
    mutation.mutate(body, {
      onSettled: () => void refreshPurchases(),
      onSuccess: (result) => {
        store.updateProject({ mode: "generate" });
        revealOutlineWhenShown();
        store.setAnalysisResult(result);
        store.saveProject();
        toast({ title: "Deck Generated!", description: "Your Complete Deck Outline is ready below." });
        setDialogOpen(false);
        navigate("/review");
      },
      onError: (error) => {
        const failure = {
          title: "Generation Failed",
          description: errorMessageOf(error, GENERATE_FAILED_FALLBACK),
        };
        inline.show(failure);
        toast({ ...failure, variant: "destructive" });
      },
    });
  };

  const upgrade = () => {
    if (!store.isTierPaid("tier149") && purchase) store.markTierPaid("tier149");
    const saved = store.saveProject();
    if (!store.isTierPaid("tier149")) {
      const projectId = encodeURIComponent(saved.id ?? "unknown");
      navigate(`/checkout?tier=tier149&projectId=${projectId}`);
      return;
    }
    if ((saved.projectStage ?? "idea") === "idea") {
      store.updateProject({ enhanceWithPrompts: false });
      generate();
      return;
    }
    const answered = hasAnyAnswer(saved.promptAnswers);
    if (saved.enhanceWithPrompts === null && !answered) setDialogOpen(true);
    else if (saved.enhanceWithPrompts === true && !answered) navigate("/prompts");
    else generate();
  };

  const enhance = () => {
    store.updateProject({ enhanceWithPrompts: true });
    store.saveProject();
    setDialogOpen(false);
    navigate("/prompts");
  };

  const skip = () => {
    store.updateProject({ enhanceWithPrompts: false });
    store.saveProject();
    // The dialog goes before the generating overlay comes, never faded underneath it.
    setDialogOpen(false);
    generate({});
  };

  const isPaid = current.paidAtTier149 || !!purchase;
  return {
    upgrade,
    enhance,
    skip,
    /** Generates again with the answers already given (a regeneration within the allowance). */
    regenerate: () => generate(),
    isPaid,
    purchase,
    isGenerating: mutation.isPending,
    /** The last generation's failure, beside its button until the next try. */
    failure: inline.failure,
    isDialogOpen,
    setDialogOpen,
  };
}
