import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type AnalysisResult, AnalysisResultSchema } from "../../../domain/analysis";
import type { AnalyzeRequest } from "../../../domain/analyze-request";
import type { AnalysisMode } from "../../../domain/stages";
import { apiRequest } from "../api-request";

/** The body the client sends: the request schema's input (defaults may be left out). */
export type AnalyzeBody = Omit<AnalyzeRequest, "analysisType" | "mode"> &
  Pick<Partial<AnalyzeRequest>, "analysisType" | "mode">;

export const INCOMPLETE_RESULT: Record<AnalysisMode, string> = {
  analyze: "The analysis came back incomplete. Please try again.",
  generate: "The generated deck came back incomplete. Please try again.",
};

/**
 * POST /api/analyze (product.md §7), in analyze or generate mode: the analysis result, stored
 * server-side as one history version. An answer that is not a whole result is refused here.
 */
export async function postAnalyze(body: AnalyzeBody): Promise<AnalysisResult> {
  const response = await apiRequest("POST", "/api/analyze", body);
  const parsed = AnalysisResultSchema.safeParse(await response.json());
  if (!parsed.success) throw new Error(INCOMPLETE_RESULT[body.mode ?? "analyze"]);
  return parsed.data;
}

/** Every analysis or generation adds a version to the history, so the project list is refetched. */
export function useAnalyze() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postAnalyze,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["/api/history"] }),
  });
}
