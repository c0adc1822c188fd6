import { describe, expect, it } from "vitest";
import { checkSandboxCard, SANDBOX_CARD_MESSAGES } from "./sandbox-cards";

const now = new Date("2026-11-22T00:00:00Z");
const card = { cardNumber: "4242424242424242", expiry: "12/30", cvc: "123" };

describe("sandbox test cards", () => {
  it("pays with 4242 4242 4242 4242 however it is spaced", () => {
    for (const cardNumber of ["4242424242424242", "4242 4242 4242 4242", "4242-4242-4242-4242"]) {
      expect(checkSandboxCard({ ...card, cardNumber }, now)).toEqual({ outcome: "succeeded" });
    }
  });

  it("declines 4000 0000 0000 0002 with Stripe's wording", () => {
    expect(checkSandboxCard({ ...card, cardNumber: "4000 0000 0000 0002" }, now)).toEqual({
      outcome: "declined",
      message: "Your card was declined.",
    });
  });

  it("refuses any other card with a message naming the test cards", () => {
    expect(checkSandboxCard({ ...card, cardNumber: "5555555555554444" }, now)).toEqual({
      outcome: "declined",
      message: SANDBOX_CARD_MESSAGES.unknownCard,
    });
  });

  it("checks the number, expiry and CVC like a card form", () => {
    expect(checkSandboxCard({ ...card, cardNumber: "4242 4242" }, now)).toMatchObject({
      message: SANDBOX_CARD_MESSAGES.incompleteNumber,
    });
    expect(checkSandboxCard({ ...card, expiry: "1230" }, now)).toMatchObject({
      message: SANDBOX_CARD_MESSAGES.incompleteExpiry,
    });
    expect(checkSandboxCard({ ...card, expiry: "13/30" }, now)).toMatchObject({
      message: SANDBOX_CARD_MESSAGES.invalidMonth,
    });
    expect(checkSandboxCard({ ...card, expiry: "10/26" }, now)).toMatchObject({
      message: SANDBOX_CARD_MESSAGES.expired,
    });
    expect(checkSandboxCard({ ...card, expiry: "11/26" }, now)).toEqual({ outcome: "succeeded" });
    expect(checkSandboxCard({ ...card, expiry: "11 / 2031" }, now)).toEqual({ outcome: "succeeded" });
    expect(checkSandboxCard({ ...card, cvc: "12" }, now)).toMatchObject({
      message: SANDBOX_CARD_MESSAGES.incompleteCvc,
    });
    expect(checkSandboxCard({ ...card, cvc: "1234" }, now)).toEqual({ outcome: "succeeded" });
  });
});
