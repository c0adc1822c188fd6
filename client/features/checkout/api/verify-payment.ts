import { useMutation } from "@tanstack/react-query";
import type { VerifyPaymentResponse } from "#domain/payments";
import { apiRequest } from "../../../lib/api-request";

export async function verifyPayment(paymentIntentId: string): Promise<VerifyPaymentResponse> {
  const response = await apiRequest("POST", "/api/verify-payment", { paymentIntentId });
  return (await response.json()) as VerifyPaymentResponse;
}

export function useVerifyPayment() {
  return useMutation({ mutationFn: verifyPayment });
}
