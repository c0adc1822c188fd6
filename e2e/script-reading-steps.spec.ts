import type { Browser } from "@playwright/test";
import { seriousViolations } from "./axe";
import { expect, screenshot, setTheme, test } from "./fixtures";
import { imageOnlyPdf, SCRIPT_SHEET, slidePictures } from "./helpers/picture-decks";
import { isUploadAnswer, startJourney } from "./journey-helpers";

const PAGES = 4;

/** A scanned script: US Letter pages that are only pictures of screenplay lines, no text layer. */
async function scannedScript(browser: Browser): Promise<Buffer> {
  const pages = Array.from({ length: PAGES }, (_, index) => [
    `INT. HARBOUR OFFICE - NIGHT (PAGE ${index + 1})`,
    "Rain on the glass. MARA (40s) counts the manifests twice.",
    '<p style="margin-left:220px">MARA</p>',
    '<p style="margin-left:120px;margin-right:120px">The ship left at midnight. Nobody signed it out.</p>',
    "She pockets the last page and kills the lamp.",
  ]);
  return imageOnlyPdf(await slidePictures(browser, pages, 26, SCRIPT_SHEET), SCRIPT_SHEET);
}

// A script upload, once every byte has arrived, shows the server's true step while it is read
// ("OCR page 2 of 4" for a scan), with a bar of its own, never a bar parked at 100%.
for (const [width, theme] of [
  [375, "dark"],
  [1280, "light"],
] as const) {
  test(`a scanned script shows the page being read with OCR, then what was read (${theme}, ${width} px)`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(150_000);
    const pdf = await scannedScript(browser);
    await page.setViewportSize({ width, height: 900 });
    await setTheme(page, theme);
    await startJourney(page, "I Have a Script");
    const answer = page.waitForResponse(isUploadAnswer, { timeout: 120_000 });
    await page
      .getByLabel("Upload File")
      .setInputFiles({ name: "harbour-scan.pdf", mimeType: "application/pdf", buffer: pdf });
    const panel = page.getByTestId("loading-panel");
    const detail = page.getByTestId("loading-detail");
    await expect(detail).toContainText(
      new RegExp(`^Upload complete\\. OCR page [1-${PAGES}] of ${PAGES}\\.\\.\\. \\d+ s$`),
      {
        timeout: 60_000,
      },
    );
    await expect(panel).toContainText("Reading your script...");
    const bar = page.getByRole("progressbar", { name: "Reading progress" });
    await expect(bar).toBeVisible();
    expect(Number(await bar.getAttribute("aria-valuenow"))).toBeLessThan(100);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, `script-reading-step-${theme}-${width}`);
    expect((await answer).status()).toBe(200);
    await expect(page.getByTestId("extracted-characters")).toBeVisible();
    await expect(page.getByTestId("ocr-notice")).toContainText("read from pictures (OCR)");
  });
}
