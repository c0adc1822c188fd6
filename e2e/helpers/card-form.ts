import type { Page } from "@playwright/test";
import { VALID_CARD } from "../../server/payments/test/payment-test-helpers";

/** Types a sandbox test card into the checkout's card form. */
export async function fillCard(page: Page, card: typeof VALID_CARD = VALID_CARD): Promise<void> {
  await page.getByLabel("Card number").fill(card.cardNumber);
  await page.getByLabel("Expiry (MM / YY)").fill(card.expiry);
  await page.getByLabel("CVC").fill(card.cvc);
}

/** Pays on the checkout page with a sandbox test card; `amount` as the Pay button shows it ("$149"). */
export async function payWithCard(
  page: Page,
  amount: string,
  card: typeof VALID_CARD = VALID_CARD,
): Promise<void> {
  await fillCard(page, card);
  await page.getByRole("button", { name: `Pay ${amount}` }).click();
}
