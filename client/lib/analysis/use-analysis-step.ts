import { useEffect, useState } from "react";
import { AnalysisProgressAnswerSchema, type AnalysisStep } from "../../../domain/analysis-steps";
import { apiRequest } from "../api-request";

/** How often the analysis's step is asked for while it runs. */
const STEP_POLL_MS = 300;

/** GET /api/analyze/progress/{id}: the step the server reports for the analysis it runs. */
async function fetchAnalysisStep(progressId: string): Promise<AnalysisStep | null> {
  const response = await apiRequest("GET", `/api/analyze/progress/${encodeURIComponent(progressId)}`);
  return AnalysisProgressAnswerSchema.parse(await response.json()).step;
}

/** The step the server reports while the analysis with this progress id runs (null: none known yet). */
export function useAnalysisStep(progressId: string | null): AnalysisStep | null {
  const [step, setStep] = useState<AnalysisStep | null>(null);
  useEffect(() => {
    setStep(null);
    if (!progressId) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let isOver = false;
    const ask = async () => {
      // A missed answer only means the step shown waits for the next one.
      const next = await fetchAnalysisStep(progressId).catch(() => undefined);
      if (isOver) return;
      if (next) setStep(next);
      timer = setTimeout(ask, STEP_POLL_MS);
    };
    void ask();
    return () => {
      isOver = true;
      clearTimeout(timer);
    };
  }, [progressId]);
  return step;
}
