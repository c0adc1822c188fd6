import { describe, expect, it } from "vitest";
import { continuePathAfterPayment, normalizeProjectId, paymentSuccessPath } from "./payment-flow";

describe("payment flow rules", () => {
  it("routes Continue as product.md §4 says", () => {
    expect(continuePathAfterPayment("tier149", "new", "idea")).toBe("/prompts");
    expect(continuePathAfterPayment("tier149", null, "deck")).toBe("/onboarding");
    expect(continuePathAfterPayment("tier29", "project-1", "idea")).toBe("/prompts");
    expect(continuePathAfterPayment("tier29", "project-1", "script")).toBe("/onboarding");
    expect(continuePathAfterPayment("tier149", "project-1", "script")).toBe("/review");
    expect(continuePathAfterPayment("tier149", "unknown", "idea")).toBe("/review");
  });

  it("folds a missing project id into 'unknown'", () => {
    expect(normalizeProjectId(undefined)).toBe("unknown");
    expect(normalizeProjectId("  ")).toBe("unknown");
    expect(normalizeProjectId(" project-1 ")).toBe("project-1");
  });

  it("builds the shared success address", () => {
    expect(
      paymentSuccessPath({
        tier: "tier149",
        projectId: "project-1",
        paymentIntentId: "pi_1",
        redirectStatus: "succeeded",
      }),
    ).toBe("/payment-success?tier=tier149&projectId=project-1&payment_intent=pi_1&redirect_status=succeeded");
    expect(paymentSuccessPath({ tier: "tier29", projectId: "new", free: true })).toBe(
      "/payment-success?tier=tier29&free=true&projectId=new",
    );
  });
});
