import { makeDocx } from "../server/test/test-documents";
import { seriousViolations } from "./axe";
import { expect, screenshot, setTheme, test } from "./fixtures";
import { isUploadAnswer, startJourney } from "./journey-helpers";

const SCENE = [
  "INT. KITCHEN - NIGHT",
  "Rain on the glass. ANNA waits by the window, a cold cup of tea in her hands.",
  "ANNA",
  "You came back.",
  "BEN",
  "I never left. I was in the car the whole time, watching the light.",
];
const WORD_AS_PDF = { name: "my-script.pdf", mimeType: "application/pdf", buffer: makeDocx(SCENE) };

for (const [width, theme] of [
  [375, "light"],
  [1280, "dark"],
] as const) {
  test(`a Word document renamed .pdf is read as Word on the script stage, and refused in words on the deck stage (${theme}, ${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await setTheme(page, theme);
    await startJourney(page, "I Have a Script");
    const answer = page.waitForResponse(isUploadAnswer);
    await page.getByLabel("Upload File").setInputFiles(WORD_AS_PDF);
    expect(await (await answer).json()).toMatchObject({ format: "docx" });
    await expect(page.getByTestId("format-notice")).toHaveText(
      "This file is named .pdf but is a Word document (.docx), and was read as that.",
    );
    await expect(page.getByTestId("extracted-characters")).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, `file-recognised-script-${theme}-${width}`);

    await startJourney(page, "I Have a Deck");
    await page.getByLabel("Upload File").setInputFiles(WORD_AS_PDF);
    await expect(page.getByTestId("upload-message")).toHaveText(
      "Upload Failed: This file is named .pdf but is a Word document (.docx). Accepted file types for a deck: .pdf, .pptx.",
    );
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, `file-refused-deck-${theme}-${width}`);
  });
}
