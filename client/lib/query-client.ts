import { QueryClient, type QueryFunction } from "@tanstack/react-query";
import { throwIfResNotOk } from "./api-request";

export type UnauthorizedBehavior = "returnNull" | "throw";

/** product.md §7: GET to the path formed by joining the query key's parts with slashes. */
export function getQueryFn<T>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey }) => {
    const response = await fetch(queryKey.join("/"), { credentials: "include" });
    if (on401 === "returnNull" && response.status === 401) return null;
    await throwIfResNotOk(response);
    return (await response.json()) as T;
  };
}

/** product.md §4: never refetch on focus or interval, never stale, no retries. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: "throw" }),
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Number.POSITIVE_INFINITY,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
