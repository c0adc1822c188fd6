import type { Page } from "@playwright/test";
import { expect } from "../fixtures";
import { readingResult, seededProject, seedWizard } from "../review-data";

/** Opening /review on a seeded reading and reading its pictures back, for the browser tests. */
export const CHARTS = '[data-testid="reading-charts"]';
export const FIGURES = ["structure-strip", "character-timeline", "dialogue-share", "coverage-grid"];

export async function openReading(page: Page, width: number, result = readingResult) {
  await seedWizard(
    page,
    seededProject({ title: "Big Fish", projectStage: "script", analysisResult: result }),
  );
  await page.setViewportSize({ width, height: 900 });
  await page.goto("/review");
  await expect(page.getByRole("heading", { name: "Script Analysis Report" })).toBeVisible();
}

/** The rows of one data table, as the cells' text. */
export async function tableRows(page: Page, figure: string, caption: string): Promise<string[][]> {
  const table = page.locator(`[data-testid="${figure}"] table`).filter({
    has: page.locator("caption", { hasText: caption }),
  });
  return table
    .locator("tbody tr")
    .evaluateAll((rows) =>
      rows.map((row) => [...row.children].map((cell) => cell.textContent?.trim() ?? "")),
    );
}

export async function openTables(page: Page) {
  for (const summary of await page.locator(`${CHARTS} summary`).all()) await summary.click();
}

export const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** Anything that sticks out of its picture's box without being clipped or scrolled inside it. */
export const spills = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll("[data-testid='reading-charts'] figure")].flatMap((figure) => {
      const box = figure.getBoundingClientRect();
      return [...figure.querySelectorAll(":not(svg *, section[tabindex] *)")]
        .filter((element) => {
          for (let up = element.parentElement; up && up !== figure; up = up.parentElement) {
            if (getComputedStyle(up).overflowX !== "visible") return false;
          }
          const rect = element.getBoundingClientRect();
          return rect.width > 0 && (rect.right > box.right + 0.5 || rect.left < box.left - 0.5);
        })
        .map(
          (element) =>
            `${figure.getAttribute("data-testid")}: ${element.tagName} ${element.textContent?.slice(0, 30)}`,
        );
    }),
  );
