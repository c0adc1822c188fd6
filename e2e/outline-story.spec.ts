import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import type { AnalysisResult } from "#domain/analysis";
import { BUILDOUT_SECTION_TITLES } from "#domain/deck-buildout";
import { pdfBodyText } from "../client/features/review/exports/test/pdf-checks";
import {
  flatten,
  renderFirstPage,
  unzipPptx,
  xmlText,
} from "../client/features/review/exports/test/read-back";
import { realFixture } from "../server/test/real-fixtures";
import { ARTIFACTS_DIR, expect, screenshot, test } from "./fixtures";
import { payWithCard } from "./helpers/card-form";
import { seededProject, seedWizard, wizardProject } from "./review-data";

const BIG_FISH = readFileSync(realFixture("big_fish__screenplain.fountain"), "utf8");

async function download(page: Page, label: string): Promise<Uint8Array> {
  const [file] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: label }).click(),
  ]);
  return new Uint8Array(readFileSync(await file.path()));
}

/** The text between one numbered section heading of the outline PDF and the next. */
function section(body: string, index: number): string {
  const start = body.indexOf(`${index + 1}. ${BUILDOUT_SECTION_TITLES[index]}`);
  const next = BUILDOUT_SECTION_TITLES[index + 1];
  const end = next ? body.indexOf(`${index + 2}. ${next}`) : body.length;
  return body.slice(start, end);
}

// A writer uploads Big Fish, buys the outline with the 4242 card, generates it and downloads it:
// the outline tells Big Fish's story in its people's names, with no fill-in instructions.
test("a bought outline of Big Fish tells its story and names its people", async ({ page }) => {
  test.setTimeout(120_000);
  const analyzed = await page.request.post("/api/analyze", {
    data: {
      pitchText: BIG_FISH,
      genre: "Drama",
      analysisType: "both",
      projectStage: "script",
      mode: "analyze",
    },
  });
  expect(analyzed.ok(), await analyzed.text()).toBe(true);
  const analysisResult = (await analyzed.json()) as AnalysisResult;
  await seedWizard(
    page,
    seededProject({
      title: "Big Fish",
      projectStage: "script",
      pitchText: BIG_FISH,
      uploadedText: BIG_FISH,
      analysisResult,
    }),
  );
  await page.goto("/review");
  await page.getByRole("button", { name: "Generate My Deck" }).click();
  await expect(page).toHaveURL(/\/checkout\?tier=tier149&projectId=project-1700000000000$/);
  await payWithCard(page, "$149");
  await expect(page.getByRole("heading", { name: "Payment Verified!" })).toBeVisible();
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/review$/);

  // A paid script asks at once whether to enhance first; skipping generates from the script alone.
  await page.getByRole("button", { name: "Skip for Now" }).click();
  await expect(page.getByTestId("toast")).toContainText("Deck Generated!", { timeout: 60_000 });
  await expect(page.getByTestId("buildout-view")).toContainText("Edward");
  await screenshot(page, "outline-story-big-fish-1280");
  // The characters and the team as a buyer sees them, in both themes at phone and desktop width.
  const buildout = page.getByTestId("buildout-view");
  for (const theme of ["light", "dark"] as const) {
    await page.evaluate((value) => {
      document.documentElement.classList.remove("light", "dark");
      document.documentElement.classList.add(value);
    }, theme);
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
      ).toBeLessThanOrEqual(0);
      const sections = buildout.getByTestId("buildout-section");
      for (const [index, name] of [
        [4, "characters"],
        [6, "team"],
      ] as const) {
        await sections.nth(index).screenshot({
          path: join(ARTIFACTS_DIR, `outline-story-${name}-${theme}-${width}.png`),
        });
      }
    }
  }
  await expect(buildout).toContainText(/From page \d+ to page \d+, Edward goes from “/);
  await expect(buildout).toContainText("No director or producer is named in the material.");

  const outline = (await wizardProject(page)).analysisResult?.deckBuildout;
  expect(outline?.cover_and_logline.tagline).toBe("There are some fish that cannot be caught.");
  expect(outline?.characters.character_list.slice(0, 2).map((card) => card.name)).toEqual([
    "Edward Bloom",
    "Will Bloom",
  ]);

  const body = pdfBodyText(await download(page, "Download Complete Deck Outline"));
  renderFirstPage(
    await download(page, "Download Complete Deck Outline"),
    join(ARTIFACTS_DIR, "outline-story-big-fish-page1.png"),
  );
  const story = section(body, 3);
  expect(story).toMatch(/\bEdward\b/);
  expect(story).toMatch(/\bWill\b/);
  expect(story.split(/\s+/).length).toBeGreaterThan(120);
  expect(section(body, 4)).toContain("Edward Bloom");
  expect(section(body, 4)).toContain("Sandra");
  expect(body).toContain(flatten("This is a Southern story, full of lies and fabrications"));
  // No fill-in instructions: nothing asks the buyer to add what the script already says.
  expect(body).not.toMatch(/\bAdd (?:a|an|the|your|who|two|three)\b|\[protagonist\]|\[event\]/);

  const parts = await unzipPptx(await download(page, "Download as PowerPoint"));
  // A section may run over more than one slide ("continued"): its slides are found by their number.
  const slidesOf = (number: number) =>
    Object.keys(parts)
      .filter((name) => /^ppt\/slides\/slide\d+\.xml$/.test(name))
      .map((name) => xmlText(parts[name] ?? ""))
      .filter((text) => text.startsWith(`${String(number).padStart(2, "0")}  ·  `))
      .join("\n");
  expect(slidesOf(4)).toMatch(/Edward[\s\S]*Will|Will[\s\S]*Edward/);
  expect(slidesOf(5)).toContain("Edward Bloom");
  expect(slidesOf(1)).toContain("There are some fish that cannot be caught.");
});
