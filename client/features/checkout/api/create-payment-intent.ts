import { useMutation } from "@tanstack/react-query";
import type { CreatePaymentIntentRequest, PaymentIntentResponse } from "#domain/payments";
import { apiRequest } from "../../../lib/api-request";

export async function createPaymentIntent(body: CreatePaymentIntentRequest): Promise<PaymentIntentResponse> {
  const response = await apiRequest("POST", "/api/create-payment-intent", body);
  return (await response.json()) as PaymentIntentResponse;
}

/** product.md §4: an intent is created when checkout loads and again when a coupon is applied. */
export function useCreatePaymentIntent() {
  return useMutation({ mutationFn: createPaymentIntent });
}
