import type { Page } from "@playwright/test";
import { expect, screenshot, setTheme, test } from "./fixtures";
import { fixture, isUploadAnswer, startJourney } from "./journey-helpers";

/** Every step the server may report for a script's analysis, as the loading panel words it. */
const SCRIPT_STEP =
  /^(Waiting for a free analyst|Reading the script|Writing the report|Comparing with your last version|Saving)\.\.\.$/;

for (const [theme, width] of [
  ["dark", 375],
  ["light", 1280],
] as const) {
  test(`the analysis panel shows the server's true step under the spec's strings (${width} px, ${theme})`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await setTheme(page, theme);
    await page.setViewportSize({ width, height: 900 });
    await startJourney(page, "I Have a Script");
    // A title of its own: the analyst answers a script it has read before from what it kept.
    await page.getByLabel("Project Title").fill(`Big Fish at ${width} px`);
    await chooseGenre(page, "Drama");
    const uploaded = page.waitForResponse(isUploadAnswer);
    await page.getByLabel("Upload File").setInputFiles(fixture("big_fish__screenplain.fountain"));
    expect((await uploaded).status()).toBe(200);
    await expect(page.getByTestId("uploaded-file")).toHaveText("big_fish__screenplain.fountain");

    // On a quiet machine the analysis can end between two polls: its answer is held on the way back
    // until the panel has shown a step (the server keeps an ended request's last step a moment).
    let stepShown = () => {};
    const shown = new Promise<void>((resolve) => {
      stepShown = resolve;
    });
    await page.route("**/api/analyze", async (route) => {
      const response = await route.fetch();
      await Promise.race([shown, new Promise((resolve) => setTimeout(resolve, 4_000))]);
      await route.fulfill({ response });
    });
    await page.getByRole("button", { name: "Continue" }).click();
    const panel = page.getByTestId("loading-panel");
    await expect(panel.getByText("Analyzing your script...")).toBeVisible();
    await expect(panel.getByTestId("analysis-step")).toHaveText(SCRIPT_STEP, { timeout: 60_000 });
    stepShown();
    await screenshot(page, `analysis-step-${width}-${theme}`);
    await expect(page).toHaveURL(/\/review$/, { timeout: 90_000 });
  });
}

async function chooseGenre(page: Page, genre: string) {
  await page.getByRole("combobox", { name: "Genre" }).click();
  await page.getByRole("option", { name: genre }).click();
}
