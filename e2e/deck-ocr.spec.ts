import PptxGenJS from "pptxgenjs";
import { expect, screenshot, setTheme, test } from "./fixtures";
import { imageOnlyPdf, slidePictures } from "./helpers/picture-decks";
import { expectToastSeen, isUploadAnswer, recordToasts, startJourney } from "./journey-helpers";

const SLIDES = [
  ["Orbital Gardens", "A botanist stranded on a failing", "space station grows her way home"],
  ["The Team", "Director Ana Ruiz, producer Sam Okafor", "Budget two million dollars"],
];
// Every word of this deck is in its pictures: the page also says the design will not be rated.
const NOTICE =
  "Text on pages 1 and 2 was read from pictures (OCR). Check it: recognition can miss or misread words. Most of this deck's words (100%) are in pictures. The report will not rate Design and Readability from the words alone.";

test.beforeEach(async ({ page }) => {
  await recordToasts(page);
});

test("an image-only deck is read with OCR and the page says which pages", async ({ page, browser }) => {
  test.setTimeout(120_000);
  const pdf = imageOnlyPdf(await slidePictures(browser, SLIDES, 48));
  await startJourney(page, "I Have a Deck");
  const answer = page.waitForResponse(isUploadAnswer, {
    timeout: 90_000,
  });
  await page
    .getByLabel("Upload File")
    .setInputFiles({ name: "pictures.pdf", mimeType: "application/pdf", buffer: pdf });
  const body = await (await answer).json();
  expect(body.ocr.pages).toEqual([1, 2]);
  expect(body.text).toContain("Orbital Gardens");
  await expect(page.getByTestId("ocr-notice")).toHaveText(NOTICE);
  await expectToastSeen(
    page,
    `File Uploaded Successfully | Extracted ${body.characters} characters from your file.`,
  );
});

test("a .pptx deck uploads with its slide text and speaker notes, and no OCR notice", async ({ page }) => {
  const deck = new PptxGenJS();
  for (const [title, ...lines] of SLIDES) {
    const slide = deck.addSlide();
    slide.addText(title ?? "", { x: 0.5, y: 0.3, w: 9, h: 1, fontSize: 32 });
    slide.addText(lines.join("\n"), { x: 0.5, y: 1.5, w: 9, h: 2, fontSize: 18 });
    slide.addNotes(`Say: ${title}`);
  }
  const pptx = (await deck.write({ outputType: "nodebuffer" })) as Buffer;
  await startJourney(page, "I Have a Deck");
  const answer = page.waitForResponse(isUploadAnswer);
  await page.getByLabel("Upload File").setInputFiles({
    name: "orbital.pptx",
    mimeType: "application/vnd.openxmlformats-officedocument.presentationml.presentation",
    buffer: pptx,
  });
  const body = await (await answer).json();
  expect(body).toMatchObject({ format: "pptx", pages: 2, ocr: null });
  expect(body.text).toContain("Speaker notes:\nSay: The Team");
  await expect(page.getByText("orbital.pptx")).toBeVisible();
  await expect(page.getByTestId("ocr-notice")).toHaveCount(0);
});

for (const theme of ["light", "dark"] as const) {
  for (const width of [375, 1280]) {
    test(`OCR notice screenshot, ${theme}, ${width} px`, async ({ page, browser }) => {
      test.setTimeout(120_000);
      const pdf = imageOnlyPdf(await slidePictures(browser, SLIDES, 48));
      await setTheme(page, theme);
      await page.setViewportSize({ width, height: 900 });
      await startJourney(page, "I Have a Deck");
      await page.getByLabel("Project Title").fill("Orbital Gardens");
      await page.getByLabel("Upload File").setInputFiles({
        name: "orbital.pdf",
        mimeType: "application/pdf",
        buffer: pdf,
      });
      await expect(page.getByTestId("ocr-notice")).toHaveText(NOTICE, { timeout: 90_000 });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await screenshot(page, `onboarding-ocr-notice-${theme}-${width}`);
    });
  }
}
