import { expect, screenshot, test } from "./fixtures";
import { readWizardProject, seedAnalyzedProject } from "./helpers/seed-wizard";

const couponInput = (page: import("@playwright/test").Page) => page.getByLabel("Have a coupon code?");

test("tier149 upgrade in the sandbox: coupon BETAOCT2025, pay $120 with 4242, verified, back to review", async ({
  page,
}) => {
  await seedAnalyzedProject(page, "project-e2e-upgrade");
  // Hold the first intent briefly so the loading state can be seen.
  await page.route("**/api/create-payment-intent", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 400));
    await route.continue();
  });
  await page.goto("/checkout?tier=tier149&projectId=project-e2e-upgrade");
  await expect(page.getByText("Preparing checkout...")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Complete Deck Outline - $149", level: 1 })).toBeVisible();
  await page.unroute("**/api/create-payment-intent");

  await expect(page.getByTestId("order-total")).toHaveText("$149");
  await expect(page.getByText("TEST MODE", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Pay $149" })).toBeVisible();
  await expect(page.getByText(/Payment is secured by/)).toBeVisible();

  const apply = page.getByRole("button", { name: "Apply" });
  await expect(apply).toBeDisabled();
  await couponInput(page).fill("betaoct2025");
  await expect(couponInput(page)).toHaveValue("BETAOCT2025");
  const sent = page.waitForRequest("**/api/create-payment-intent");
  await apply.click();
  expect((await sent).postDataJSON()).toMatchObject({ tier: "tier149", couponCode: "BETAOCT2025" });

  await expect(page.getByTestId("order-total")).toHaveText("$120");
  const summary = page.getByTestId("order-summary");
  await expect(summary).toContainText("Original price");
  await expect(summary).toContainText("$149");
  await expect(summary).toContainText("Discount (BETAOCT2025)");
  await expect(summary).toContainText("−$29");
  await expect(couponInput(page)).toHaveCount(0);
  await expect(page.getByText("Coupon BETAOCT2025 applied")).toBeVisible();
  await screenshot(page, "payments-checkout-coupon-applied-light-1280");

  await page.getByLabel("Card number").fill("4242424242424242");
  await expect(page.getByLabel("Card number")).toHaveValue("4242 4242 4242 4242");
  await page.getByLabel("Expiry (MM / YY)").fill("1234");
  await expect(page.getByLabel("Expiry (MM / YY)")).toHaveValue("12 / 34");
  await page.getByLabel("CVC").fill("123");
  await page.getByRole("button", { name: "Pay $120" }).click();

  await expect(page).toHaveURL(
    /\/payment-success\?tier=tier149&projectId=project-e2e-upgrade&payment_intent=pi_sandbox_\w+&redirect_status=succeeded$/,
  );
  await expect(page.getByRole("heading", { name: "Payment Verified!" })).toBeVisible();
  expect(await readWizardProject(page)).toMatchObject({ id: "project-e2e-upgrade", paidAtTier149: true });
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/review$/);
});

test("coupon errors appear under the input and keep what was typed", async ({ page }) => {
  await page.goto("/checkout?tier=tier149&projectId=project-coupons");
  await expect(page.getByTestId("order-total")).toHaveText("$149");

  await couponInput(page).fill("   ");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Please enter a coupon code" })).toBeVisible();

  await couponInput(page).fill("nope2025");
  await expect(page.getByText("Please enter a coupon code")).toHaveCount(0);
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByText("Invalid coupon code")).toBeVisible();
  await expect(couponInput(page)).toHaveValue("NOPE2025");
  await expect(page.getByTestId("order-total")).toHaveText("$149");
  await screenshot(page, "payments-checkout-invalid-coupon-light-1280");

  await page.route("**/api/create-payment-intent", (route) => route.abort());
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByText("Failed to create payment intent")).toBeVisible();
  await expect(page.getByRole("button", { name: "Pay $149" })).toBeVisible();
});

test("a declined card shows 'Payment Failed' with the provider's message and keeps the card", async ({
  page,
}) => {
  await page.goto("/checkout?tier=tier149&projectId=project-declined");
  await page.getByLabel("Card number").fill("4000 0000 0000 0002");
  await page.getByLabel("Expiry (MM / YY)").fill("12 / 34");
  await page.getByLabel("CVC").fill("123");
  await page.getByRole("button", { name: "Pay $149" }).click();
  const toast = page.getByTestId("toast");
  await expect(toast).toContainText("Payment Failed");
  await expect(toast).toContainText("Your card was declined.");
  await expect(page).toHaveURL(/\/checkout\?/);
  await expect(page.getByLabel("Card number")).toHaveValue("4000 0000 0000 0002");
  await expect(page.getByRole("button", { name: "Pay $149" })).toBeEnabled();
  await screenshot(page, "payments-checkout-declined-light-1280");
});

test("the free path: tier29 with BETAOCT2025 totals $0, the claim is confirmed by the server", async ({
  page,
}) => {
  await seedAnalyzedProject(page, "project-free", "script");
  await page.goto("/checkout?tier=tier29&projectId=new");
  await expect(page.getByRole("heading", { name: "Creative Deck Analysis - $29", level: 1 })).toBeVisible();
  await couponInput(page).fill("BETAOCT2025");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByTestId("order-total")).toHaveText("$0");
  await expect(page.getByText("Complete Your Free Purchase")).toBeVisible();
  await expect(page.getByRole("button", { name: /^Pay / })).toHaveCount(0);
  await screenshot(page, "payments-checkout-free-light-1280");

  await page.getByRole("button", { name: "Claim Your Free Access" }).click();
  await expect(page).toHaveURL(/\/payment-success\?tier=tier29&free=true&projectId=new$/);
  await expect(page.getByRole("heading", { name: "Free Access Granted!" })).toBeVisible();
  expect(await readWizardProject(page)).toMatchObject({ paidAtTier29: true });
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/onboarding$/);
});

test("an unknown tier and a failed start show the 'Payment Error' card", async ({ page }) => {
  await page.goto("/checkout?tier=tier999&projectId=p");
  await expect(page.getByRole("heading", { name: "Payment Error" })).toBeVisible();
  await expect(page.getByText("Invalid tier specified")).toBeVisible();
  await screenshot(page, "payments-checkout-error-light-375");

  await page.route("**/api/create-payment-intent", (route) => route.abort());
  await page.goto("/checkout?tier=tier149&projectId=p");
  await expect(page.getByText("Failed to initialize payment. Please try again.")).toBeVisible();
  await page.getByRole("link", { name: "Return Home" }).click();
  await expect(page).toHaveURL(/\/$/);
});
