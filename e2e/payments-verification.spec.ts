import { expect, screenshot, test } from "./fixtures";
import { payForDeckOutline } from "./helpers/pay-sandbox";

const failed = async (page: import("@playwright/test").Page, message: string) => {
  await expect(page.getByRole("heading", { name: "Verification Failed" })).toBeVisible();
  await expect(page.getByText(message, { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "Return Home" })).toBeVisible();
};

test("tampered success addresses are refused with the product's messages", async ({ page }) => {
  await page.goto("/payment-success?tier=tier149&projectId=p");
  await failed(page, "Payment verification failed. Invalid payment parameters.");
  await screenshot(page, "payments-success-failed-light-1280");

  await page.goto("/payment-success?tier=tier149&projectId=p&payment_intent=pi_x&redirect_status=failed");
  await failed(page, "Payment verification failed. Invalid payment parameters.");

  await page.goto("/payment-success?tier=tier500&projectId=p&payment_intent=pi_x&redirect_status=succeeded");
  await failed(page, "Invalid tier specified");

  await page.goto("/payment-success?tier=tier500&free=true&projectId=p");
  await failed(page, "Invalid tier specified for free payment.");

  await page.goto(
    "/payment-success?tier=tier149&projectId=p&payment_intent=pi_forged&redirect_status=succeeded",
  );
  await failed(page, "Payment could not be verified.");

  // free=true in the address alone grants nothing: the server recorded no free grant.
  await page.goto("/payment-success?tier=tier149&free=true&projectId=p");
  await expect(
    page.getByText("Processing your free access...").or(page.getByText("Verification Failed")),
  ).toBeVisible();
  await failed(page, "Payment could not be verified.");

  await page.getByRole("link", { name: "Return Home" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("a verification that cannot reach the server asks the user to contact support", async ({ page }) => {
  await page.route("**/api/verify-payment", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    await route.abort();
  });
  await page.goto("/payment-success?tier=tier149&projectId=p&payment_intent=pi_x&redirect_status=succeeded");
  await expect(page.getByText("Verifying payment...")).toBeVisible();
  await failed(page, "Failed to verify payment. Please contact support.");
});

test("the cancel page offers Try Again and Return Home", async ({ page }) => {
  await page.goto("/checkout?tier=tier149&projectId=p");
  await page.getByRole("link", { name: "Cancel payment" }).click();
  await expect(page).toHaveURL(/\/payment-cancel$/);
  await expect(page.getByRole("heading", { name: "Payment Cancelled" })).toBeVisible();
  await expect(page.getByText("No charges have been made to your card")).toBeVisible();
  await page.getByRole("link", { name: "Try Again" }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  await page.goto("/payment-cancel");
  await page.getByRole("link", { name: "Return Home" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("payForDeckOutline pays through the sandbox with the page's own session", async ({ page }) => {
  await page.goto("/");
  const { paymentIntentId } = await payForDeckOutline(page, "project-helper");
  // The browser, holding the same session, sees the same payment as verified.
  await page.goto(
    `/payment-success?tier=tier149&projectId=project-helper&payment_intent=${paymentIntentId}&redirect_status=succeeded`,
  );
  await expect(page.getByRole("heading", { name: "Payment Verified!" })).toBeVisible();
});
