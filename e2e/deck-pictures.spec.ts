import { seriousViolations } from "./axe";
import { expect, screenshot, test } from "./fixtures";
import { imageOnlyPdf, slidePictures } from "./helpers/picture-decks";
import { deckOnboarding, isUploadAnswer } from "./journey-helpers";

// Issue 26: a deck whose words are mostly in pictures is told so on the upload and in the report,
// and Design and Readability is not rated from the OCR words alone.

const SLIDES = [
  ["Orbital Gardens", "A botanist stranded on a failing", "space station grows her way home"],
  [
    "The Story",
    "When the station's oxygen farm dies,",
    "Dr. Lena Ortiz has thirty days to",
    "grow a new one or everyone aboard dies",
  ],
  ["The Team", "Director Ana Ruiz, producer Sam Okafor", "Budget two million dollars"],
];

for (const [theme, width] of [
  ["light", 1280],
  ["dark", 375],
] as const) {
  test(`a deck read from pictures: said on the upload, Design and Readability not rated in the report (${theme})`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    const pdf = imageOnlyPdf(await slidePictures(browser, SLIDES, 44));
    await deckOnboarding(page, width, theme);
    const answer = page.waitForResponse(isUploadAnswer, { timeout: 90_000 });
    await page
      .getByLabel("Upload File")
      .setInputFiles({ name: "orbital.pdf", mimeType: "application/pdf", buffer: pdf });
    expect((await (await answer).json()).ocr).toMatchObject({ pages: [1, 2, 3], unreadPages: [] });
    await expect(page.getByTestId("ocr-notice")).toContainText(
      "Most of this deck's words (100%) are in pictures. The report will not rate Design and Readability from the words alone.",
      { timeout: 90_000 },
    );

    const analyze = page.waitForRequest((r) => r.url().endsWith("/api/analyze"));
    await page.getByRole("button", { name: "Continue" }).click();
    expect((await analyze).postDataJSON().pictures).toEqual({ ocrPages: [1, 2, 3], unreadPages: [] });
    await expect(page).toHaveURL(/\/review$/, { timeout: 120_000 });

    const design = page.getByTestId("category").filter({ hasText: "Design and Readability" });
    await expect(design).toContainText("Not rated");
    await expect(design.getByTestId("category-not-rated")).toHaveText(
      "Not rated: 100% of this deck's words were read from pictures (OCR), so its design and readability cannot be judged from the words alone. The overall score is the mean of the categories that were rated.",
    );
    await expect(design.getByText("/10")).toHaveCount(0);
    await expect(
      page.getByText("Design and Readability is not rated: 100% of this deck's words"),
    ).toBeVisible();
    // The other categories keep their scores; the overall score is theirs.
    await expect(page.getByTestId("category").filter({ hasText: "The Hook" }).getByText("/10")).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await design.scrollIntoViewIfNeeded();
    for (const shotWidth of [375, 1280]) {
      await page.setViewportSize({ width: shotWidth, height: 900 });
      await design.screenshot({ path: `e2e/artifacts/deck-pictures-not-rated-${theme}-${shotWidth}.png` });
      await screenshot(page, `deck-pictures-review-${theme}-${shotWidth}`);
    }
  });
}
