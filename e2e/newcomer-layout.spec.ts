import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import type { Locator, Page } from "@playwright/test";
import { QUESTIONS } from "../domain/questionnaire";
import { ARTIFACTS_DIR, expect, setTheme, test } from "./fixtures";
import { choosePath, currentToast, startJourney } from "./journey-helpers";

// Layout and colour defects a newcomer met on a phone (375 px) and on a desktop (1280 px).

const THEMES = ["light", "dark"] as const;
const PHONE = { width: 375, height: 812 };
const LONG_NAME = "big-fish-shooting-script-final-revised-draft-with-producer-notes-v12.fountain";

/** What the visitor sees: the viewport, with fixed toasts and the sticky header where they are. */
async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: join(ARTIFACTS_DIR, `${name}.png`) });
}

type Box = { x: number; y: number; width: number; height: number };

async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  expect(found, "the element is laid out").not.toBeNull();
  return found as Box;
}

function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

async function chooseGenre(page: Page, genre: string) {
  await page.getByRole("combobox", { name: "Genre" }).click();
  await page.getByRole("option", { name: genre }).click();
}

async function uploadLongNamedScript(page: Page) {
  await page.getByLabel("Project Title").fill("Big Fish");
  await chooseGenre(page, "Drama");
  await page.getByLabel("Upload File").setInputFiles({
    name: LONG_NAME,
    mimeType: "text/plain",
    buffer: readFileSync(resolve("fixtures/real/big_fish__screenplain.fountain")),
  });
  await expect(page.getByTestId("extracted-characters")).toBeVisible({ timeout: 30_000 });
}

/** The fill a button paints, composited over the first opaque background behind it. */
async function paintedFill(button: Locator): Promise<[number, number, number]> {
  return button.evaluate((element) => {
    const rgba = (value: string) => {
      const parts = value.match(/[\d.]+/g)?.map(Number) ?? [0, 0, 0, 0];
      return { r: parts[0] ?? 0, g: parts[1] ?? 0, b: parts[2] ?? 0, a: parts[3] ?? 1 };
    };
    let under = { r: 255, g: 255, b: 255, a: 1 };
    for (let node = element.parentElement; node; node = node.parentElement) {
      const colour = rgba(getComputedStyle(node).backgroundColor);
      if (colour.a === 1) {
        under = colour;
        break;
      }
    }
    const style = getComputedStyle(element);
    const fill = rgba(style.backgroundColor);
    const alpha = fill.a * Number(style.opacity);
    const mix = (top: number, bottom: number) => Math.round(top * alpha + bottom * (1 - alpha));
    return [mix(fill.r, under.r), mix(fill.g, under.g), mix(fill.b, under.b)] as [number, number, number];
  });
}

const chroma = ([r, g, b]: [number, number, number]) => Math.max(r, g, b) - Math.min(r, g, b);

for (const theme of THEMES) {
  test(`a long file name keeps the onboarding page 375 px wide (${theme})`, async ({ page }) => {
    await setTheme(page, theme);
    await page.setViewportSize(PHONE);
    await startJourney(page, "I Have a Script");
    await uploadLongNamedScript(page);
    await shot(page, `newcomer-onboarding-long-name-${theme}-375`);

    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    const card = await box(page.locator("form").locator(".."));
    for (const part of [
      page.getByLabel("Project Title"),
      page.getByRole("combobox", { name: "Genre" }),
      page.getByTestId("uploaded-file"),
      page.getByRole("button", { name: "Continue" }),
      page.getByRole("button", { name: "Back" }),
    ]) {
      const inside = await box(part);
      expect(inside.x).toBeGreaterThanOrEqual(card.x);
      expect(inside.x + inside.width).toBeLessThanOrEqual(card.x + card.width + 0.5);
    }
    // the name is shortened on screen but can still be read in full
    await expect(page.getByTestId("uploaded-file")).toHaveAttribute("title", LONG_NAME);
  });

  test(`disabled green buttons look disabled (${theme}, 375 px)`, async ({ page }) => {
    await setTheme(page, theme);
    await page.setViewportSize(PHONE);
    await page.goto("/");
    const start = page.getByRole("button", { name: "Start My Free Analysis" });
    await expect(start).toBeDisabled();
    await start.scrollIntoViewIfNeeded();
    await shot(page, `newcomer-disabled-button-${theme}-375`);
    const disabled = await paintedFill(start);
    await choosePath(page, "I Have a Script");
    await expect(start).toBeEnabled();
    // enabled: a saturated green (once the colour transition has run); disabled: a grey that no
    // longer reads as the green action
    await expect.poll(async () => chroma(await paintedFill(start)), { timeout: 5000 }).toBeGreaterThan(100);
    expect(chroma(disabled), `disabled fill rgb(${disabled.join(", ")})`).toBeLessThan(24);
  });
}

