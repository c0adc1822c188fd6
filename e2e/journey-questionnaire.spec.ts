import type { Page } from "@playwright/test";
import { progressStageLabel, QUESTIONS } from "../domain/questionnaire";
import { expect, test } from "./fixtures";
import { payForDeckOutline } from "./helpers/pay-sandbox";
import {
  currentToast,
  expectAccessible,
  expectToastSeen,
  recordToasts,
  SEEDED_PROJECT_ID,
  seedEnhancingDeckProject,
  seen,
  startJourney,
  wizard,
} from "./journey-helpers";

const ANSWERS: Record<string, string> = {
  projectTitle: "The Last Lighthouse",
  logline:
    "When a reclusive lighthouse keeper finds a drowned girl alive on his rocks, he must hide her from the town that wants her gone before the storm season ends.",
  synopsis:
    "Elias Marr has kept the Carrow Point light alone for ten years. After a storm he finds a girl on the rocks who should be dead. The town believes she brought the storm, and the harbour master wants her handed over. Elias hides her, learns she is searching for a ship that sank with his crew, and must finally confess what he did that night.",
  urgency: "Coastal towns are emptying as fishing collapses, and nobody is telling their stories now.",
  protagonist: "Elias Marr, 58, a former navy diver who hasn't spoken to anyone in town for a decade.",
  obstacle: "The harbour master, who knows what Elias did the night his crew drowned.",
  transformation: "He starts convinced he deserves to be alone and ends by choosing to be known.",
  vibes: "Windswept, tender, eerie, hopeful",
  comps: "The Banshees of Inisherin meets The Shape of Water",
  emotionalImpact: "Heartbroken and hopeful at once.",
  setting: "A fog-bound island off the west coast of Ireland, 1987.",
  audience: "Adults 25-54 who love folk-horror and character dramas.",
  platform: "A limited series for a premium streamer.",
  theme: "Whether we can be forgiven by people we never apologised to.",
  conversation: "What do small communities owe the outsiders they shut out?",
  legacy: "A disappearing way of life on screen before it is gone.",
};

const answerField = (page: Page, index: number) => page.getByLabel(QUESTIONS[index]!.label);
const nextButton = (page: Page) => page.getByRole("button", { name: /^(Next|Continue|Generate My Deck)$/ });

async function chooseGenre(page: Page, genre: string) {
  await page.getByRole("combobox", { name: "Genre" }).click();
  await page.getByRole("option", { name: genre }).click();
}

test.beforeEach(async ({ page }) => {
  await recordToasts(page);
});

test("idea path: sixteen questions with sections, counter, stage labels, then /review", async ({ page }) => {
  test.setTimeout(120_000);
  await startJourney(page, "I Have an Idea");
  await expect(page).toHaveURL(/\/prompts$/);
  await expect(page.getByRole("heading", { name: "Answer a few quick questions" })).toBeVisible();
  await expect(page.getByText("No file needed. We'll help shape your concept.")).toBeVisible();
  await expectAccessible(page);

  const labels = new Set<string>();
  for (const [index, question] of QUESTIONS.entries()) {
    await expect(page.getByTestId("question-counter")).toHaveText(`${index + 1} / 16`);
    await expect(page.getByTestId("question-section")).toHaveText(question.section);
    await expect(page.getByTestId("progress-stage")).toHaveText(progressStageLabel(index));
    labels.add(progressStageLabel(index));
    await answerField(page, index).fill(ANSWERS[question.key]!);
    await expect(nextButton(page)).toHaveText(index === 15 ? "Continue" : "Next");
    if (index < 15) await nextButton(page).click();
  }
  expect([...labels]).toEqual([
    "Let's Get Your Hook",
    "Building Momentum",
    "Halfway to Hollywood",
    "Almost Pitch Perfect",
    "Ready for Review",
  ]);
  const state = await wizard(page);
  expect(state.currentProject.title).toBe("The Last Lighthouse");
  expect(state.currentProject.promptAnswers).toEqual(ANSWERS);

  const request = page.waitForRequest((r) => r.url().endsWith("/api/analyze"));
  await nextButton(page).click();
  const body = (await request).postDataJSON();
  expect(body).toMatchObject({
    analysisType: "creative",
    mode: "analyze",
    projectStage: "idea",
    projectTitle: "The Last Lighthouse",
    genre: null,
  });
  expect(body.pitchText).toContain("ADDITIONAL CONTEXT FROM PROMPTS");
  expect(body.pitchText).toContain(ANSWERS.logline);
  expect(body.projectId).toMatch(/^project-\d+$/);
  await expect(page).toHaveURL(/\/review$/, { timeout: 90_000 });
  await expectToastSeen(page, "Analysis Complete!");
  const after = await seen(page);
  expect(after.buttons).toContain("Analyzing...");
  expect(after.panels).toContain("Analyzing your creative deck...");
  expect((await wizard(page)).currentProject.analysisResult).toMatchObject({
    overallScore: expect.any(Number),
  });
});

