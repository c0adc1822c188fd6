import { useInfiniteQuery } from "@tanstack/react-query";
import type { HistoryRecord } from "#domain/history";
import { throwIfResNotOk } from "../../../lib/api-request";

export const HISTORY_QUERY_KEY = ["/api/history"] as const;
const FIRST_PAGE = "/api/history";

/** One answer of GET /api/history: its records and the address of the next (older) page, if any. */
export interface HistoryPage {
  records: HistoryRecord[];
  next: string | null;
}

/** The `rel="next"` address of a Link header, when it is a history page of this server. */
export function nextHistoryPage(link: string | null): string | null {
  const next = link ? /<([^>]+)>\s*;\s*rel="next"/.exec(link)?.[1] : undefined;
  return next?.startsWith(`${FIRST_PAGE}?`) ? next : null;
}

export async function fetchHistoryPage(url: string): Promise<HistoryPage> {
  const response = await fetch(url, { credentials: "include" });
  await throwIfResNotOk(response);
  return {
    records: (await response.json()) as HistoryRecord[],
    next: nextHistoryPage(response.headers.get("link")),
  };
}

/** The records of the pages loaded so far, in order, each once (a page may overlap after a refetch). */
export function historyRecordsOf(pages: readonly HistoryPage[] | undefined): HistoryRecord[] {
  const seen = new Set<string>();
  const records: HistoryRecord[] = [];
  for (const page of pages ?? [])
    for (const record of page.records) {
      if (seen.has(record.id)) continue;
      seen.add(record.id);
      records.push(record);
    }
  return records;
}

/** product.md §7 GET /api/history, a page at a time (newest first); older pages load on demand. */
export function useHistory() {
  return useInfiniteQuery({
    queryKey: HISTORY_QUERY_KEY,
    queryFn: ({ pageParam }) => fetchHistoryPage(pageParam),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: (last) => last.next ?? undefined,
  });
}
