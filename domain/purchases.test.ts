import { describe, expect, it } from "vitest";
import { outlinePurchaseFor, type Purchase, receiptFileName, receiptLines } from "./purchases";

const purchase: Purchase = {
  projectId: "project-1",
  projectTitle: "The Last Lighthouse",
  tier: "tier149",
  amount: 12000,
  originalAmount: 14900,
  discountAmount: 2900,
  couponCode: "BETAOCT2025",
  paymentIntentId: "pi_sandbox_abc",
  purchasedAt: "2026-11-24T10:00:00.000Z",
  generationsUsed: 1,
  generationsRemaining: 9,
  revoked: false,
};

describe("receipts", () => {
  it("lists project, amount, coupon, date and payment id", () => {
    expect(Object.fromEntries(receiptLines(purchase, (iso) => iso.slice(0, 10)))).toEqual({
      Project: "The Last Lighthouse",
      Item: "Complete Deck Outline",
      Price: "$149.00",
      Coupon: "BETAOCT2025 (-$29.00)",
      "Amount paid": "$120.00",
      Date: "2026-11-24",
      "Payment id": "pi_sandbox_abc",
    });
    expect(receiptFileName(purchase)).toBe("greenlit-receipt-pi_sandbox_abc.pdf");
  });

  it("finds a live outline purchase of one project only", () => {
    expect(outlinePurchaseFor([purchase], "project-1")).toBe(purchase);
    expect(outlinePurchaseFor([purchase], "project-2")).toBeUndefined();
    expect(outlinePurchaseFor([{ ...purchase, revoked: true }], "project-1")).toBeUndefined();
  });
});
