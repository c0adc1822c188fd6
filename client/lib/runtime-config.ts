import { useQuery } from "@tanstack/react-query";
import { DEFAULT_BOOKING_URL, PRODUCT_NAME } from "../../domain/constants";

export interface RuntimeConfig {
  productName: string;
  paymentMode: "sandbox" | "stripe";
  stripePublishableKey: string | null;
  bookingUrl: string;
  aiProvider: string;
}

const FALLBACK: RuntimeConfig = {
  productName: PRODUCT_NAME,
  paymentMode: "sandbox",
  stripePublishableKey: null,
  bookingUrl: DEFAULT_BOOKING_URL,
  aiProvider: "builtin",
};

/** Runtime settings from GET /api/config, so one build serves every environment. */
export function useRuntimeConfig(): RuntimeConfig {
  const { data } = useQuery<RuntimeConfig | null>({ queryKey: ["/api/config"] });
  return data ?? FALLBACK;
}
