import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type HistoryGroup, historyGroupTitle } from "#domain/history";
import { ApiError } from "../../../lib/api-error";
import { apiRequest } from "../../../lib/api-request";
import { fetchHistoryPage, HISTORY_QUERY_KEY } from "./history";

/**
 * product.md §7: one DELETE /api/history/{id} per version of the project. Versions on pages not
 * loaded yet (`olderPages`, the next page's address) belong to the project too: they are found first.
 */
export async function deleteProjectVersions(group: HistoryGroup, olderPages: string | null = null) {
  const versions = [...group.versions];
  for (let url = olderPages; url; ) {
    const page = await fetchHistoryPage(url);
    versions.push(...page.records.filter((record) => historyGroupTitle(record) === group.title));
    url = page.next;
  }
  for (const version of versions) {
    try {
      await apiRequest("DELETE", `/api/history/${encodeURIComponent(version.id)}`);
    } catch (error) {
      // Already gone (deleted in another tab or on another device): what the visitor asked for.
      if (!(error instanceof ApiError && error.status === 404)) throw error;
    }
  }
}

export function useDeleteProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ group, olderPages }: { group: HistoryGroup; olderPages: string | null }) =>
      deleteProjectVersions(group, olderPages),
    // refresh after success and after a partial failure alike: some versions may be gone
    onSettled: () => queryClient.invalidateQueries({ queryKey: HISTORY_QUERY_KEY }),
  });
}
