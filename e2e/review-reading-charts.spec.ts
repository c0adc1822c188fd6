import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { pdfBodyText, pdfLayoutProblems } from "../client/lib/exports/testing/pdf-checks";
import { rasterImages, renderPages } from "../client/lib/exports/testing/pdf-pictures";
import { flatten, pdfPageTexts } from "../client/lib/exports/testing/read-back";
import type { AnalysisResult } from "../domain/analysis";
import type { ScriptReading } from "../domain/script-reading";
import { BIG_FISH_READING } from "../domain/testing/big-fish-reading";
import { ARTIFACTS_DIR, expect, setTheme, test } from "./fixtures";
import { readingResult, scriptResult, seededProject, seedWizard } from "./review-data";

const CHARTS = '[data-testid="reading-charts"]';
const FIGURES = ["structure-strip", "character-timeline", "dialogue-share", "coverage-grid"];

async function openReading(page: Page, width: number, result = readingResult) {
  await seedWizard(
    page,
    seededProject({ title: "Big Fish", projectStage: "script", analysisResult: result }),
  );
  await page.setViewportSize({ width, height: 900 });
  await page.goto("/review");
  await expect(page.getByRole("heading", { name: "Script Analysis Report" })).toBeVisible();
}

/** The rows of one data table, as the cells' text. */
async function tableRows(page: Page, figure: string, caption: string): Promise<string[][]> {
  const table = page.locator(`[data-testid="${figure}"] table`).filter({
    has: page.locator("caption", { hasText: caption }),
  });
  return table
    .locator("tbody tr")
    .evaluateAll((rows) =>
      rows.map((row) => [...row.children].map((cell) => cell.textContent?.trim() ?? "")),
    );
}

async function openTables(page: Page) {
  for (const summary of await page.locator(`${CHARTS} summary`).all()) await summary.click();
}

const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** Anything that sticks out of its picture's box without being clipped or scrolled inside it. */
const spills = (page: Page) =>
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

test("the pictures are drawn from the reading, after the summary and before the sections", async ({
  page,
}) => {
  await openReading(page, 1280);
  const charts = page.locator(CHARTS);
  await expect(charts.getByRole("heading", { name: "Your Script at a Glance" })).toBeVisible();
  const order = await page.evaluate(() => {
    const at = (selector: string) => document.querySelector(selector);
    const summary = [...document.querySelectorAll("h3")].find((h) => h.textContent === "Overall Summary");
    const charts = at('[data-testid="reading-charts"]');
    const story = at('[data-testid="script-section-story"]');
    return [
      !!(summary && charts && summary.compareDocumentPosition(charts) & Node.DOCUMENT_POSITION_FOLLOWING),
      !!(charts && story && charts.compareDocumentPosition(story) & Node.DOCUMENT_POSITION_FOLLOWING),
    ];
  });
  expect(order).toEqual([true, true]);

  // Structure strip: one block per scene, named acts, and its words as the drawing's alternative.
  const strip = page.getByTestId("structure-strip");
  await expect(strip.locator("svg > g")).toHaveCount(190);
  for (const act of ["Act One", "Act Two", "Act Three"])
    await expect(strip.getByText(act).first()).toBeVisible();
  await expect(strip.getByRole("img")).toHaveAttribute(
    "aria-label",
    /^Structure strip\. 190 scenes across 122 pages\. Act One, pages 1–29; Act Two, pages 30–94; Act Three, pages 95–122 \(acts estimated\)\./,
  );
  await openTables(page);
  const actScenes = (from: number, to: number) =>
    String(BIG_FISH_READING.scenes.filter((scene) => scene.page >= from && scene.page <= to).length);
  expect(await tableRows(page, "structure-strip", "Acts")).toEqual([
    ["Act One", "1–29", actScenes(1, 29), "Estimated"],
    ["Act Two", "30–94", actScenes(30, 94), "Estimated"],
    ["Act Three", "95–122", actScenes(95, 122), "Estimated"],
  ]);
  const scenes = await tableRows(page, "structure-strip", "Scenes");
  expect(scenes).toHaveLength(190);
  expect(scenes[3]).toEqual([
    "4",
    "5",
    "1 4/8",
    "INT",
    "Night",
    "INT. TINY PARIS RESTAURANT (LA RUE 14°) - NIGHT (1998)",
  ]);
  expect(scenes[25]).toEqual([
    "26",
    "18",
    "1 6/8",
    "INT/EXT",
    "Day",
    "INT./EXT. BLOOM HOUSE - (PRESENT) DAY",
  ]);

  // Character timeline: the six most present, each with a lane and the right numbers.
  const timeline = page.getByTestId("character-timeline");
  await expect(timeline.getByRole("img")).toHaveCount(6);
  await expect(timeline.getByRole("img").first()).toHaveAttribute(
    "aria-label",
    "EDWARD: 131 scenes, pages 3 to 121",
  );
  expect(await tableRows(page, "character-timeline", "Characters on screen")).toEqual([
    ["EDWARD", "131", "291", "3013", "3", "121"],
    ["WILL", "74", "140", "1317", "3", "122"],
    ["SANDRA", "33", "59", "599", "4", "122"],
    ["JENNY", "27", "58", "940", "37", "117"],
    ["JOSEPHINE", "26", "46", "226", "5", "122"],
    ["KARL", "17", "13", "24", "30", "120"],
  ]);

  // Dialogue share by words, percentages adding up to 100.
  const dialogue = await tableRows(page, "dialogue-share", "Dialogue by character");
  expect(dialogue.map((row) => row[0])).toEqual([
    "EDWARD",
    "WILL",
    "JENNY",
    "SANDRA",
    "AMOS",
    "DR. BENNETT",
    "Everyone else",
  ]);
  expect(dialogue[0]).toEqual(["EDWARD", "3013", "291", "43%"]);
  expect(dialogue.reduce((sum, row) => sum + Number.parseInt(row[3] ?? "0", 10), 0)).toBe(100);
  await expect(page.getByTestId("dialogue-share").locator("li").first()).toHaveText("EDWARD43%");

  // Coverage grid and verdict.
  const grid = page.getByTestId("coverage-grid");
  const items = await grid
    .locator("li[data-item]")
    .evaluateAll((rows) =>
      rows.map((row) => [row.getAttribute("data-item"), row.children[1]?.textContent?.trim()]),
    );
  expect(items).toEqual(BIG_FISH_READING.grid.map((row) => [row.item, row.rating]));
  await expect(grid.getByText(BIG_FISH_READING.grid[2]?.evidence ?? "-")).toBeVisible();
  await expect(grid.getByTestId("verdict")).toContainText("ScriptConsider");
  await expect(grid.getByTestId("verdict")).toContainText("WriterRecommend");
});

