import { PROMPTS_SEPARATOR } from "../domain/questionnaire";
import { expect, screenshot, test } from "./fixtures";
import { payForDeckOutline } from "./helpers/pay-sandbox";
import { DECK_PITCH, IDEA_PITCH } from "./history-api";
import {
  deckResult,
  ideaResult,
  scriptResult,
  seededProject,
  seedWizard,
  wizardProject,
} from "./review-data";

// The upgrade flow of product.md §4, started from a seeded review (see review-data.ts).

test("unpaid: the project is saved and checkout opens for tier149 and this project", async ({ page }) => {
  await seedWizard(page, seededProject({ id: undefined, createdAt: undefined, analysisResult: deckResult }));
  await page.goto("/review");
  await page.getByRole("button", { name: "Generate My Deck" }).click();
  await expect(page).toHaveURL(/\/checkout\?tier=tier149&projectId=project-\d+$/);
  const project = await wizardProject(page);
  expect(project.id).toMatch(/^project-\d+$/);
  expect(new URL(page.url()).searchParams.get("projectId")).toBe(project.id);
  const saved = await page.evaluate(
    () => JSON.parse(localStorage.getItem("pitch-deck-wizard") ?? "{}").savedProjects,
  );
  expect(saved.map((p: { id: string }) => p.id)).toContain(project.id);
});

test("paid deck, no decision: 'Want Better Results?' and 'Yes, Enhance My Deck' goes to /prompts", async ({
  page,
}) => {
  await seedWizard(page, seededProject({ paidAtTier149: true, analysisResult: deckResult }));
  await page.goto("/review");
  await page.getByRole("button", { name: "Generate My Deck" }).click();
  const dialog = page.getByRole("dialog", { name: "Want Better Results?" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("About 5 minutes");
  await expect(dialog).toContainText("15 questions, all optional");
  await expect(dialog).toContainText("This is a one-time opportunity");
  await expect(dialog.getByRole("button", { name: "Skip for Now" })).toBeVisible();
  await dialog.getByRole("button", { name: "Yes, Enhance My Deck" }).click();
  await expect(page).toHaveURL(/\/prompts$/);
  const project = await wizardProject(page);
  expect(project.enhanceWithPrompts).toBe(true);
});

test("chose to enhance but no answers yet: 'Continue Questionnaire' goes to /prompts", async ({ page }) => {
  await seedWizard(
    page,
    seededProject({
      projectStage: "script",
      paidAtTier149: true,
      enhanceWithPrompts: true,
      analysisResult: scriptResult,
    }),
  );
  await page.goto("/review");
  await expect(page.getByRole("button", { name: "Generate My Deck" })).toHaveCount(0);
  await page.getByRole("button", { name: "Continue Questionnaire" }).click();
  await expect(page).toHaveURL(/\/prompts$/);
});

test("a failed generation keeps the report and says why ('Generation Failed')", async ({ page }) => {
  // real server refusal: the text is shorter than the 100-character minimum
  await seedWizard(
    page,
    seededProject({
      projectStage: "idea",
      pitchText: "Too short.",
      paidAtTier149: true,
      analysisResult: ideaResult,
    }),
  );
  await page.goto("/review");
  await page.getByRole("button", { name: "Generate My Deck" }).click();
  const toast = page.getByTestId("toast");
  await expect(toast).toContainText("Generation Failed");
  await expect(toast).toContainText("Please provide at least 100 characters of content.");
  await expect(
    page.getByRole("heading", { level: 1, name: "Your Idea Development Report Is Ready" }),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "Generate My Deck" })).toBeEnabled();
  expect((await wizardProject(page)).enhanceWithPrompts).toBe(false);
});

test("the debug panel: hidden toggle, flags, prompt state and both resets", async ({ page }) => {
  await seedWizard(
    page,
    seededProject({
      paidAtTier149: true,
      enhanceWithPrompts: true,
      promptAnswers: { logline: "A keeper hides a girl.", vibes: "Windswept" },
      analysisResult: deckResult,
    }),
  );
  await page.goto("/review");
  await expect(page.getByTestId("debug-panel")).toHaveCount(0);
  const toggle = page.getByRole("button", { name: "Show Debug" });
  expect(Number(await toggle.evaluate((el) => getComputedStyle(el).opacity))).toBeLessThan(0.5);
  await toggle.focus();
  await page.keyboard.press("Enter");
  const panel = page.getByTestId("debug-panel");
  await expect(panel).toBeVisible();
  await expect(page.getByRole("button", { name: "Hide Debug" })).toBeVisible();
  await expect(panel.getByTestId("debug-paidAtTier29")).toHaveText("true");
  await expect(panel.getByTestId("debug-paidAtTier149")).toHaveText("true");
  await expect(panel.getByTestId("debug-paidAtTier249")).toHaveText("false");
  await expect(panel.getByTestId("debug-enhanceWithPrompts")).toHaveText("true");
  await expect(panel.getByTestId("debug-promptAnswers")).toHaveText("2 answered");

  await panel.getByRole("button", { name: "Reset Tier 149 Flag" }).click();
  await expect(panel.getByTestId("debug-paidAtTier149")).toHaveText("false");
  expect((await wizardProject(page)).paidAtTier149).toBe(false);

  const reloaded = page.waitForEvent("load");
  const clickedAt = Date.now();
  await panel.getByRole("button", { name: "Reset Prompt State" }).click();
  await reloaded;
  expect(Date.now() - clickedAt).toBeGreaterThanOrEqual(450);
  const project = await wizardProject(page);
  expect(project.enhanceWithPrompts).toBeNull();
  expect(project.promptAnswers).toEqual({});
  await page.getByRole("button", { name: "Show Debug" }).click();
  await expect(page.getByTestId("debug-enhanceWithPrompts")).toHaveText("undecided");
  await expect(page.getByTestId("debug-promptAnswers")).toHaveText("0 answered");
  await page.getByRole("button", { name: "Hide Debug" }).click();
  await expect(page.getByTestId("debug-panel")).toHaveCount(0);
});

