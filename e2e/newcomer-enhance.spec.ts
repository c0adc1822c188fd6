import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import type { Page, Request } from "@playwright/test";
import { PROMPTS_SEPARATOR, QUESTIONS } from "#domain/questionnaire";
import { ARTIFACTS_DIR, expect, setTheme, test } from "./fixtures";
import { payWithCard } from "./helpers/card-form";
import { payForDeckOutline } from "./helpers/pay-sandbox";
import { currentToast, startJourney, wizard } from "./journey-helpers";
import { deckResult, seededProject, seedWizard } from "./review-data";

// The deck enhancement as a newcomer met it on a phone: the dialog under the generating overlay,
// a questionnaire that forgot the title, and a Load Template that threw away the script's report.

const PHONE = { width: 375, height: 812 };
const THEMES = ["light", "dark"] as const;
const BIG_FISH = resolve("fixtures/real/big_fish__screenplain.fountain");
const OWN_LOGLINE =
  "A son pieces together the truth of his dying father's tall tales, from a witch's glass eye to a giant.";

async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: join(ARTIFACTS_DIR, `${name}.png`) });
}

const answerField = (page: Page, index: number) => page.getByLabel(QUESTIONS[index]!.label);
const isAnalyze = (request: Request) => request.url().endsWith("/api/analyze") && request.method() === "POST";

for (const theme of THEMES) {
  test(`'Skip for Now' closes the dialog before the generating overlay shows (${theme}, 375 px)`, async ({
    page,
  }) => {
    await setTheme(page, theme);
    await page.setViewportSize(PHONE);
    // Whenever the overlay is on screen, note whether a dialog is on screen too.
    await page.addInitScript(() => {
      const w = window as unknown as { __overlayWithDialog: boolean[] };
      w.__overlayWithDialog = [];
      new MutationObserver(() => {
        if (document.querySelector('[data-testid="generating-overlay"]')) {
          w.__overlayWithDialog.push(!!document.querySelector('[role="dialog"]'));
        }
      }).observe(document, { childList: true, subtree: true, attributes: true });
    });
    await seedWizard(page, seededProject({ paidAtTier149: true, analysisResult: deckResult }));
    await payForDeckOutline(page, "project-1700000000000");
    let release = () => {};
    const gate = new Promise<void>((done) => {
      release = done;
    });
    await page.route("**/api/analyze", async (route) => {
      await gate; // hold the real answer so the overlay can be looked at
      await route.continue();
    });
    await page.goto("/review");
    await page.getByRole("button", { name: "Generate My Deck" }).click();
    const dialog = page.getByRole("dialog", { name: "Want Better Results?" });
    await dialog.getByRole("button", { name: "Skip for Now" }).click();

    await expect(page.getByTestId("generating-overlay")).toBeVisible();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await shot(page, `newcomer-generating-overlay-${theme}-375`);
    const seenWithDialog = await page.evaluate(
      () => (window as unknown as { __overlayWithDialog: boolean[] }).__overlayWithDialog,
    );
    expect(seenWithDialog.length).toBeGreaterThan(0);
    expect(seenWithDialog).not.toContain(true);

    release();
    // A real generation on the server's analyst: seconds, not a UI wait, on a loaded machine.
    await expect(currentToast(page)).toContainText("Deck Generated!", { timeout: 30_000 });
    await expect(page.getByTestId("generating-overlay")).toHaveCount(0);
    await expect(page.getByRole("dialog")).toHaveCount(0);
    // The outline lands below the whole report: the page takes the writer to it.
    const outline = page.getByRole("heading", { name: "Your Complete Deck Outline" });
    await expect(outline).toBeInViewport();
    await expect(outline).toBeFocused();
    await expect
      .poll(() => outline.evaluate((h) => Math.round(h.getBoundingClientRect().top)))
      .toBeGreaterThan(100); // below the sticky header and the toast
    await shot(page, `newcomer-outline-shown-${theme}-375`);
  });
}