test("toasts on a phone never cover the onboarding Continue button", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await startJourney(page, "I Have a Script");
  await uploadLongNamedScript(page);
  const toast = currentToast(page);
  await expect(toast).toContainText("File Uploaded Successfully");
  const continueButton = page.getByRole("button", { name: "Continue" });
  // where the page leaves it, and scrolled to the bottom of the screen as a thumb reaches it
  expect(overlaps(await box(toast), await box(continueButton))).toBe(false);
  await continueButton.evaluate((element) => element.scrollIntoView({ block: "end" }));
  await shot(page, "newcomer-toast-onboarding-light-375");
  expect(overlaps(await box(toast), await box(continueButton))).toBe(false);
  await expect(page.getByTestId("toast")).toHaveCount(1);
});

test("toasts on a phone never cover the questionnaire's Next or Continue, and keep their rules", async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await startJourney(page, "I Have an Idea");
  await page.getByLabel(QUESTIONS[0]!.label).fill("Short");
  const next = page.getByRole("button", { name: /^(Next|Continue)$/ });
  for (let i = 0; i < 15; i++) await next.click();
  await expect(next).toHaveText("Continue");
  await next.evaluate((element) => element.scrollIntoView({ block: "end" }));
  await next.click();
  const toast = currentToast(page);
  await expect(toast).toContainText("Content Required");
  await shot(page, "newcomer-toast-questionnaire-light-375");
  expect(overlaps(await box(toast), await box(next))).toBe(false);

  // one at a time; a second toast replaces the first
  await next.click();
  await expect(page.getByTestId("toast")).toHaveCount(1);
  // shown for 5000 ms
  await page.waitForTimeout(3_500);
  await expect(toast).toBeVisible();
  await expect(page.getByTestId("toast")).toHaveCount(0, { timeout: 4_000 });

  // swiped to the right past 50 px, it goes
  await next.click();
  await expect(toast).toBeVisible();
  const at = await box(toast);
  const y = at.y + at.height / 2;
  await page.mouse.move(at.x + 40, y);
  await page.mouse.down();
  for (const dx of [20, 60, 100, 140]) await page.mouse.move(at.x + 40 + dx, y);
  await page.mouse.up();
  await expect(page.getByTestId("toast")).toHaveCount(0, { timeout: 2_000 });
});

for (const viewport of [{ width: 1280, height: 720 }, { width: 1280, height: 900 }, PHONE]) {
  test(`"Is this me?" never covers its own card (${viewport.width}x${viewport.height})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto("/");
    for (const stage of ["script", "deck", "idea"] as const) {
      const card = page.getByTestId(`path-${stage}`);
      await card.getByRole("button", { name: "Is this me?" }).click();
      const note = page.getByRole("note", { name: /^About I Have / });
      await expect(note).toBeVisible();
      if (stage === "script") {
        await shot(page, `newcomer-popover-light-${viewport.width}x${viewport.height}`);
      }
      const noteBox = await box(note);
      expect(overlaps(noteBox, await box(card)), `${stage} popover over its card`).toBe(false);
      expect(noteBox.x).toBeGreaterThanOrEqual(0);
      expect(noteBox.x + noteBox.width).toBeLessThanOrEqual(viewport.width);
      await page.keyboard.press("Escape");
      await expect(note).toBeHidden();
    }
  });
}
