import { useQuery } from "@tanstack/react-query";
import { type VersionDelta, VersionDeltaSchema } from "#domain/version-delta";
import { apiRequest } from "../../../lib/api-request";

/** product.md §7 GET /api/history/compare: two of the session's versions of one project. */
export async function fetchComparison(from: string, to: string): Promise<VersionDelta> {
  const query = new URLSearchParams({ from, to });
  const response = await apiRequest("GET", `/api/history/compare?${query}`);
  return VersionDeltaSchema.parse(await response.json());
}

export function useComparison(from: string, to: string) {
  return useQuery({
    queryKey: ["/api/history/compare", from, to],
    queryFn: () => fetchComparison(from, to),
    enabled: !!from && !!to && from !== to,
    retry: false,
  });
}
