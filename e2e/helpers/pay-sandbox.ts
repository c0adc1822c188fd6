import { expect, type Page } from "@playwright/test";
import { VALID_CARD } from "../../server/payments/test/payment-test-helpers";

/**
 * Buys the Complete Deck Outline (tier149) for `projectId` through the real sandbox payment
 * path (create intent -> confirm with the 4242 test card -> verify), using the page's own
 * session cookie, so the server grants that visitor generation for that project. Call it after
 * the page has the project id it will generate with; it does not touch the wizard's paid flag.
 * Answers the paid intent's id and client secret. `origin` targets another server than the
 * configured one.
 */
export async function payForDeckOutline(
  page: Page,
  projectId: string,
  origin = "",
): Promise<{ paymentIntentId: string; clientSecret: string }> {
  const created = await page.request.post(`${origin}/api/create-payment-intent`, {
    data: { tier: "tier149", projectId },
  });
  if (created.status() === 409) {
    // Pay once: this visitor owns it already; answer the payment that bought it.
    const { purchases } = (await (await page.request.get(`${origin}/api/purchases`)).json()) as {
      purchases: { projectId: string; tier: string; paymentIntentId: string }[];
    };
    const bought = purchases.find((p) => p.projectId === projectId && p.tier === "tier149");
    expect(bought, "the purchase that refused a second payment").toBeTruthy();
    return { paymentIntentId: bought!.paymentIntentId, clientSecret: "" };
  }
  expect(created.ok(), await created.text()).toBe(true);
  const intent = (await created.json()) as { paymentIntentId: string; clientSecret: string };

  const confirmed = await page.request.post(`${origin}/api/sandbox/confirm-payment`, {
    data: { paymentIntentId: intent.paymentIntentId, clientSecret: intent.clientSecret, ...VALID_CARD },
  });
  expect(confirmed.ok(), await confirmed.text()).toBe(true);

  const verified = await page.request.post(`${origin}/api/verify-payment`, {
    data: { paymentIntentId: intent.paymentIntentId },
  });
  expect(await verified.json()).toEqual({ verified: true, tier: "tier149" });
  return { paymentIntentId: intent.paymentIntentId, clientSecret: intent.clientSecret };
}