test("paid deck, 'Skip for Now': a real generation with empty answers, then 'Deck Generated!'", async ({
  page,
}) => {
  await seedWizard(
    page,
    seededProject({
      paidAtTier149: true,
      pitchText: DECK_PITCH,
      promptAnswers: {},
      analysisResult: deckResult,
    }),
  );
  // The paid flag is the client's convenience; the server needs the real (sandbox) payment.
  await payForDeckOutline(page, "project-1700000000000");
  await page.goto("/review");
  await page.getByRole("button", { name: "Generate My Deck" }).click();
  const dialog = page.getByRole("dialog", { name: "Want Better Results?" });
  const requestPromise = page.waitForRequest(
    (r) => r.url().endsWith("/api/analyze") && r.method() === "POST",
  );
  await dialog.getByRole("button", { name: "Skip for Now" }).click();
  const body = (await requestPromise).postDataJSON();
  expect(body).toEqual({
    pitchText: DECK_PITCH,
    genre: "Drama",
    analysisType: "both",
    projectStage: "deck",
    promptAnswers: {},
    mode: "generate",
    generateDeckBuildout: true,
    projectId: "project-1700000000000",
    projectTitle: "The Last Lighthouse",
  });
  // A real generation on the server's analyst: seconds, not the 10 s of a UI wait, when seven
  // other suites share the machine's two cores.
  await expect(page.getByTestId("toast")).toContainText("Deck Generated!", { timeout: 30_000 });
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/review$/);
  await expect(page.getByTestId("buildout-view")).toBeVisible();
  await expect(page.getByTestId("upsell-card")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Download Complete Deck Outline" })).toBeVisible();
  const project = await wizardProject(page);
  expect(project).toMatchObject({ mode: "generate", enhanceWithPrompts: false });
  expect(project.analysisResult?.deckBuildout).toBeTruthy();
  const saved = await page.evaluate(
    () => JSON.parse(localStorage.getItem("pitch-deck-wizard") ?? "{}").savedProjects,
  );
  expect(saved[0].mode).toBe("generate");
  await screenshot(page, "review-generated-real-1280");
});

test("paid idea: generation starts straight away, with the overlay and the answers combined", async ({
  page,
}) => {
  await seedWizard(
    page,
    seededProject({
      projectStage: "idea",
      paidAtTier149: true,
      pitchText: IDEA_PITCH,
      promptAnswers: { logline: "A failed comic runs a secret talent agency from a laundromat." },
      analysisResult: ideaResult,
    }),
  );
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/api/analyze", async (route) => {
    await gate; // hold the real answer back so the pending state can be seen
    await route.continue();
  });
  await payForDeckOutline(page, "project-1700000000000");
  await page.goto("/review");
  const requestPromise = page.waitForRequest((r) => r.url().endsWith("/api/analyze"));
  await page.getByRole("button", { name: "Generate My Deck" }).click();
  await expect(page.getByText("Generating your complete deck buildout...")).toBeVisible();
  await expect(page.getByRole("button", { name: "Generating Deck..." })).toBeDisabled();
  await expect(page.getByRole("button", { name: "Download Analysis Report" })).toHaveCount(0);
  await expect(page.getByRole("dialog")).toHaveCount(0);
  const body = (await requestPromise).postDataJSON();
  expect(body.pitchText.startsWith(IDEA_PITCH)).toBe(true);
  expect(body.pitchText).toContain(PROMPTS_SEPARATOR);
  expect(body.pitchText).toContain("A failed comic runs a secret talent agency from a laundromat.");
  expect(body).toMatchObject({ projectStage: "idea", mode: "generate", generateDeckBuildout: true });
  release();
  // A real generation after the release: as for the deck above, a loaded machine may take a while.
  await expect(page.getByTestId("toast")).toContainText("Deck Generated!", { timeout: 30_000 });
  await expect(page.getByText("Generating your complete deck buildout...")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Download Analysis Report" })).toBeVisible();
  await expect(page.getByTestId("buildout-view")).toBeVisible();
  expect((await wizardProject(page)).enhanceWithPrompts).toBe(false);
});
