import { join } from "node:path";
import type { Page } from "@playwright/test";
import { DECLINED_CARD, VALID_CARD } from "../server/payments/test/payment-test-helpers";
import { ARTIFACTS_DIR, expect, setTheme, test } from "./fixtures";
import { fillCard } from "./helpers/card-form";
import { seedAnalyzedProject } from "./helpers/seed-wizard";

// Checkout defects a newcomer met on a phone: a failure toast outliving the retry, and a coupon
// that could not be taken back.

const PHONE = { width: 375, height: 812 };
const THEMES = ["light", "dark"] as const;

async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: join(ARTIFACTS_DIR, `${name}.png`) });
}

const couponInput = (page: Page) => page.getByLabel("Have a coupon code?");

for (const theme of THEMES) {
  test(`a declined card, then a paid retry: only 'Payment Verified!' remains (${theme}, 375 px)`, async ({
    page,
  }) => {
    await setTheme(page, theme);
    await page.setViewportSize(PHONE);
    const projectId = `project-retry-${theme}`;
    await seedAnalyzedProject(page, projectId);
    await page.goto(`/checkout?tier=tier149&projectId=${projectId}`);

    await fillCard(page, DECLINED_CARD);
    await page.getByRole("button", { name: "Pay $149" }).click();
    const toast = page.getByTestId("toast");
    await expect(toast).toContainText("Payment Failed");
    await expect(toast).toContainText("Your card was declined.");
    await shot(page, `newcomer-checkout-declined-${theme}-375`);

    await fillCard(page, VALID_CARD);
    await page.getByRole("button", { name: "Pay $149" }).click();
    await expect(page.getByRole("heading", { name: "Payment Verified!" })).toBeVisible();
    await shot(page, `newcomer-checkout-verified-after-retry-${theme}-375`);
    // the retry itself cleared the old failure, well inside its 5 s
    await expect(toast).toHaveCount(0, { timeout: 500 });
    await expect(page.getByText("Payment Failed")).toHaveCount(0);
  });
}

for (const theme of THEMES) {
  test(`an applied coupon can be removed: the field returns and the intent is re-created without it (${theme}, 375 px)`, async ({
    page,
  }) => {
    await setTheme(page, theme);
    await page.setViewportSize(PHONE);
    const projectId = `project-coupon-off-${theme}`;
    await seedAnalyzedProject(page, projectId);
    await page.goto(`/checkout?tier=tier149&projectId=${projectId}`);
    await expect(page.getByTestId("order-total")).toHaveText("$149");

    await couponInput(page).fill("betaoct2025");
    const applied = page.waitForResponse("**/api/create-payment-intent");
    await page.getByRole("button", { name: "Apply" }).click();
    const withCoupon = await (await applied).json();
    await expect(page.getByTestId("order-total")).toHaveText("$120");
    await expect(page.getByText("Coupon BETAOCT2025 applied")).toBeVisible();
    await expect(couponInput(page)).toHaveCount(0);
    await shot(page, `newcomer-checkout-coupon-applied-${theme}-375`);

    const removed = page.waitForRequest("**/api/create-payment-intent");
    const answer = page.waitForResponse("**/api/create-payment-intent");
    await page.getByRole("button", { name: "Remove coupon" }).click({ timeout: 5_000 });
    expect((await removed).postDataJSON()).toEqual({ tier: "tier149", projectId });
    const withoutCoupon = await (await answer).json();
    expect(withoutCoupon).toMatchObject({ amount: 14900, discountAmount: 0, couponCode: null });
    expect(withoutCoupon.paymentIntentId).not.toBe(withCoupon.paymentIntentId);

    await expect(page.getByTestId("order-total")).toHaveText("$149");
    await expect(page.getByText("Coupon BETAOCT2025 applied")).toHaveCount(0);
    await expect(page.getByTestId("order-summary")).not.toContainText("Discount");
    await expect(couponInput(page)).toBeVisible();
    await expect(couponInput(page)).toHaveValue("");
    await expect(page.getByRole("button", { name: "Apply" })).toBeDisabled();
    await shot(page, `newcomer-checkout-coupon-removed-${theme}-375`);

    // the card now pays the full price, on the re-created intent
    await fillCard(page, VALID_CARD);
    const confirmed = page.waitForRequest("**/api/sandbox/confirm-payment");
    await page.getByRole("button", { name: "Pay $149" }).click();
    expect((await confirmed).postDataJSON()).toMatchObject({
      paymentIntentId: withoutCoupon.paymentIntentId,
    });
    await expect(page.getByRole("heading", { name: "Payment Verified!" })).toBeVisible();
  });
}

test("a free claim turns back into a card payment when its coupon is removed (375 px)", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto("/checkout?tier=tier29&projectId=new");
  await couponInput(page).fill("BETAOCT2025");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByTestId("order-total")).toHaveText("$0");
  await expect(page.getByText("Complete Your Free Purchase")).toBeVisible();

  await page.getByRole("button", { name: "Remove coupon" }).click({ timeout: 5_000 });
  await expect(page.getByTestId("order-total")).toHaveText("$29");
  await expect(page.getByText("Complete Your Free Purchase")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Pay $29" })).toBeVisible();
  // and the coupon can be applied again
  await couponInput(page).fill("BETAOCT2025");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByTestId("order-total")).toHaveText("$0");
});
