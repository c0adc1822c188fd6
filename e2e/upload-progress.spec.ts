import { readFileSync } from "node:fs";
import type { Browser, Page } from "@playwright/test";
import { realFixture } from "../server/test/real-fixtures";
import { seriousViolations } from "./axe";
import { expect, screenshot, setTheme, test } from "./fixtures";
import { imageOnlyPdf, slidePictures } from "./helpers/picture-decks";
import { isUploadAnswer, scriptOnboarding, startJourney, UPLOAD_ROUTE } from "./journey-helpers";

const SCRIPT = realFixture("big_fish__screenplain.pdf");

/** Chromium's own network emulation: the upload takes about `seconds`. */
async function slowUpload(page: Page, bytes: number, seconds: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 20,
    downloadThroughput: -1,
    uploadThroughput: bytes / seconds,
  });
  return () =>
    cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
}

for (const [width, theme] of [
  [375, "dark"],
  [1280, "light"],
] as const) {
  test(`a script upload shows its bytes, the time left and Cancel, then its reading step (${theme}, ${width} px)`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await scriptOnboarding(page, width, theme);
    const restore = await slowUpload(page, readFileSync(SCRIPT).length, 8);
    const answer = page.waitForResponse(isUploadAnswer);
    await page.getByLabel("Upload File").setInputFiles(SCRIPT);
    const panel = page.getByTestId("loading-panel");
    await expect(panel).toContainText("Uploading your script...");
    await expect(page.getByTestId("loading-detail")).toContainText(/MB of 0\.2 MB uploaded/);
    await expect(page.getByTestId("loading-detail")).toContainText(/s left/);
    const bar = page.getByRole("progressbar", { name: "Upload progress" });
    await expect.poll(async () => Number(await bar.getAttribute("aria-valuenow"))).toBeGreaterThan(0);
    await expect(panel.getByRole("button", { name: "Cancel Upload" })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, `upload-progress-script-${theme}-${width}`);
    expect((await answer).status()).toBe(200);
    await restore();
    await expect(page.getByTestId("extracted-characters")).toBeVisible();
  });
}

test("Cancel stops a script upload and says so until the next try", async ({ page }) => {
  await scriptOnboarding(page, 1280, "light");
  const restore = await slowUpload(page, readFileSync(SCRIPT).length, 30);
  await page.getByLabel("Upload File").setInputFiles(SCRIPT);
  await page.getByRole("button", { name: "Cancel Upload" }).click();
  await expect(page.getByTestId("upload-message")).toHaveText(
    "Upload cancelled. Choose the file again when you are ready.",
  );
  await expect(page.getByTestId("loading-panel")).toHaveCount(0);
  await expect(page.getByLabel("Project Title")).toHaveValue("Big Fish");
  await restore();
  await page.getByLabel("Upload File").setInputFiles(SCRIPT);
  await expect(page.getByTestId("extracted-characters")).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId("upload-message")).toHaveCount(0);
});

test("a failed upload leaves its sentence beside the file field after the toast has gone", async ({
  page,
}) => {
  await scriptOnboarding(page, 375, "dark");
  await page.route(UPLOAD_ROUTE, (route) => route.abort("connectionreset"));
  await page.getByLabel("Upload File").setInputFiles(SCRIPT);
  const message = page.getByTestId("upload-message");
  await expect(message).toHaveText("Upload Failed: Upload failed");
  await expect(page.getByTestId("toast")).toHaveCount(0, { timeout: 15_000 });
  await expect(message).toBeVisible();
  await screenshot(page, "upload-failed-inline-dark-375");
});

/** A deck PDF of `count` pages that are only pictures of words: each is read with OCR. */
async function pictureDeck(browser: Browser, count: number): Promise<Buffer> {
  const slides = Array.from({ length: count }, (_, index) => [
    `Orbital Gardens slide ${index + 1}`,
    "A botanist stranded on a failing station",
  ]);
  return imageOnlyPdf(await slidePictures(browser, slides, 48));
}

for (const [width, theme] of [
  [375, "light"],
  [1280, "dark"],
] as const) {
  test(`once a deck has arrived, the panel shows the server's own step: OCR page n of 6 (${theme}, ${width} px)`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(150_000);
    const pdf = await pictureDeck(browser, 6);
    await page.setViewportSize({ width, height: 900 });
    await setTheme(page, theme);
    await startJourney(page, "I Have a Deck");
    const answer = page.waitForResponse(isUploadAnswer, { timeout: 120_000 });
    await page
      .getByLabel("Upload File")
      .setInputFiles({ name: "pictures.pdf", mimeType: "application/pdf", buffer: pdf });
    const detail = page.getByTestId("loading-detail");
    await expect(detail).toContainText(/^Upload complete\. OCR page [1-6] of 6\.\.\. \d+ s$/, {
      timeout: 60_000,
    });
    const bar = page.getByRole("progressbar", { name: "Reading progress" });
    await expect(bar).toBeVisible();
    await expect(page.getByTestId("loading-panel")).toContainText("Processing your deck...");
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, `upload-server-step-${theme}-${width}`);
    expect((await answer).status()).toBe(200);
    await expect(page.getByTestId("ocr-notice")).toContainText("was read from pictures (OCR)");
  });
}
