import { join } from "node:path";
import type { AnalysisResult } from "../domain/analysis";
import type { ScriptReading } from "../domain/script-reading";
import { BIG_FISH_READING } from "../domain/test/big-fish-reading";
import { axeViolations } from "./axe";
import { ARTIFACTS_DIR, expect, setTheme, test } from "./fixtures";
import {
  CHARTS,
  FIGURES,
  openReading,
  openTables,
  overflow,
  spills,
  tableRows,
} from "./helpers/reading-charts";
import { readingResult } from "./review-data";

for (const theme of ["light", "dark"] as const) {
  test(`the pictures in ${theme} at 375 and 1280 px: no overflow, no axe violations, screenshots`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await setTheme(page, theme);
    for (const width of [375, 1280]) {
      await openReading(page, width);
      const charts = page.locator(CHARTS);
      await expect(charts.getByTestId("coverage-grid")).toBeVisible();
      expect(await overflow(page), "no horizontal scrolling").toBeLessThanOrEqual(0);
      await page.screenshot({
        path: join(ARTIFACTS_DIR, `reading-review-${theme}-${width}.png`),
        fullPage: true,
      });
      // Close-ups without the sticky header over them.
      await page.addStyleTag({ content: "header { visibility: hidden; }" });
      for (const figure of FIGURES) {
        await page
          .getByTestId(figure)
          .screenshot({ path: join(ARTIFACTS_DIR, `reading-${figure}-${theme}-${width}.png`) });
      }
      await openTables(page);
      expect(await overflow(page), "no horizontal scrolling with the tables open").toBeLessThanOrEqual(0);
      expect(await spills(page)).toEqual([]);
      const violations = await axeViolations(page, { include: CHARTS });
      expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual(
        [],
      );
    }
  });
}

const LONG_NAME = "DETECTIVE MARGARETHE VON ESCHENBACH-HOLLOWAY";
const EPISODE: ScriptReading = {
  ...BIG_FISH_READING,
  format: "tv-episode",
  pages: 12,
  runtimeMinutes: 14,
  protagonists: [LONG_NAME],
  acts: ["Teaser", "Act One", "Act Two", "Act Three", "Act Four"].map((label, i) => ({
    label,
    startPage: i === 0 ? 1 : 2 * i + 1,
    endPage: i === 0 ? 2 : 2 * i + 2 + (i === 4 ? 2 : 0),
    source: "writer" as const,
  })),
  scenes: [
    ["INT. PRECINCT - NIGHT", 1, 6, "INT", "NIGHT"],
    ["EXT. PIER - CONTINUOUS", 2, 5, "EXT", "CONTINUOUS"],
    ["INT./EXT. CAR - SUNSET", 3, 9, "INT/EXT", "SUNSET"],
    ["MONTAGE", 4, 4, null, ""],
    ["INT. MORGUE - DAY", 5, 12, "INT", "DAY"],
    ["EXT. HARBOUR - DAY", 7, 10, "EXT", "DAY"],
    ["INT. PRECINCT - NIGHT", 9, 14, "INT", "NIGHT"],
    ["EXT. ROOFTOP - NIGHT", 11, 15, "EXT", "NIGHT"],
  ].map(([heading, page, eighths, setting, time], i) => ({
    number: i + 1,
    heading: String(heading),
    page: Number(page),
    eighths: Number(eighths),
    setting: setting as ScriptReading["scenes"][number]["setting"],
    time: String(time),
    characters: i % 3 === 2 ? ["RUIZ"] : [LONG_NAME, "RUIZ"],
  })),
  characters: [
    {
      name: LONG_NAME,
      aliases: ["MARGARETHE"],
      scenes: 6,
      speeches: 40,
      words: 900,
      firstPage: 1,
      lastPage: 12,
    },
    { name: "RUIZ", aliases: [], scenes: 8, speeches: 30, words: 300, firstPage: 1, lastPage: 12 },
  ],
};

test("a short TV episode with the writer's own acts fits at 375 px, with no scene setting read as None", async ({
  page,
}) => {
  const result: AnalysisResult = {
    ...readingResult,
    scriptAnalysis: { ...readingResult.scriptAnalysis!, reading: EPISODE },
  };
  await openReading(page, 375, result);
  const strip = page.getByTestId("structure-strip");
  await expect(strip.getByRole("img")).toHaveAttribute(
    "aria-label",
    "Structure strip. 8 scenes across 12 pages. Teaser, pages 1–2; Act One, pages 3–4; Act Two, pages 5–6; Act Three, pages 7–8; Act Four, pages 9–12. Scenes: 3 INT, 3 EXT, 1 INT/EXT, 1 without a setting; 2 day, 4 night, 1 dawn or dusk, 1 not stated.",
  );
  await openTables(page);
  expect((await tableRows(page, "structure-strip", "Acts"))[0]).toEqual([
    "Teaser",
    "1–2",
    "2",
    "Writer's own",
  ]);
  expect((await tableRows(page, "structure-strip", "Scenes"))[3]).toEqual([
    "4",
    "MONTAGE",
    "4",
    "4/8",
    "None",
    "Not stated",
  ]);
  expect(await tableRows(page, "dialogue-share", "Dialogue by character")).toEqual([
    [LONG_NAME, "900", "40", "75%"],
    ["RUIZ", "300", "30", "25%"],
  ]);
  expect(await overflow(page), "no horizontal scrolling").toBeLessThanOrEqual(0);
  expect(await spills(page)).toEqual([]);
  const violations = await axeViolations(page, { include: CHARTS });
  expect(violations.map((v) => v.id)).toEqual([]);
  await page.addStyleTag({ content: "header { visibility: hidden; }" });
  for (const figure of FIGURES) {
    await page
      .getByTestId(figure)
      .screenshot({ path: join(ARTIFACTS_DIR, `reading-episode-${figure}-375.png`) });
  }
});