test("an older script analysis without a reading shows no pictures and loads no chart code", async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  await openReading(page, 1280, scriptResult);
  await expect(page.getByTestId("script-section-story")).toBeVisible();
  await expect(page.locator(CHARTS)).toHaveCount(0);
  expect(scripts.filter((path) => path.includes("reading-chart"))).toEqual([]);
});

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
      const axe = await new AxeBuilder({ page }).include(CHARTS).analyze();
      expect(
        axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
      ).toEqual([]);
    }
  });
}

test("the downloaded script report has the pictures on their own pages, drawn as vectors", async ({
  page,
}) => {
  await openReading(page, 1280);
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Download Creative Analysis" }).click(),
  ]);
  const bytes = new Uint8Array(readFileSync(await download.path()));
  const pages = pdfPageTexts(bytes).map(flatten);
  const first = pages.findIndex((text) => text.startsWith("Your Script at a Glance"));
  const last = pages.findIndex((text) => text.startsWith("Story & Structure")) - 1;
  expect(first).toBe(1);
  expect(last).toBeGreaterThanOrEqual(first);
  const charts = pages.slice(first, last + 1).join(" ");
  for (const words of [
    "Structure by page",
    "190 scenes across 122 pages.",
    "Act One",
    "Who is on screen when",
    "EDWARD lead 131 scenes",
    "WILL lead 74 scenes",
    "SANDRA 33 scenes",
    "JOSEPHINE 26 scenes",
    "Dialogue share",
    "EDWARD 43%",
    "Coverage grid and verdict",
    "Verdict: Consider for the script, Recommend for the writer.",
  ]) {
    expect(charts).toContain(words);
  }
  expect(pdfBodyText(bytes)).toContain("Story & Structure");
  expect(rasterImages(bytes)).toEqual([]);
  expect(pdfLayoutProblems(bytes, new Date().getFullYear())).toEqual([]);
  renderPages(bytes, first + 1, last + 1, join(ARTIFACTS_DIR, "reading-pdf-page"));
});

/** Gzipped size of built client files, as the browser fetched them. */
const gzipKb = (paths: readonly string[]) =>
  paths.reduce(
    (sum, path) =>
      sum + gzipSync(readFileSync(join(process.cwd(), "dist", "client", path)), { level: 9 }).length,
    0,
  ) / 1024;

test("the chart code stays out of the first JavaScript: at most 150 kB gzip before the pictures load", async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  await page.goto("/");
  await expect(page.getByRole("button", { name: "Start My Free Analysis" })).toBeVisible();
  const landing = [...scripts];
  await openReading(page, 1280);
  await expect(page.getByTestId("coverage-grid")).toBeVisible();
  const chartFiles = scripts.filter((path) => /\/reading-charts-[\w-]+\.js$/.test(path));
  expect(chartFiles).toHaveLength(1);
  expect(landing.filter((path) => chartFiles.includes(path))).toEqual([]);
  const initial = gzipKb([...new Set(landing)].filter((path) => path.endsWith(".js")));
  const charts = gzipKb(chartFiles);
  console.log(
    `initial JS ${initial.toFixed(1)} kB gzip; the pictures' own chunk ${charts.toFixed(1)} kB gzip`,
  );
  expect(initial).toBeLessThanOrEqual(150);
});

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
    "4",
    "4/8",
    "None",
    "Not stated",
    "MONTAGE",
  ]);
  expect(await tableRows(page, "dialogue-share", "Dialogue by character")).toEqual([
    [LONG_NAME, "900", "40", "75%"],
    ["RUIZ", "300", "30", "25%"],
  ]);
  expect(await overflow(page), "no horizontal scrolling").toBeLessThanOrEqual(0);
  expect(await spills(page)).toEqual([]);
  const axe = await new AxeBuilder({ page }).include(CHARTS).analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);
  await page.addStyleTag({ content: "header { visibility: hidden; }" });
  for (const figure of FIGURES) {
    await page
      .getByTestId(figure)
      .screenshot({ path: join(ARTIFACTS_DIR, `reading-episode-${figure}-375.png`) });
  }
});
