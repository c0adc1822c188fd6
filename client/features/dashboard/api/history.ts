import { useQuery } from "@tanstack/react-query";
import type { HistoryRecord } from "#domain/history";

export const HISTORY_QUERY_KEY = ["/api/history"] as const;

/** product.md §7 GET /api/history through the default query function. */
export function useHistory() {
  return useQuery<HistoryRecord[]>({ queryKey: HISTORY_QUERY_KEY });
}
