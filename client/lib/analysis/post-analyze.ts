import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AnalysisResult } from "../../../domain/analysis";
import type { AnalyzeRequest } from "../../../domain/analyze-request";
import { apiRequest } from "../api-request";

/** The body the client sends: the request schema's input (defaults may be left out). */
export type AnalyzeBody = Omit<AnalyzeRequest, "analysisType" | "mode"> &
  Pick<Partial<AnalyzeRequest>, "analysisType" | "mode">;

/** POST /api/analyze (spec §7): the analysis result, stored server-side as one history version. */
export async function postAnalyze(body: AnalyzeBody): Promise<AnalysisResult> {
  const response = await apiRequest("POST", "/api/analyze", body);
  return (await response.json()) as AnalysisResult;
}

/** Every analysis adds a version to the history, so the project list is refetched. */
export function useAnalyze() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postAnalyze,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["/api/history"] }),
  });
}
