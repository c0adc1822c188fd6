import { expect, screenshot, setTheme, test } from "./fixtures";
import { expectAccessible } from "./journey-helpers";

/** Screenshots of every payment screen in both themes at phone and desktop widths. */
for (const theme of ["light", "dark"] as const) {
  for (const width of [375, 1280]) {
    test(`payment screens, ${theme}, ${width} px`, async ({ page }) => {
      await setTheme(page, theme);
      await page.setViewportSize({ width, height: 900 });
      const tag = `${theme}-${width}`;

      await page.goto("/checkout?tier=tier149&projectId=project-shots");
      await expect(page.getByRole("button", { name: "Pay $149" })).toBeVisible();
      await screenshot(page, `payments-checkout-sandbox-${tag}`);
      await expectAccessible(page);
      const noOverflow = await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
      expect(noOverflow, "no horizontal scrolling").toBe(true);

      await page.getByLabel("Have a coupon code?").fill("BETAOCT2025");
      await page.getByRole("button", { name: "Apply" }).click();
      await expect(page.getByRole("button", { name: "Pay $120" })).toBeVisible();
      await page.getByRole("button", { name: "Use the test card" }).click();
      await screenshot(page, `payments-checkout-coupon-${tag}`);

      await page.goto("/checkout?tier=tier29&projectId=new");
      await page.getByLabel("Have a coupon code?").fill("BETAOCT2025");
      await page.getByRole("button", { name: "Apply" }).click();
      await expect(page.getByText("Complete Your Free Purchase")).toBeVisible();
      await screenshot(page, `payments-checkout-free-${tag}`);
      await expectAccessible(page);

      await page.getByRole("button", { name: "Claim Your Free Access" }).click();
      await expect(page.getByRole("heading", { name: "Free Access Granted!" })).toBeVisible();
      await screenshot(page, `payments-success-${tag}`);
      await expectAccessible(page);

      await page.goto("/payment-success?tier=tier149&projectId=p");
      await expect(page.getByRole("heading", { name: "Verification Failed" })).toBeVisible();
      await screenshot(page, `payments-success-failed-${tag}`);

      await page.goto("/payment-cancel");
      await expect(page.getByRole("heading", { name: "Payment Cancelled" })).toBeVisible();
      await screenshot(page, `payments-cancel-${tag}`);
      await expectAccessible(page);
    });
  }
}
