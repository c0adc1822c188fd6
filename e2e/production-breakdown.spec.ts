import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { BUDGET_ESTIMATE_NOTE } from "../domain/production-breakdown";
import { expect, screenshot, setTheme, test } from "./fixtures";
import { overflow } from "./helpers/reading-charts";
import { seededProject, seedWizard } from "./review-data";

/**
 * The producer's pack on /review: Big Fish analysed by the server (not a seeded reading), so the
 * breakdown on screen and in the CSV is the one the analyst pool counted.
 */
const BIG_FISH = readFileSync(join(process.cwd(), "fixtures/real/big_fish__screenplain.fountain"), "utf8");

let analysis: unknown;

test.beforeAll(async ({ request }) => {
  const response = await request.post("/api/analyze", {
    data: { pitchText: BIG_FISH, projectStage: "script", projectTitle: "Big Fish", genre: "Drama" },
    timeout: 120_000,
  });
  expect(response.status()).toBe(200);
  analysis = await response.json();
});

async function openBreakdown(page: Page, width: number) {
  await seedWizard(
    page,
    seededProject({
      title: "Big Fish",
      projectStage: "script",
      pitchText: BIG_FISH,
      analysisResult: analysis as never,
    }),
  );
  await page.setViewportSize({ width, height: 900 });
  await page.goto("/review");
  const section = page.getByTestId("production-breakdown");
  await expect(section.getByRole("heading", { name: "Production Breakdown" })).toBeVisible();
  return section;
}

test("shows the band with its drivers, the cast and location tables, under the charts", async ({ page }) => {
  const section = await openBreakdown(page, 1280);
  const band = section.getByTestId("budget-band");
  await expect(band).toContainText(/Budget band: (Micro|Low|Mid|High)/);
  await expect(band).toContainText(BUDGET_ESTIMATE_NOTE);
  await expect(band.locator("li").first()).toBeVisible();
  // The summary counts the cast table's rows; the band's speaking parts may add voices only heard.
  const castRows = await section
    .locator("table")
    .filter({ has: page.locator("caption", { hasText: "Cast" }) })
    .locator("tbody tr")
    .count();
  await expect(section.getByText(/^\d+ scenes, a cast of \d+ on set and \d+ locations/)).toContainText(
    `a cast of ${castRows} on set`,
  );

  // The charts arrive in their own chunk, maybe after the breakdown: one locator that retries
  // until the breakdown stands after the drawn charts (not after their loading placeholder).
  await expect(
    page.locator('[data-testid="reading-charts"] ~ [data-testid="production-breakdown"]'),
  ).toBeVisible({ timeout: 30_000 });

  const castNames = await section
    .locator("table")
    .filter({ has: page.locator("caption", { hasText: "Cast" }) })
    .locator("tbody tr > :first-child")
    .allTextContents();
  expect(castNames.slice(0, 2)).toEqual(["Edward", "Will"]);
  const locations = section
    .locator("table")
    .filter({ has: page.locator("caption", { hasText: "Locations" }) });
  await expect(locations.locator("tbody tr").first()).toBeVisible();

  // Each element with the sentence that asks for it, so a producer can check it on the page.
  const elements = section.locator("table").filter({ has: page.locator("caption", { hasText: "Elements" }) });
  await expect(elements.locator("thead")).toHaveText("ElementKindScenesAs written");
  const fall = elements.locator("tbody tr").filter({ has: page.locator("th", { hasText: /^fall$/ }) });
  await expect(fall.locator("q")).toHaveText("Suddenly, the ladder gives way and he falls.");
  await expect(fall).toContainText(/falls\. \(scene 22, page \d+\)$/);
});

test("downloads one CSV row per scene, and the breakdown PDF", async ({ page }) => {
  const section = await openBreakdown(page, 1280);
  const [csv] = await Promise.all([
    page.waitForEvent("download"),
    section.getByRole("button", { name: "Download CSV" }).click(),
  ]);
  expect(csv.suggestedFilename()).toMatch(/^production-breakdown-.+\.csv$/);
  const rows = readFileSync(await csv.path(), "utf8")
    .trim()
    .split(/\r?\n/);
  const scenes = (analysis as { scriptAnalysis: { breakdown: { scenes: unknown[] } } }).scriptAnalysis
    .breakdown.scenes;
  expect(rows[0]).toMatch(/^Scene,Heading,Page,/);
  expect(rows).toHaveLength(scenes.length + 1);
  expect(rows[0]).toContain(",Speaking cast,Silent cast and extras,");
  // Young Will only listens to his father's story: cast without a line, not a speaking part.
  expect(rows.find((row) => row.includes("INT. WILL'S BEDROOM - NIGHT (1973)"))).toContain(
    ",1973,Edward,Will,",
  );

  const [pdf] = await Promise.all([
    page.waitForEvent("download"),
    section.getByRole("button", { name: "Download breakdown PDF" }).click(),
  ]);
  expect(pdf.suggestedFilename()).toMatch(/^production-breakdown-.+\.pdf$/);
  expect(
    readFileSync(await pdf.path())
      .subarray(0, 5)
      .toString(),
  ).toBe("%PDF-");
});

for (const theme of ["light", "dark"] as const) {
  for (const width of [375, 1280]) {
    test(`fits the screen with its every-scene table open (${theme}, ${width} px)`, async ({ page }) => {
      await setTheme(page, theme);
      const section = await openBreakdown(page, width);
      await section.getByText("Show every scene as a table").click();
      await expect(
        section.locator("table").filter({ has: page.locator("caption", { hasText: "Scenes" }) }),
      ).toBeVisible();
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      await section.scrollIntoViewIfNeeded();
      // The section is taller than the screen: the sticky page header, hidden only in the picture,
      // would be drawn over it wherever the capture scrolled.
      await section.screenshot({
        path: `e2e/artifacts/production-breakdown-${theme}-${width}.png`,
        style: "header.sticky { visibility: hidden !important; }",
      });
      if (width === 1280 && theme === "light") await screenshot(page, "review-with-breakdown-light-1280");
    });
  }
}