test("a script's enhance questionnaire starts with the title and genre; Load Template fills blanks and keeps the report (375 px)", async ({
  page,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize(PHONE);

  // The real journey: upload Big Fish, read its report, buy the outline, choose to enhance.
  await startJourney(page, "I Have a Script");
  await page.getByLabel("Project Title").fill("Big Fish");
  await page.getByRole("combobox", { name: "Genre" }).click();
  await page.getByRole("option", { name: "Drama" }).click();
  await page.getByLabel("Upload File").setInputFiles({
    name: "big_fish.fountain",
    mimeType: "text/plain",
    buffer: readFileSync(BIG_FISH),
  });
  await expect(page.getByTestId("extracted-characters")).toBeVisible({ timeout: 30_000 });
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/review$/, { timeout: 120_000 });
  await expect(page.getByText("Script Analysis Report")).toBeVisible();
  const before = (await wizard(page)).currentProject;
  expect(before.analysisResult).toMatchObject({ isScriptAnalysis: true });

  await page.getByRole("button", { name: "Generate My Deck" }).click();
  await expect(page).toHaveURL(/\/checkout\?tier=tier149/);
  await payWithCard(page, "$149");
  await expect(page.getByRole("heading", { name: "Payment Verified!" })).toBeVisible();
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/review$/);
  // Continue after paying asks the enhance question at once.
  await page.getByRole("button", { name: "Yes, Enhance My Deck" }).click();
  await expect(page).toHaveURL(/\/prompts$/);

  // It starts with what the user already gave.
  await expect(answerField(page, 0)).toHaveValue("Big Fish");
  await expect(page.getByRole("combobox", { name: "Genre" })).toHaveText("Drama");
  await shot(page, "newcomer-enhance-questionnaire-start-light-375");

  // One answer of the user's own, then the template for the rest.
  await page.getByRole("button", { name: "Next" }).click();
  await answerField(page, 1).fill(OWN_LOGLINE);
  await page.getByRole("button", { name: "Next" }).click();
  await expect(answerField(page, 2)).toHaveValue("");
  await expect(page.getByText("Your upload and its report stay as they are.")).toBeVisible();
  const analyses: string[] = [];
  page.on("request", (request) => {
    if (isAnalyze(request)) analyses.push(request.url());
  });
  await page.getByRole("button", { name: "Load Template" }).click();
  await expect(currentToast(page)).toContainText("Template Loaded");
  await expect(currentToast(page)).toContainText("The Drama template filled 7 unanswered questions.");
  await expect(answerField(page, 2)).toHaveValue(/^Act One: \[who they are/);
  await shot(page, "newcomer-enhance-template-filled-light-375");
  await page.waitForTimeout(1_000);
  expect(analyses, "Load Template analyses nothing here").toEqual([]);
  await expect(page).toHaveURL(/\/prompts$/);

  const after = (await wizard(page)).currentProject;
  expect(after.analysisResult).toEqual(before.analysisResult);
  expect(after.uploadedText).toBe(before.uploadedText);
  expect(after.pitchText).toBe(before.pitchText);
  expect(after.title).toBe("Big Fish");
  expect(after.promptAnswers.logline).toBe(OWN_LOGLINE);
  expect(after.promptAnswers.obstacle).toBeUndefined();

  // The deck is generated from the script plus the answers, the title among them.
  await page.getByRole("button", { name: "Back" }).click();
  await expect(answerField(page, 1)).toHaveValue(OWN_LOGLINE);
  for (let i = 1; i < 15; i++) await page.getByRole("button", { name: "Next" }).click();
  // With the template's [bracketed] parts still in the answers, nothing is generated or counted:
  // the refusal names what is left and stays beside the button.
  await page.getByRole("button", { name: "Generate My Deck" }).click();
  const refusal = page.getByTestId("continue-error");
  await expect(refusal).toContainText("Fill In Your Template First", { timeout: 60_000 });
  await expect(refusal).toContainText("[recent drama], [second comparable]");
  await expect(page).toHaveURL(/\/prompts$/);
  await shot(page, "newcomer-enhance-template-unfilled-light-375");
  // The writer puts their own words where the template's placeholders were.
  for (let i = 15; i >= 0; i--) {
    const field = answerField(page, i);
    if ((await field.inputValue()).includes("["))
      await field.fill(`In our own words: ${QUESTIONS[i]!.label}`);
    if (i > 0) await page.getByRole("button", { name: "Back" }).click();
  }
  for (let i = 0; i < 15; i++) await page.getByRole("button", { name: "Next" }).click();
  const generate = page.waitForRequest(isAnalyze);
  await page.getByRole("button", { name: "Generate My Deck" }).click();
  const body = (await generate).postDataJSON();
  expect(body.pitchText.startsWith((before.uploadedText as string).trim())).toBe(true);
  expect(body.pitchText).toContain(PROMPTS_SEPARATOR);
  expect(body.promptAnswers).toMatchObject({ projectTitle: "Big Fish", logline: OWN_LOGLINE });
  expect(body).toMatchObject({ mode: "generate", projectStage: "script", projectTitle: "Big Fish" });
  await expect(page).toHaveURL(/\/review$/, { timeout: 120_000 });
  await expect(page.getByTestId("buildout-view")).toBeVisible();
  expect((await wizard(page)).currentProject.promptAnswers).toMatchObject({
    projectTitle: "Big Fish",
    logline: OWN_LOGLINE,
  });
});
