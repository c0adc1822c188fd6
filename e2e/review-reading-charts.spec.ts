import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { pdfBodyText, pdfLayoutProblems } from "../client/features/review/exports/test/pdf-checks";
import { rasterImages, renderPages } from "../client/features/review/exports/test/pdf-pictures";
import { flatten, pdfPageTexts } from "../client/features/review/exports/test/read-back";
import { BIG_FISH_READING } from "../domain/test/big-fish-reading";
import { ARTIFACTS_DIR, expect, test } from "./fixtures";
import { CHARTS, openReading, openTables, tableRows } from "./helpers/reading-charts";
import { scriptResult } from "./review-data";

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
    "INT. TINY PARIS RESTAURANT (LA RUE 14°) - NIGHT (1998)",
    "5",
    "1 4/8",
    "INT",
    "Night",
  ]);
  expect(scenes[25]).toEqual([
    "26",
    "INT./EXT. BLOOM HOUSE - (PRESENT) DAY",
    "18",
    "1 6/8",
    "INT/EXT",
    "Day",
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
  // Bars on a 0-100% scale: Edward's 43% fills under half of its track (issue 26).
  const bar = page.getByTestId("dialogue-bar").first();
  const fill = await bar.evaluate(
    (el) => el.getBoundingClientRect().width / el.parentElement!.getBoundingClientRect().width,
  );
  expect(fill).toBeGreaterThan(0.4);
  expect(fill).toBeLessThan(0.46);

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

test("the downloaded script report has the pictures after the summary, from page 1, drawn as vectors", async ({
  page,
}) => {
  await openReading(page, 1280);
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Download Creative Analysis" }).click(),
  ]);
  const bytes = new Uint8Array(readFileSync(await download.path()));
  const pages = pdfPageTexts(bytes).map(flatten);
  const first = pages.findIndex((text) => text.includes("Your Script at a Glance"));
  const last = pages.findIndex((text) => text.includes("Coverage grid and verdict"));
  expect(first).toBe(0);
  expect(last).toBeGreaterThanOrEqual(first);
  const body = pdfBodyText(bytes);
  const charts = body.slice(body.indexOf("Your Script at a Glance"), body.indexOf("Story & Structure"));
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
  // The pictures' chunk, and the chart rules it shares with the PDF export when the build splits them out.
  const chartFiles = [...new Set(scripts.filter((path) => /\/reading-charts-[\w-]+\.js$/.test(path)))];
  expect(chartFiles.length).toBeGreaterThanOrEqual(1);
  expect(landing.filter((path) => chartFiles.includes(path))).toEqual([]);
  const initial = gzipKb([...new Set(landing)].filter((path) => path.endsWith(".js")));
  const charts = gzipKb(chartFiles);
  console.log(
    `initial JS ${initial.toFixed(1)} kB gzip; the pictures' own chunks ${charts.toFixed(1)} kB gzip`,
  );
  expect(initial).toBeLessThanOrEqual(150);
});
