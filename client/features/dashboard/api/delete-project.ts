import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { HistoryGroup } from "#domain/history";
import { apiRequest } from "../../../lib/api-request";
import { HISTORY_QUERY_KEY } from "./history";

/** product.md §7: one DELETE /api/history/{id} per version of the project. */
export async function deleteProjectVersions(group: HistoryGroup): Promise<void> {
  for (const version of group.versions) {
    await apiRequest("DELETE", `/api/history/${encodeURIComponent(version.id)}`);
  }
}

export function useDeleteProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProjectVersions,
    // refresh after success and after a partial failure alike: some versions may be gone
    onSettled: () => queryClient.invalidateQueries({ queryKey: HISTORY_QUERY_KEY }),
  });
}
