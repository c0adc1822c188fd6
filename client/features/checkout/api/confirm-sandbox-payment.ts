import { useMutation } from "@tanstack/react-query";
import type { SandboxConfirmRequest, SandboxConfirmResponse } from "#domain/payment-flow";
import { apiRequest } from "../../../lib/api-request";

export async function confirmSandboxPayment(body: SandboxConfirmRequest): Promise<SandboxConfirmResponse> {
  const response = await apiRequest("POST", "/api/sandbox/confirm-payment", body);
  return (await response.json()) as SandboxConfirmResponse;
}

/** The offline provider's card confirmation; the server decides whether the card pays. */
export function useConfirmSandboxPayment() {
  return useMutation({ mutationFn: confirmSandboxPayment });
}
