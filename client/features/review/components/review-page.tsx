import { useEffect, useRef } from "react";
import { Redirect, useLocation, useSearch } from "wouter";
import type { AnalysisResult, ScriptAnalysis } from "#domain/analysis";
import { START_OUTLINE_PARAM } from "#domain/payment-flow";
import { hasAnyAnswer } from "#domain/questionnaire";
import { UNFILLED_TEMPLATE_TITLE } from "#domain/template-placeholders";
import { InlineError } from "../../../components/inline-error";
import { RecoveryLinkCard } from "../../../components/recovery-link-card";
import { WhatChangedCard } from "../../../components/what-changed/what-changed-card";
import { useWizard } from "../../../lib/wizard/wizard-context";
import { useUpgradeFlow } from "../hooks/use-upgrade-flow";
import { BuildoutView } from "./buildout-view";
import { ConsultationCard } from "./consultation-card";
import { DebugPanel } from "./debug-panel";
import { DownloadButtons } from "./download-buttons";
import { EnhanceDialog } from "./enhance-dialog";
import { GeneratingOverlay } from "./generating-overlay";
import { NextStepsCard } from "./next-steps-card";
import { RegenerateBar } from "./regenerate-bar";
import { ReviewHeading } from "./review-heading";
import { ScoreReport } from "./score-report";
import { ScriptReport } from "./script-report";
import { ShareVersionCard } from "./share-version-card";
import { UnfilledTemplateCard } from "./unfilled-template-card";
import { UpsellCard } from "./upsell-card";

/** The script report of a result, whether nested (scriptAnalysis) or flat (intro/sections). */
function scriptAnalysisOf(result: AnalysisResult): ScriptAnalysis | null {
  if (result.scriptAnalysis) return result.scriptAnalysis;
  if (!result.isScriptAnalysis) return null;
  return {
    intro: result.intro,
    overallSummary: result.overallSummary,
    sections: result.sections ?? [],
    keyTakeaways: result.keyTakeaways,
  };
}

/** product.md §2 /review: the report, its downloads, the upgrade and the consultation. */
export function ReviewPage() {
  const { currentProject: project, store } = useWizard();
  const flow = useUpgradeFlow();
  const [, navigate] = useLocation();
  const result = project.analysisResult;

  useEffect(() => {
    if (result) store.setStep("review");
  }, [result, store]);

  // Continue after paying: straight on to the outline (or its enhance question), once.
  const search = useSearch();
  const startOutline = new URLSearchParams(search).has(START_OUTLINE_PARAM);
  const started = useRef(false);
  useEffect(() => {
    if (!startOutline || started.current || !result) return;
    started.current = true;
    navigate("/review", { replace: true });
    if (!result.deckBuildout && flow.isPaid) flow.upgrade();
  }, [startOutline, result, flow, navigate]);

  if (!result) return <Redirect to="/" replace />;

  const stage = project.projectStage ?? "idea";
  const script = scriptAnalysisOf(result);
  const buildout = result.deckBuildout ?? null;
  const delta = script?.delta ?? result.delta;
  const takeaways = script && script.keyTakeaways.length > 0 ? script.keyTakeaways : result.keyTakeaways;
  const shouldContinueQuestionnaire =
    project.enhanceWithPrompts === true && !hasAnyAnswer(project.promptAnswers);
  const continueQuestionnaire = () => {
    store.saveProject();
    navigate("/prompts");
  };

  if (result.unfilledTemplate)
    return (
      <div className="mx-auto flex max-w-4xl flex-col gap-8 px-4 py-10 sm:py-14">
        <header className="flex flex-col gap-2 text-center">
          {project.title && (
            <p className="text-sm font-semibold uppercase tracking-wide text-primary">{project.title}</p>
          )}
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{UNFILLED_TEMPLATE_TITLE}</h1>
          <p className="mx-auto max-w-2xl text-muted-foreground">
            A template is scored once it tells your story: nothing was scored or saved this time.
          </p>
        </header>
        <UnfilledTemplateCard
          placeholders={result.unfilledTemplate.placeholders}
          summary={result.overallSummary}
        />
      </div>
    );

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-8 px-4 py-10 sm:py-14">
      <ReviewHeading stage={stage} projectTitle={project.title} />
      {delta && <WhatChangedCard delta={delta} />}
      {script ? (
        <ScriptReport analysis={script} projectTitle={project.title} />
      ) : (
        <ScoreReport result={result} stage={stage} />
      )}
      <NextStepsCard takeaways={takeaways} cta={script?.cta} />
      {!flow.isGenerating && <DownloadButtons isScript={!!script} hasBuildout={!!buildout} />}
      {!flow.isGenerating && <InlineError failure={flow.failure} testId="generate-error" />}
      {buildout ? (
        <>
          {flow.isPaid && (
            <RegenerateBar
              remaining={flow.purchase?.generationsRemaining ?? null}
              isGenerating={flow.isGenerating}
              onRegenerate={flow.regenerate}
            />
          )}
          <BuildoutView buildout={buildout} />
        </>
      ) : (
        <UpsellCard
          paid={flow.isPaid ? { remaining: flow.purchase?.generationsRemaining ?? null } : null}
          shouldContinueQuestionnaire={shouldContinueQuestionnaire}
          isGenerating={flow.isGenerating}
          onUpgrade={shouldContinueQuestionnaire ? continueQuestionnaire : flow.upgrade}
        />
      )}
      {result.historyId && <ShareVersionCard historyId={result.historyId} />}
      {result.historyId && <RecoveryLinkCard autoCreate />}
      <ConsultationCard />
      <DebugPanel project={project} />
      <EnhanceDialog
        open={flow.isDialogOpen}
        onOpenChange={(open) => !flow.isGenerating && flow.setDialogOpen(open)}
        onEnhance={flow.enhance}
        onSkip={flow.skip}
        isGenerating={flow.isGenerating}
      />
      {flow.isGenerating && <GeneratingOverlay />}
    </div>
  );
}
