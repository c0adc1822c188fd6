import type { Project } from "../domain/project";
import { seriousViolations } from "./axe";
import { expect, screenshot, setTheme, test } from "./fixtures";
import { buildout, deckResult, ideaResult, scriptResult, seededProject, seedWizard } from "./review-data";

const VARIANTS: Record<string, Partial<Project>> = {
  idea: { projectStage: "idea", analysisResult: ideaResult },
  deck: { projectStage: "deck", analysisResult: deckResult },
  script: { projectStage: "script", analysisResult: scriptResult },
  buildout: {
    projectStage: "deck",
    mode: "generate",
    analysisResult: { ...deckResult, deckBuildout: buildout },
  },
};

for (const [name, overrides] of Object.entries(VARIANTS)) {
  for (const theme of ["light", "dark"] as const) {
    test(`review ${name} in ${theme}: screenshots at 375 and 1280 px, no serious axe violations`, async ({
      page,
    }) => {
      await setTheme(page, theme);
      await seedWizard(page, seededProject(overrides));
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto("/review");
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await expect(
          page.getByText("Good stories become great pitches when you know what to show."),
        ).toBeVisible();
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, "no horizontal scrolling").toBeLessThanOrEqual(0);
        await screenshot(page, `review-${name}-${theme}-${width}`);
      }
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
}

test("the enhance dialog and the generating overlay look right and pass axe", async ({ page }) => {
  await seedWizard(page, seededProject({ paidAtTier149: true, analysisResult: deckResult }));
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/review");
  await page.getByRole("button", { name: "Generate My Deck" }).click();
  await expect(page.getByRole("dialog", { name: "Want Better Results?" })).toBeVisible();
  await page.screenshot({ path: "e2e/artifacts/review-enhance-dialog-375.png" });
  expect(await seriousViolations(page)).toEqual([]);
});
