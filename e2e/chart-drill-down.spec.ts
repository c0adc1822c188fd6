import { join } from "node:path";
import type { Locator, Page } from "@playwright/test";
import { characterLanes } from "../domain/reading-cast-charts";
import { sceneDetailWords } from "../domain/reading-chart-words";
import { fractionOf, type SceneSpan, sceneSpans } from "../domain/reading-charts";
import { BIG_FISH_READING } from "../domain/test/big-fish-reading";
import { seriousViolations } from "./axe";
import { ARTIFACTS_DIR, expect, setTheme, test } from "./fixtures";
import { openReading } from "./helpers/reading-charts";

/** Tap, hover or a key on a scene of the structure strip or a character's lane shows that scene. */
const reading = BIG_FISH_READING;
const spans = sceneSpans(reading);
const lane = characterLanes(reading)[0]!;
const laneSpans = spans.filter(({ scene }) => lane.sceneNumbers.includes(scene.number));

/** Where on the screen the middle of a scene is drawn. */
async function pointOf(probe: Locator, span: SceneSpan) {
  const box = (await probe.boundingBox())!;
  const middle = fractionOf((span.start + span.end) / 2, reading.pages);
  return { x: box.x + middle * box.width, y: box.y + box.height / 2 };
}

async function expectDetail(page: Page, span: SceneSpan) {
  const detail = page.getByTestId("scene-detail");
  const words = sceneDetailWords(span.scene);
  await expect(detail).toBeVisible();
  await expect(detail).toContainText(words.place);
  await expect(detail).toContainText(words.heading);
  await expect(detail).toContainText(words.cast);
  // The card stays on screen, even on a phone.
  const box = (await detail.boundingBox())!;
  const width = page.viewportSize()!.width;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(width);
}

/** The longest scene: wide enough to hit with a finger at 375 px. */
const widest = (list: SceneSpan[]) => [...list].sort((a, b) => b.end - b.start - (a.end - a.start))[0]!;

for (const theme of ["light", "dark"] as const) {
  test(`a scene's heading, page and cast by touch at 375 px (${theme})`, async ({ browser }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({ hasTouch: true, isMobile: true });
    const page = await context.newPage();
    await setTheme(page, theme);
    await openReading(page, 375);
    const strip = page.getByTestId("structure-strip").getByTestId("scene-probe");
    await expect(strip).toBeVisible();
    await strip.scrollIntoViewIfNeeded();
    const scene = widest(spans);
    const at = await pointOf(strip, scene);
    await page.touchscreen.tap(at.x, at.y);
    await expectDetail(page, scene);
    await page.screenshot({ path: join(ARTIFACTS_DIR, `drill-down-strip-${theme}-375.png`) });
    expect(await seriousViolations(page)).toEqual([]);
    // The same tap again puts it away; a tap elsewhere on the page does too.
    await page.touchscreen.tap(at.x, at.y);
    await expect(page.getByTestId("scene-detail")).toBeHidden();
    await page.touchscreen.tap(at.x, at.y);
    await expect(page.getByTestId("scene-detail")).toBeVisible();
    await page.getByTestId("structure-strip").getByRole("heading").tap();
    await expect(page.getByTestId("scene-detail")).toBeHidden();

    // A character's lane: a tap on one of their scenes shows it, with them in its cast.
    const laneProbe = page.getByTestId("character-timeline").getByTestId("scene-probe").first();
    await expect(laneProbe).toHaveAccessibleName(`${lane.character.name}'s scenes`);
    await laneProbe.scrollIntoViewIfNeeded();
    const laneScene = widest(laneSpans);
    const onLane = await pointOf(laneProbe, laneScene);
    await page.touchscreen.tap(onLane.x, onLane.y);
    await expectDetail(page, laneScene);
    await expect(page.getByTestId("scene-detail")).toContainText(lane.character.name);
    await page.screenshot({ path: join(ARTIFACTS_DIR, `drill-down-lane-${theme}-375.png`) });
    await context.close();
  });

  test(`a scene's heading, page and cast by mouse and keyboard at 1280 px (${theme})`, async ({ page }) => {
    test.setTimeout(120_000);
    await setTheme(page, theme);
    await openReading(page, 1280);
    const strip = page.getByTestId("structure-strip").getByTestId("scene-probe");
    await expect(strip).toBeVisible();
    await strip.scrollIntoViewIfNeeded();

    // Hover shows the scene under the pointer, follows it, and goes when the pointer leaves.
    const first = spans[40]!;
    const second = spans[120]!;
    let at = await pointOf(strip, first);
    await page.mouse.move(at.x, at.y);
    await expectDetail(page, first);
    at = await pointOf(strip, second);
    await page.mouse.move(at.x, at.y, { steps: 3 });
    await expectDetail(page, second);
    await page.screenshot({ path: join(ARTIFACTS_DIR, `drill-down-strip-${theme}-1280.png`) });
    expect(await seriousViolations(page)).toEqual([]);
    await page.mouse.move(at.x, at.y - 200);
    await expect(page.getByTestId("scene-detail")).toBeHidden();

    // Keyboard: the drawing is one tab stop; Enter shows the scene last pointed at, keys step
    // through the scenes, Escape closes.
    await strip.focus();
    await expect(strip).toBeFocused();
    await page.keyboard.press("Enter");
    await expectDetail(page, second);
    await page.keyboard.press("ArrowRight");
    await expectDetail(page, spans[121]!);
    await page.keyboard.press("Home");
    await expectDetail(page, spans[0]!);
    await page.keyboard.press("End");
    await expectDetail(page, spans.at(-1)!);
    await expect(strip).toHaveAttribute("aria-valuenow", String(spans.length));
    await page.keyboard.press("Escape");
    await expect(page.getByTestId("scene-detail")).toBeHidden();
    await expect(strip).toBeFocused();
    await page.keyboard.press(" ");
    await expectDetail(page, spans.at(-1)!);
    await page.keyboard.press("Escape");

    // A character's lane by keyboard: only that character's scenes.
    const laneProbe = page.getByTestId("character-timeline").getByTestId("scene-probe").first();
    await laneProbe.focus();
    await page.keyboard.press("ArrowRight");
    await expectDetail(page, laneSpans[1]!);
    await expect(page.getByTestId("scene-detail")).toContainText(lane.character.name);
    await page.screenshot({ path: join(ARTIFACTS_DIR, `drill-down-lane-${theme}-1280.png`) });
    await page.keyboard.press("Escape");
    await expect(page.getByTestId("scene-detail")).toBeHidden();
  });
}
