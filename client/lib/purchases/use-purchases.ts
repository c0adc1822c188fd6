import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import type { PurchasesResponse } from "#domain/purchases";

export const PURCHASES_QUERY_KEY = ["/api/purchases"] as const;

/** What this visitor has bought, as the server records it (GET /api/purchases). */
export function usePurchases() {
  return useQuery<PurchasesResponse>({ queryKey: PURCHASES_QUERY_KEY });
}

/** Reads purchases again after a payment, a generation or a recovery link. */
export function useRefreshPurchases() {
  const client = useQueryClient();
  return useCallback(() => client.invalidateQueries({ queryKey: PURCHASES_QUERY_KEY }), [client]);
}
