import { SANDBOX_CARDS } from "../../../domain/payments";

/** Messages worded the way Stripe words them, so the sandbox behaves like the real provider. */
export const SANDBOX_CARD_MESSAGES = {
  declined: "Your card was declined.",
  incompleteNumber: "Your card number is incomplete.",
  incompleteExpiry: "Your card's expiration date is incomplete.",
  invalidMonth: "Your card's expiration month is invalid.",
  expired: "Your card's expiration date is in the past.",
  incompleteCvc: "Your card's security code is incomplete.",
  unknownCard:
    "This test checkout only accepts the test cards: 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined.",
} as const;

export type CardCheck =
  | { outcome: "succeeded" }
  | { outcome: "invalid"; message: string }
  | { outcome: "declined"; message: string };

/** Reads an expiry as MM/YY or MM/YYYY. */
function checkExpiry(expiry: string, now: Date): string | null {
  const match = /^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/.exec(expiry.trim());
  if (!match) return SANDBOX_CARD_MESSAGES.incompleteExpiry;
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  if (month < 1 || month > 12) return SANDBOX_CARD_MESSAGES.invalidMonth;
  const lastValidMonth = year * 12 + (month - 1);
  const current = now.getUTCFullYear() * 12 + now.getUTCMonth();
  return lastValidMonth < current ? SANDBOX_CARD_MESSAGES.expired : null;
}

/** The sandbox's card rules: 4242… succeeds, 4000 0000 0000 0002 is declined, anything else is refused. */
export function checkSandboxCard(
  card: { cardNumber: string; expiry: string; cvc: string },
  now: Date = new Date(),
): CardCheck {
  const digits = card.cardNumber.replace(/[\s-]/g, "");
  if (!/^\d{12,19}$/.test(digits))
    return { outcome: "invalid", message: SANDBOX_CARD_MESSAGES.incompleteNumber };
  const expiryProblem = checkExpiry(card.expiry, now);
  if (expiryProblem) return { outcome: "invalid", message: expiryProblem };
  if (!/^\d{3,4}$/.test(card.cvc.trim())) {
    return { outcome: "invalid", message: SANDBOX_CARD_MESSAGES.incompleteCvc };
  }
  if (digits === SANDBOX_CARDS.success) return { outcome: "succeeded" };
  if (digits === SANDBOX_CARDS.declined)
    return { outcome: "declined", message: SANDBOX_CARD_MESSAGES.declined };
  return { outcome: "declined", message: SANDBOX_CARD_MESSAGES.unknownCard };
}
