import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { fixture, startJourney } from "./journey-helpers";

/** product.md "What changed": two drafts of one title, uploaded as a writer does, compared. */
const BIG_FISH = readFileSync(fixture("big_fish__screenplain.fountain"), "utf8");
const RIVER = BIG_FISH.indexOf("EXT.  RIVER - DAY");
const DRAFT_TWO =
  `${BIG_FISH.slice(0, RIVER)}${BIG_FISH.slice(BIG_FISH.indexOf("INT.  HOSPITAL ROOM - DAY", RIVER))}`
    .replace(/\bEDWARD\b/g, "EDDIE")
    .replace(/\bEdward\b/g, "Eddie");
const WIDTHS = [375, 1280] as const;
const THEMES = ["light", "dark"] as const;

async function uploadDraft(page: Page, name: string, text: string) {
  await startJourney(page, "I Have a Script");
  await page.getByLabel("Project Title").fill("Big Fish");
  await page.getByRole("combobox", { name: "Genre" }).click();
  await page.getByRole("option", { name: "Drama" }).click();
  await page
    .getByLabel("Upload File")
    .setInputFiles({ name, mimeType: "text/plain", buffer: Buffer.from(text) });
  await expect(page.getByTestId("extracted-characters")).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole("button", { name: "Continue" })).toBeEnabled();
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/review$/, { timeout: 120_000 });
  await expect(page.getByText("Script Analysis Report")).toBeVisible();
}

async function shoot(page: Page, name: string, testId: string) {
  for (const theme of THEMES) {
    await page.evaluate((value) => localStorage.setItem("theme", value), theme);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await page.reload();
      const part = page.getByTestId(testId);
      await expect(part).toBeVisible({ timeout: 30_000 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await part.screenshot({ path: `e2e/artifacts/what-changed-${name}-${theme}-${width}.png` });
    }
  }
}

test("two drafts of one title: the review page and My Projects show what changed", async ({ page }) => {
  test.setTimeout(420_000);
  await uploadDraft(page, "big_fish.fountain", BIG_FISH);
  await expect(page.getByTestId("what-changed")).toHaveCount(0);

  await uploadDraft(page, "big_fish_draft_two.fountain", DRAFT_TWO);
  const card = page.getByTestId("what-changed");
  await expect(card).toBeVisible();
  await expect(card.getByRole("heading", { level: 3 })).toHaveText(
    /^What changed since [A-Z][a-z]{2} \d{1,2}, \d{4}$/,
  );
  await expect(page.getByTestId("delta-summary")).toContainText("This draft cuts 1 scene");
  await expect(page.getByTestId("delta-summary")).toContainText("EDWARD is now EDDIE.");
  await expect(card.locator('[data-row="Scenes cut"]')).toContainText("EXT. RIVER - DAY");
  await expect(card.locator('[data-row="Characters renamed"]')).toContainText("EDWARD → EDDIE");
  await expect(page.getByTestId("delta-strip").locator('[data-change="removed"]')).toHaveCount(1);
  await shoot(page, "review", "what-changed");

  await page.goto("/dashboard");
  const project = page.getByTestId("project-card").filter({ hasText: "Big Fish" });
  await expect(project.getByTestId("version-trend").locator("[data-mark]")).toHaveCount(2);
  await project.getByRole("button", { name: "Compare Versions" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByTestId("delta-summary")).toContainText("EDWARD is now EDDIE.");
  await expect(dialog.locator('[data-row="Scenes cut"]')).toContainText("EXT. RIVER - DAY");
  for (const theme of THEMES) {
    await page.evaluate((value) => localStorage.setItem("theme", value), theme);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await page.reload();
      await page
        .getByTestId("project-card")
        .filter({ hasText: "Big Fish" })
        .getByRole("button", { name: "Compare Versions" })
        .click();
      await expect(page.getByRole("dialog").getByTestId("what-changed")).toBeVisible({ timeout: 30_000 });
      await page.screenshot({ path: `e2e/artifacts/what-changed-dashboard-${theme}-${width}.png` });
    }
  }
});
