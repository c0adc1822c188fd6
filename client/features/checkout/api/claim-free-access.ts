import { useMutation } from "@tanstack/react-query";
import type { ClaimFreeAccessRequest } from "#domain/payment-flow";
import type { VerifyPaymentResponse } from "#domain/payments";
import { apiRequest } from "../../../lib/api-request";

export async function claimFreeAccess(body: ClaimFreeAccessRequest): Promise<VerifyPaymentResponse> {
  const response = await apiRequest("POST", "/api/claim-free-access", body);
  return (await response.json()) as VerifyPaymentResponse;
}

/** Confirms the free grant the server recorded when the coupon brought the total to $0. */
export function useClaimFreeAccess() {
  return useMutation({ mutationFn: claimFreeAccess });
}
