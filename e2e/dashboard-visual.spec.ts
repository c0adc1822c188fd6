import type { Page } from "@playwright/test";
import { seriousViolations } from "./axe";
import { expect, screenshot, setTheme, test } from "./fixtures";
import { analyze, DECK_PITCH, IDEA_PITCH, SCRIPT_TEXT } from "./history-api";

async function createProjects(page: Page) {
  await analyze(page, {
    pitchText: DECK_PITCH,
    projectStage: "deck",
    projectTitle: "The Last Lighthouse",
    projectId: "project-1",
    genre: "Drama",
  });
  await analyze(page, {
    pitchText: DECK_PITCH,
    projectStage: "deck",
    projectTitle: "The Last Lighthouse",
    projectId: "project-1",
    genre: "Drama",
    mode: "generate",
  });
  await analyze(page, {
    pitchText: SCRIPT_TEXT,
    projectStage: "script",
    projectTitle: "Lighthouse Rocks: a feature screenplay with a long working title",
    projectId: "project-2",
    genre: "Thriller",
  });
  await analyze(page, {
    pitchText: IDEA_PITCH,
    projectStage: "idea",
    projectTitle: "Night Shift",
    projectId: "project-3",
    genre: "Comedy",
  });
  await analyze(page, {
    pitchText: `${IDEA_PITCH} Season two.`,
    projectStage: "idea",
    projectTitle: "",
    projectId: "project-4",
  });
}

test("the grid has 1, 2 and 3 columns by width", async ({ page }) => {
  await page.goto("/dashboard");
  await createProjects(page);
  for (const [width, columns] of [
    [375, 1],
    [800, 2],
    [1280, 3],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/dashboard");
    await expect(page.getByTestId("project-card")).toHaveCount(4);
    const lefts = await page
      .getByTestId("project-card")
      .evaluateAll((cards) => cards.map((c) => Math.round(c.getBoundingClientRect().left)));
    expect(new Set(lefts).size, `${width} px`).toBe(columns);
    const spills = await page.getByTestId("project-card").evaluateAll((cards) =>
      cards.flatMap((card) => {
        const box = card.getBoundingClientRect();
        return [...card.querySelectorAll("button, span, h2")]
          .map((el) => el.getBoundingClientRect())
          .filter((r) => r.right > box.right + 0.5 || r.left < box.left - 0.5).length;
      }),
    );
    expect(
      spills.every((n) => n === 0),
      `nothing spills out of a card at ${width} px`,
    ).toBe(true);
  }
});

for (const theme of ["light", "dark"] as const) {
  test(`dashboard in ${theme}: screenshots at 375 and 1280 px, no serious axe violations`, async ({
    page,
  }) => {
    await setTheme(page, theme);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/dashboard");
    await expect(page.getByRole("heading", { name: "No Projects Yet" })).toBeVisible();
    await screenshot(page, `dashboard-empty-${theme}-1280`);
    expect(await seriousViolations(page)).toEqual([]);
    await createProjects(page);
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/dashboard");
      await expect(page.getByTestId("project-card")).toHaveCount(4);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, "no horizontal scrolling").toBeLessThanOrEqual(0);
      await screenshot(page, `dashboard-${theme}-${width}`);
    }
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Delete Project" }).first().click();
    await expect(page.getByRole("alertdialog")).toBeVisible();
    await page.screenshot({ path: `e2e/artifacts/dashboard-delete-dialog-${theme}-1280.png` });
    expect(await seriousViolations(page)).toEqual([]);
  });
}
