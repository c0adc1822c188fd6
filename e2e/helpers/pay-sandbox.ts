import { expect, type Page } from "@playwright/test";

const TEST_CARD = { cardNumber: "4242 4242 4242 4242", expiry: "12 / 34", cvc: "123" };

/**
 * Buys the Complete Deck Outline (tier149) for `projectId` through the real sandbox payment
 * path (create intent -> confirm with the 4242 test card -> verify), using the page's own
 * session cookie, so the server grants that visitor generation for that project. Call it after
 * the page has the project id it will generate with; it does not touch the wizard's paid flag.
 * Answers the paid intent's id and client secret.
 */
export async function payForDeckOutline(
  page: Page,
  projectId: string,
): Promise<{ paymentIntentId: string; clientSecret: string }> {
  const created = await page.request.post("/api/create-payment-intent", {
    data: { tier: "tier149", projectId },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const intent = (await created.json()) as { paymentIntentId: string; clientSecret: string };

  const confirmed = await page.request.post("/api/sandbox/confirm-payment", {
    data: { paymentIntentId: intent.paymentIntentId, clientSecret: intent.clientSecret, ...TEST_CARD },
  });
  expect(confirmed.ok(), await confirmed.text()).toBe(true);

  const verified = await page.request.post("/api/verify-payment", {
    data: { paymentIntentId: intent.paymentIntentId },
  });
  expect(await verified.json()).toEqual({ verified: true, tier: "tier149" });
  return { paymentIntentId: intent.paymentIntentId, clientSecret: intent.clientSecret };
}
