import PptxGenJS from "pptxgenjs";
import { seriousViolations } from "./axe";
import { expect, screenshot, test } from "./fixtures";
import { slidePictures } from "./helpers/picture-decks";
import { deckOnboarding, isUploadAnswer } from "./journey-helpers";

// An 8-slide .pptx whose words are mostly in pictures: the upload shows the slide being read with
// OCR ("OCR slide 3 of 8"), says the words came from pictures, and the report does not rate
// Design and Readability from them.

const SLIDES = [
  ["Orbital Gardens", "A botanist stranded on a failing", "space station grows her way home"],
  ["When the station's oxygen farm dies,", "Dr. Lena Ortiz has thirty days"],
  ["to grow a new one", "or everyone aboard dies"],
  ["Her rival, the station's engineer,", "wants to abandon the farm"],
  ["Lena breeds a moss that eats rust", "and the hull begins to fail"],
  ["Director Ana Ruiz", "Producer Sam Okafor"],
  ["Budget two million dollars", "Twenty shooting days"],
  ["Why now: climate stories", "that end in hope"],
];

async function pictureDeck(browser: Parameters<typeof slidePictures>[0]): Promise<Buffer> {
  const pictures = await slidePictures(browser, SLIDES, 44);
  const deck = new PptxGenJS();
  pictures.forEach((picture, index) => {
    const slide = deck.addSlide();
    // A slide number is the only text the slide itself carries; every word is in its picture.
    slide.addText(String(index + 1), { x: 9.2, y: 5.1, w: 0.6, h: 0.4, fontSize: 12 });
    slide.addImage({ data: `image/png;base64,${picture.toString("base64")}`, x: 0, y: 0, w: 10, h: 5.0 });
  });
  return (await deck.write({ outputType: "nodebuffer" })) as Buffer;
}

for (const [width, theme] of [
  [375, "dark"],
  [1280, "light"],
] as const) {
  test(`a .pptx whose words are in pictures: OCR slide n of 8 while read, then said on the upload and in the report (${theme}, ${width} px)`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(240_000);
    const pptx = await pictureDeck(browser);
    await deckOnboarding(page, width, theme);
    const answer = page.waitForResponse(isUploadAnswer, { timeout: 150_000 });
    await page.getByLabel("Upload File").setInputFiles({
      name: "orbital.pptx",
      mimeType: "application/vnd.openxmlformats-officedocument.presentationml.presentation",
      buffer: pptx,
    });
    await expect(page.getByTestId("loading-detail")).toContainText(
      /^Upload complete\. OCR slide [1-8] of 8\.\.\. \d+ s$/,
      { timeout: 90_000 },
    );
    const bar = page.getByRole("progressbar", { name: "Reading progress" });
    await expect(bar).toBeVisible();
    expect(Number(await bar.getAttribute("aria-valuenow"))).toBeLessThan(100);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, `pptx-pictures-reading-${theme}-${width}`);

    const body = await (await answer).json();
    expect(body.format).toBe("pptx");
    expect(body.ocr.pages).toHaveLength(8);
    await expect(page.getByTestId("ocr-notice")).toContainText(
      "are in pictures. The report will not rate Design and Readability from the words alone.",
    );
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, `pptx-pictures-uploaded-${theme}-${width}`);

    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page).toHaveURL(/\/review$/, { timeout: 120_000 });
    const design = page.getByTestId("category").filter({ hasText: "Design and Readability" });
    await expect(design).toContainText("Not rated");
    await expect(design.getByText("/10")).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
  });
}