test("answers are capped, the counter turns red above 90%, and Back on step 1 goes to /pricing", async ({
  page,
}) => {
  await startJourney(page, "I Have an Idea");
  const title = answerField(page, 0);
  const counter = page.getByTestId("answer-counter");
  await title.fill("x".repeat(90));
  await expect(counter).toHaveText("90 / 100");
  await expect(counter).not.toHaveAttribute("data-near-cap");
  await title.fill("x".repeat(91));
  await expect(counter).toHaveAttribute("data-near-cap", "true");
  await expect(counter).toHaveCSS("color", /rgb\(185, 28, 28\)/);
  await title.fill("y".repeat(150));
  await expect(title).toHaveValue("y".repeat(100));
  await expect(counter).toHaveText("100 / 100");
  expect((await wizard(page)).currentProject.title).toBe("y".repeat(100));

  await title.press("Enter"); // Enter moves on in a one-line answer
  await expect(page.getByTestId("question-counter")).toHaveText("2 / 16");
  await page.getByRole("button", { name: "Back" }).click();
  await expect(page.getByTestId("question-counter")).toHaveText("1 / 16");
  await page.getByRole("button", { name: "Back" }).click();
  await expect(page).toHaveURL(/\/pricing$/);
});

test("too little content: 'Content Required' and nothing is lost", async ({ page }) => {
  await startJourney(page, "I Have an Idea");
  await answerField(page, 0).fill("Tiny");
  for (let i = 0; i < 15; i++) await nextButton(page).click();
  await answerField(page, 15).fill("Short.");
  await expect(nextButton(page)).toHaveText("Continue");
  await nextButton(page).click();
  await expect(currentToast(page)).toContainText("Content Required");
  await expect(currentToast(page)).toContainText("Please provide more detailed responses to continue.");
  await expect(page).toHaveURL(/\/prompts$/);
  await expect(answerField(page, 15)).toHaveValue("Short.");
  const inline = page.getByTestId("continue-error");
  await expect(inline).toHaveText("Content Required: Please provide more detailed responses to continue.");
  await expect(page.getByTestId("toast")).toHaveCount(0, { timeout: 15_000 });
  await expect(inline).toBeVisible();
});

test("a reload mid-questionnaire resumes on the same question with the answers", async ({ page }) => {
  await startJourney(page, "I Have an Idea");
  for (const index of [0, 1, 2]) {
    await answerField(page, index).fill(ANSWERS[QUESTIONS[index]!.key]!);
    await nextButton(page).click();
  }
  await expect(page.getByTestId("question-counter")).toHaveText("4 / 16");
  await answerField(page, 3).fill("Half an answer");
  await page.reload();
  await expect(page.getByTestId("question-counter")).toHaveText("4 / 16");
  await expect(answerField(page, 3)).toHaveValue("Half an answer");
  await page.getByRole("button", { name: "Back" }).click();
  await expect(answerField(page, 2)).toHaveValue(ANSWERS.synopsis!);
});

