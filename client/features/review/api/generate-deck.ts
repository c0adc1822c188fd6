import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type AnalysisResult, AnalysisResultSchema } from "../../../../domain/analysis";
import type { AnalyzeRequest } from "../../../../domain/analyze-request";
import { apiRequest } from "../../../lib/api-request";

/** Spec §7 POST /api/analyze in generate mode: the analysis result with its deck build-out. */
export async function generateDeck(body: AnalyzeRequest): Promise<AnalysisResult> {
  const response = await apiRequest("POST", "/api/analyze", body);
  const parsed = AnalysisResultSchema.safeParse(await response.json());
  if (!parsed.success) throw new Error("The generated deck came back incomplete. Please try again.");
  return parsed.data;
}

export function useGenerateDeck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generateDeck,
    // a generation stores a new version of the project
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["/api/history"] }),
  });
}
