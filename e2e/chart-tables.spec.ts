import { join } from "node:path";
import { seriousViolations } from "./axe";
import { ARTIFACTS_DIR, expect, setTheme, test } from "./fixtures";
import { CHARTS, openReading, openTables, overflow } from "./helpers/reading-charts";

/**
 * The charts' data tables on a phone: the column that names things (the scene's heading, the
 * character) stays on screen, inside its own table's visible box, with nothing cut off.
 */
const NAMING_COLUMNS = ["Heading", "Character", "Act"];

for (const theme of ["light", "dark"] as const) {
  for (const width of [375, 1280]) {
    test(`the chart tables keep their Heading column on screen at ${width} px (${theme})`, async ({
      page,
    }) => {
      test.setTimeout(120_000);
      await setTheme(page, theme);
      await openReading(page, width);
      await expect(page.getByTestId("coverage-grid")).toBeVisible();
      await openTables(page);
      const scenes = page.locator(`${CHARTS} table`).filter({ hasText: "Heading" });
      await expect(scenes).toBeVisible();
      const misplaced = await page.evaluate((names) => {
        const found: string[] = [];
        let checked = 0;
        for (const table of document.querySelectorAll<HTMLTableElement>(
          '[data-testid="reading-charts"] table',
        )) {
          const head = [...(table.tHead?.rows[0]?.cells ?? [])].map((cell) => cell.textContent?.trim() ?? "");
          const region = table.closest("section")?.getBoundingClientRect();
          for (const name of names) {
            const column = head.indexOf(name);
            if (column < 0 || !region) continue;
            for (const row of table.tBodies[0]?.rows ?? []) {
              const cell = row.cells[column];
              if (!cell) continue;
              checked += 1;
              const box = cell.getBoundingClientRect();
              const left = Math.max(0, region.left);
              const right = Math.min(window.innerWidth, region.right);
              if (
                box.left < left - 0.5 ||
                box.right > right + 0.5 ||
                cell.scrollWidth > cell.clientWidth + 1
              ) {
                found.push(
                  `${table.caption?.textContent}: ${name} "${cell.textContent}" at ${box.left}-${box.right}`,
                );
              }
            }
          }
        }
        return { found, checked };
      }, NAMING_COLUMNS);
      expect(misplaced.checked).toBeGreaterThan(190);
      expect(misplaced.found.slice(0, 5)).toEqual([]);
      expect(await overflow(page), "no horizontal scrolling").toBeLessThanOrEqual(0);
      await page.addStyleTag({ content: "header { visibility: hidden; }" });
      await scenes.scrollIntoViewIfNeeded();
      await page.screenshot({ path: join(ARTIFACTS_DIR, `chart-tables-${theme}-${width}.png`) });
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
}