test("template path: Load Template shows for genres but Other, loads and sends it at once", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await startJourney(page, "I Have an Idea");
  const load = page.getByRole("button", { name: "Load Template" });
  await expect(load).toHaveCount(0);
  await chooseGenre(page, "Other");
  await expect(load).toHaveCount(0);
  await chooseGenre(page, "Horror");
  await expect(load).toBeVisible();
  await expectAccessible(page);
  const request = page.waitForRequest((r) => r.url().endsWith("/api/analyze"));
  await load.click();
  const body = (await request).postDataJSON();
  expect(body).toMatchObject({
    genre: "Horror",
    analysisType: "creative",
    mode: "analyze",
    projectStage: "idea",
  });
  for (const heading of [
    "LOGLINE",
    "TONE & VISUAL STYLE",
    "WORLD",
    "STORY",
    "CHARACTERS",
    "THEMES",
    "TEAM",
    "WHY NOW",
  ]) {
    expect(body.pitchText).toContain(heading);
  }
  await expectToastSeen(page, "Template Loaded | Analyzing the Horror template now.");
  await expect(page).toHaveURL(/\/review$/, { timeout: 90_000 });
  // Its placeholders are unfilled: the answer is what to fill (unfilled-template.spec.ts), not a score.
  await expect(page.getByRole("heading", { level: 1, name: "Fill In Your Template First" })).toBeVisible();
  expect((await wizard(page)).currentProject.pitchText).toBe(body.pitchText);
});

test("deck enhancement: 'Generate My Deck' sends the generate payload and reaches /review", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const uploadedText =
    "GREENCOATS. Edible nanocoatings that keep fruit fresh for three weeks longer. ".repeat(4);
  await page.goto("/");
  await seedEnhancingDeckProject(page, uploadedText);
  await payForDeckOutline(page, SEEDED_PROJECT_ID);
  await page.goto("/prompts");
  await expect(page.getByText("Your answers are added to your uploaded material")).toBeVisible();
  await answerField(page, 0).fill("Greencoats");
  for (let i = 0; i < 15; i++) await nextButton(page).click();
  await answerField(page, 15).fill(ANSWERS.legacy!);
  await expect(nextButton(page)).toHaveText("Generate My Deck");
  const request = page.waitForRequest((r) => r.url().endsWith("/api/analyze"));
  await nextButton(page).click();
  const body = (await request).postDataJSON();
  expect(body).toEqual({
    pitchText: expect.stringContaining("ADDITIONAL CONTEXT FROM PROMPTS"),
    genre: "Documentary",
    analysisType: "both",
    projectStage: "deck",
    mode: "generate",
    generateDeckBuildout: true,
    projectTitle: "Greencoats",
    projectId: SEEDED_PROJECT_ID,
    promptAnswers: { projectTitle: "Greencoats", legacy: ANSWERS.legacy },
  });
  expect(body.pitchText.startsWith(uploadedText.trim())).toBe(true);
  await expect(page).toHaveURL(/\/review$/, { timeout: 90_000 });
  await expectToastSeen(page, "Deck Generated!");
  // From the questionnaire too, the review page opens on the new outline, not on the report above it.
  await expect(page.getByRole("heading", { name: "Your Complete Deck Outline" })).toBeInViewport();
  const after = await seen(page);
  expect(after.buttons).toContain("Generating Deck...");
  expect(after.panels).toContain("Generating your deck copy...");
  const project = (await wizard(page)).currentProject;
  expect(project.mode).toBe("generate");
  expect(project.analysisResult).toMatchObject({ deckBuildout: expect.objectContaining({}) });
  expect(project.promptAnswers).toMatchObject({ legacy: ANSWERS.legacy });
});
