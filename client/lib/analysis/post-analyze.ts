import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { type AnalysisResult, AnalysisResultSchema } from "../../../domain/analysis";
import { ANALYSIS_PROGRESS_HEADER, ANALYST_BUSY_RETRY_MS } from "../../../domain/analysis-steps";
import type { AnalyzeRequest } from "../../../domain/analyze-request";
import type { AnalysisMode } from "../../../domain/stages";
import { apiRequest, askAgainWhileBusy } from "../api-request";

/** The body the client sends: the request schema's input (defaults may be left out). */
export type AnalyzeBody = Omit<AnalyzeRequest, "analysisType" | "mode"> &
  Pick<Partial<AnalyzeRequest>, "analysisType" | "mode">;

export const INCOMPLETE_RESULT: Record<AnalysisMode, string> = {
  analyze: "The analysis came back incomplete. Please try again.",
  generate: "The generated deck came back incomplete. Please try again.",
};

/**
 * POST /api/analyze (product.md §7), in analyze or generate mode: the analysis result, stored
 * server-side as one history version. An answer that is not a whole result is refused here. A
 * busy analyst (503 with Retry-After: nothing was started or stored) is asked again as it says,
 * within ANALYST_BUSY_RETRY_MS, with `onWaiting` called before each pause.
 */
export async function postAnalyze(
  body: AnalyzeBody,
  progressId?: string,
  onWaiting?: (isWaiting: boolean) => void,
): Promise<AnalysisResult> {
  const headers: Record<string, string> = progressId ? { [ANALYSIS_PROGRESS_HEADER]: progressId } : {};
  const response = await askAgainWhileBusy(
    () => apiRequest("POST", "/api/analyze", body, headers),
    ANALYST_BUSY_RETRY_MS,
    onWaiting,
  );
  const parsed = AnalysisResultSchema.safeParse(await response.json());
  if (!parsed.success) throw new Error(INCOMPLETE_RESULT[body.mode ?? "analyze"]);
  return parsed.data;
}

/**
 * Every analysis or generation adds a version to the history, so the project list is refetched.
 * `progressId` names the running analysis, whose steps the server reports meanwhile.
 */
export function useAnalyze() {
  const queryClient = useQueryClient();
  const [progressId, setProgressId] = useState<string | null>(null);
  const [isWaitingForAnalyst, setWaitingForAnalyst] = useState(false);
  const mutation = useMutation({
    mutationFn: (body: AnalyzeBody) => {
      const id = crypto.randomUUID();
      setProgressId(id);
      return postAnalyze(body, id, setWaitingForAnalyst);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["/api/history"] }),
    onSettled: () => setProgressId(null),
  });
  return { ...mutation, progressId, isWaitingForAnalyst };
}
