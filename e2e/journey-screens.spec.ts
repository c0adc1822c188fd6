import { expect, screenshot, setTheme, test } from "./fixtures";
import { choosePath, expectAccessible, fixture } from "./journey-helpers";

/**
 * The four screens at 375 px and 1280 px, light and dark, kept as CI artifacts (e2e/artifacts)
 * and checked with axe in each combination.
 */
const WIDTHS = [375, 1280] as const;
const THEMES = ["light", "dark"] as const;

for (const theme of THEMES) {
  for (const width of WIDTHS) {
    test(`journey screens look right at ${width} px in ${theme}`, async ({ page }) => {
      await setTheme(page, theme);
      await page.setViewportSize({ width, height: width < 600 ? 812 : 900 });
      await page.goto("/");
      await expect(page.locator("html")).toHaveClass(new RegExp(theme));
      await screenshot(page, `journey-landing-${theme}-${width}`);
      await choosePath(page, "I Have a Script");
      await page.getByTestId("path-script").getByRole("button", { name: "Is this me?" }).click();
      await expect(page.getByRole("note", { name: "About I Have a Script" })).toBeVisible();
      await page.screenshot({ path: `e2e/artifacts/journey-landing-popover-${theme}-${width}.png` });
      await page.keyboard.press("Escape");
      await expectAccessible(page);

      await page.getByRole("button", { name: "Start My Free Analysis" }).click();
      await expect(page.getByTestId("mode-banner")).toBeVisible();
      await screenshot(page, `journey-pricing-${theme}-${width}`);
      await expectAccessible(page);

      await page.getByRole("button", { name: "Get Your Free Analysis" }).click();
      await expect(page.getByRole("heading", { name: "Ready to begin?" })).toBeVisible();
      await screenshot(page, `journey-onboarding-${theme}-${width}`);
      await expectAccessible(page);
      await page.getByLabel("Genre").click();
      await expect(page.getByRole("option", { name: "Drama" })).toBeVisible();
      await page.screenshot({ path: `e2e/artifacts/journey-onboarding-genre-${theme}-${width}.png` });
      await page.keyboard.press("Escape");
      await page.getByLabel("Project Title").fill("The Last Lighthouse");
      await page
        .getByLabel("Upload File")
        .setInputFiles(fixture("fdx_test_script_finaldraft__screenplay-tools.fdx"));
      await expect(page.getByTestId("extracted-characters")).toBeVisible();
      await screenshot(page, `journey-onboarding-uploaded-${theme}-${width}`);
      await expectAccessible(page);

      await page.goto("/");
      await choosePath(page, "I Have an Idea");
      await page.getByRole("button", { name: "Start My Free Analysis" }).click();
      await page.getByRole("button", { name: "Get Your Free Analysis" }).click();
      await expect(page.getByRole("heading", { name: "Answer a few quick questions" })).toBeVisible();
      await page.getByLabel("What's the working title of your project?").fill("The Last Lighthouse");
      await page.getByRole("button", { name: "Next" }).click();
      await page.getByLabel("What's your logline, in one or two sentences?").fill("x".repeat(460));
      await screenshot(page, `journey-questionnaire-${theme}-${width}`);
      await expectAccessible(page);
    });
  }
}
