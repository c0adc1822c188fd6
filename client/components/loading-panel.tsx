import { Loader2 } from "lucide-react";
import { useEffect, useState } from "react";
import { type AnalysisStep, analysisStepSentence } from "../../domain/analysis-steps";
import { type LoadingPhase, loadingCopy } from "../../domain/loading-copy";
import type { ProjectStage } from "../../domain/stages";
import { Progress } from "./ui/progress";

interface LoadingPanelProps {
  phase: LoadingPhase;
  stage: ProjectStage | null;
  /** 0-100 when the progress is known (bytes uploaded); otherwise it creeps with elapsed time. */
  value?: number | null;
  /** The known bar's name (default "Upload progress"). */
  valueLabel?: string;
  detail?: string;
  /** A title and text of its own (a script upload), in place of product.md §2's by phase. */
  copy?: { title: string; text: string };
  /** No bar: the step is known but its length is not (reading a file after it arrived). */
  hideBar?: boolean;
  /** e.g. a Cancel button. */
  action?: React.ReactNode;
  /** What the server reports it is doing with the analysis now ("Reading the script"). */
  step?: AnalysisStep | null;
}

/** Starts at 5% and eases towards 95%, so a long wait still shows movement without pretending to be done. */
function useElapsedProgress(active: boolean): number {
  const [elapsed, setElapsed] = useState(0);
  useEffect(() => {
    if (!active) return;
    const started = Date.now();
    const timer = setInterval(() => setElapsed((Date.now() - started) / 1000), 500);
    return () => clearInterval(timer);
  }, [active]);
  return Math.round(5 + 90 * (1 - Math.exp(-elapsed / 25)));
}

export function LoadingPanel({
  phase,
  stage,
  value,
  valueLabel = "Upload progress",
  detail,
  copy,
  hideBar,
  action,
  step,
}: LoadingPanelProps) {
  const { title, text } = copy ?? loadingCopy(phase, stage);
  const known = typeof value === "number";
  const estimated = useElapsedProgress(!known);
  const shown = known ? value : estimated;
  return (
    <div
      role="status"
      aria-live="polite"
      data-testid="loading-panel"
      className="flex flex-col items-center gap-4 rounded-xl border bg-card px-6 py-10 text-center"
    >
      <Loader2 className="size-10 animate-spin text-primary" aria-hidden />
      <div>
        <p className="text-lg font-semibold">{title}</p>
        <p className="mt-1 text-sm text-muted-foreground">{text}</p>
        {step && (
          <p className="mt-2 text-sm font-medium" data-testid="analysis-step">
            {analysisStepSentence(step)}...
          </p>
        )}
      </div>
      {!hideBar && (
        <Progress
          value={shown}
          aria-label={known ? valueLabel : "Analysis progress"}
          data-testid={
            known
              ? valueLabel === "Upload progress"
                ? "upload-progress"
                : "reading-progress"
              : "analysis-progress"
          }
          className="max-w-sm"
        />
      )}
      {detail && (
        <p className="text-sm text-muted-foreground tabular-nums" data-testid="loading-detail">
          {detail}
        </p>
      )}
      {action}
    </div>
  );
}
