import type { Page } from "@playwright/test";
import { QUESTIONS } from "#domain/questionnaire";
import { expect, screenshot, setTheme, test } from "./fixtures";
import { expectAccessible, startJourney, wizard } from "./journey-helpers";

// Issue 26: Load Template analysed with its placeholders unfilled is answered with what to fill,
// not graded, and is not stored as a version; a partly filled template names only what is left.

const nextButton = (page: Page) => page.getByRole("button", { name: /^(Next|Continue|Generate My Deck)$/ });
const field = (page: Page, key: string) => page.getByLabel(QUESTIONS.find((q) => q.key === key)!.label);

for (const [theme, width] of [
  ["light", 375],
  ["dark", 1280],
] as const) {
  test(`a blank template gets the placeholders to fill, not a score; a partly filled one only what is left (${theme})`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await setTheme(page, theme);
    await page.setViewportSize({ width, height: 900 });
    await startJourney(page, "I Have an Idea");
    await page.getByRole("combobox", { name: "Genre" }).click();
    await page.getByRole("option", { name: "Thriller" }).click();
    await page.getByRole("button", { name: "Load Template" }).click();

    await expect(page).toHaveURL(/\/review$/, { timeout: 90_000 });
    await expect(page.getByRole("heading", { level: 1, name: "Fill In Your Template First" })).toBeVisible();
    const card = page.getByTestId("unfilled-template");
    await expect(card).toContainText(/Your pitch still has \d+ template placeholders in square brackets\./);
    const left = page.getByRole("list", { name: "Placeholders left to fill" });
    await expect(left.getByText("[recent thriller]", { exact: true })).toBeVisible();
    await expect(left.getByText("[second comparable]", { exact: true })).toBeVisible();
    // Not graded, not offered for sale, not kept as a version.
    await expect(page.getByText("Pitch Effectiveness Score")).toHaveCount(0);
    await expect(page.getByText("Development Score")).toHaveCount(0);
    await expect(page.getByText(/\d\.\d\s*\/\s*10/)).toHaveCount(0);
    await expect(page.getByText("Build Your Complete Deck Outline")).toHaveCount(0);
    expect(await (await page.request.get("/api/history")).json()).toEqual([]);
    await expectAccessible(page);
    for (const shotWidth of [375, 1280]) {
      await page.setViewportSize({ width: shotWidth, height: 900 });
      await screenshot(page, `unfilled-template-${theme}-${shotWidth}`);
    }
    await page.setViewportSize({ width, height: 900 });

    // The template goes into the questionnaire's answers; the writer fills some of it.
    await page.getByRole("button", { name: "Fill In the Questionnaire" }).click();
    await expect(page).toHaveURL(/\/prompts$/);
    expect((await wizard(page)).currentProject.promptAnswers.comps).toBe(
      "[recent thriller] meets [second comparable]",
    );
    await field(page, "projectTitle").fill("Dead Drop");
    await nextButton(page).click();
    await field(page, "logline").fill(
      "After a night auditor discovers a ledger of bribes, she has 48 hours to leak it before the firm's fixer buries her, and the only person she can trust is her ex.",
    );
    const compsAt = QUESTIONS.findIndex((q) => q.key === "comps");
    for (let i = 1; i < compsAt; i++) await nextButton(page).click();
    await field(page, "comps").fill("Michael Clayton meets [second comparable]");
    for (let i = compsAt; i < QUESTIONS.length - 1; i++) await nextButton(page).click();
    await nextButton(page).click();

    await expect(page).toHaveURL(/\/review$/, { timeout: 90_000 });
    await expect(left.getByText("[second comparable]", { exact: true })).toBeVisible();
    await expect(left.getByText("[recent thriller]", { exact: true })).toHaveCount(0);
    await expect(left.getByText("[ticking clock]", { exact: true })).toHaveCount(0);
    await expect(left.getByText("[Setting]", { exact: true })).toBeVisible();
    expect(await (await page.request.get("/api/history")).json()).toEqual([]);
    await screenshot(page, `unfilled-template-partly-${theme}-${width}`);
  });
}
