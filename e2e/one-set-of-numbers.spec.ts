import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { pdfBodyText } from "../client/features/review/exports/test/pdf-checks";
import { realFixture } from "../server/test/real-fixtures";
import { seriousViolations } from "./axe";
import { ARTIFACTS_DIR, expect, screenshot, test } from "./fixtures";
import { payWithCard } from "./helpers/card-form";
import { isUploadAnswer, scriptOnboarding } from "./journey-helpers";

const SCRIPT = realFixture("big_fish__screenplain.pdf");

/** The figures `pattern` captures in `text`, as numbers (an empty list when it does not match). */
function figures(text: string, pattern: RegExp): number[] {
  return (pattern.exec(text) ?? []).slice(1).map(Number);
}

async function download(page: Page, label: string): Promise<string> {
  const [file] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: label }).click(),
  ]);
  return pdfBodyText(new Uint8Array(readFileSync(await file.path())));
}

/** Scenes, pages, interiors and nights as the chart's words, the Structure section and the summary give them. */
function scriptFigures(chart: string, structure: string, summary: string) {
  const [chartScenes, chartPages] = figures(chart, /(\d+) scenes? across (\d+) pages?/);
  const [chartInteriors] = figures(chart, /(\d+) INT\b(?!\/)/);
  const [chartNights] = figures(chart, /(\d+) night/);
  const [structureScenes, structureInteriors, structureNights] = figures(
    structure,
    /Of (\d+) scenes, (\d+) are interiors, .*?(\d+) at night/,
  );
  const [summaryPages, summaryScenes] = figures(summary, /(\d+)-page [\w -]+? in (\d+) scenes/);
  return {
    scenes: [chartScenes, structureScenes, summaryScenes],
    pages: [chartPages, summaryPages],
    interiors: [chartInteriors, structureInteriors],
    nights: [chartNights, structureNights],
  };
}

// One script, one set of numbers: the chart, the Structure section, the summary, the report PDF
// and the bought outline all count the same scenes, pages, interiors and nights.
for (const [width, theme] of [
  [375, "dark"],
  [1280, "light"],
] as const) {
  test(`Big Fish gives one set of numbers on screen, in the PDF and in the outline (${theme}, ${width} px)`, async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await scriptOnboarding(page, width, theme);
    const uploaded = page.waitForResponse(isUploadAnswer);
    await page.getByLabel("Upload File").setInputFiles(SCRIPT);
    expect((await uploaded).status()).toBe(200);
    await expect(page.getByTestId("extracted-characters")).toBeVisible();
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page).toHaveURL(/\/review$/, { timeout: 150_000 });

    const strip = page.getByTestId("structure-strip");
    await expect(strip).toBeVisible({ timeout: 30_000 });
    const chart = (await strip.locator("figcaption").innerText()).replace(/\s+/g, " ");
    const structureSection = page.getByTestId("script-section-structure");
    await structureSection.getByRole("button", { expanded: false }).click();
    const structure = (await structureSection.innerText()).replace(/\s+/g, " ");
    const summary = (
      await page.getByRole("heading", { name: "Overall Summary" }).locator("..").innerText()
    ).replace(/\s+/g, " ");
    const screen = scriptFigures(chart, structure, summary);
    const [scenes] = screen.scenes;
    const [pages] = screen.pages;
    expect(scenes, chart).toBeGreaterThan(100);
    expect(screen.scenes, `${chart}\n${structure}\n${summary}`).toEqual([scenes, scenes, scenes]);
    expect(screen.pages).toEqual([pages, pages]);
    expect(screen.interiors[0]).toBeGreaterThan(0);
    expect(screen.interiors).toEqual([screen.interiors[0], screen.interiors[0]]);
    expect(screen.nights[0]).toBeGreaterThan(0);
    expect(screen.nights).toEqual([screen.nights[0], screen.nights[0]]);
    // The table under the strip has one row a scene.
    await strip.getByText("Show as table").click();
    await expect(strip.locator("table").last().locator("tbody tr")).toHaveCount(scenes!);
    expect(await seriousViolations(page)).toEqual([]);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, `one-set-of-numbers-review-${theme}-${width}`);

    // The report PDF carries the chart's words and the Structure section unchanged.
    const report = await download(page, "Download Creative Analysis");
    const inPdf = scriptFigures(report, report, report);
    expect(inPdf).toEqual(screen);

    // The bought outline says the same pages and never more scenes than the script has.
    await page.getByRole("button", { name: "Generate My Deck" }).click();
    await expect(page).toHaveURL(/\/checkout\?tier=tier149/);
    await payWithCard(page, "$149");
    await expect(page.getByRole("heading", { name: "Payment Verified!" })).toBeVisible();
    await page.getByRole("button", { name: "Continue" }).click();
    await page.getByRole("button", { name: "Skip for Now" }).click();
    const outline = page.getByTestId("buildout-view");
    await expect(outline).toBeVisible({ timeout: 120_000 });
    const outlineText = (await outline.innerText()).replace(/\s+/g, " ");
    const outlinePdf = await download(page, "Download Complete Deck Outline");
    for (const text of [outlineText, outlinePdf]) {
      expect(figures(text, /Format: an? [\w -]+? of (?:about )?(\d+) pages/), text).toEqual([pages]);
      const counted = [...text.matchAll(/\b(\d+) scenes\b/g)].map((match) => Number(match[1]));
      expect(counted.filter((count) => count > scenes!)).toEqual([]);
    }
    expect(await seriousViolations(page)).toEqual([]);
    await outline.screenshot({
      path: join(ARTIFACTS_DIR, `one-set-of-numbers-outline-${theme}-${width}.png`),
    });
  });
}
