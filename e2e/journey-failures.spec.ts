import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import {
  type LlmTestServer,
  startLlmTestServer,
} from "../server/analysis/llm/test/openai-compatible-test-server";
import { killStartedServers, startServerProcess } from "../server/test/server-process";
import { expect, screenshot, test } from "./fixtures";
import { payForDeckOutline } from "./helpers/pay-sandbox";
import {
  expectToastSeen,
  fixture,
  recordToasts,
  SEEDED_PROJECT_ID,
  seedEnhancingDeckProject,
  seen,
  startJourney,
  wizard,
} from "./journey-helpers";

/**
 * Failures of the analysis, for real: a second production server whose AI provider is a local
 * OpenAI-compatible test server that fails on demand (and slowly, so the loading states show).
 */
let base = "";
let llm: LlmTestServer;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(90_000);
  llm = await startLlmTestServer({ slowMs: 5_000 });
  llm.setDefault("slow");
  const server = await startServerProcess({
    NODE_ENV: "production",
    DATA_DIR: mkdtempSync(join(tmpdir(), "greenlit-e2e-failures-")),
    LOG_LEVEL: "error",
    AI_PROVIDER: "openai-compatible",
    AI_MODEL: "test-model",
    AI_BASE_URL: llm.url,
    AI_TIMEOUT_MS: "1500",
  });
  base = server.base;
});

test.afterAll(async () => {
  killStartedServers();
  await llm?.close();
});

test.beforeEach(async ({ page }) => {
  await recordToasts(page);
});

async function chooseGenre(page: Page, genre: string) {
  await page.getByRole("combobox", { name: "Genre" }).click();
  await page.getByRole("option", { name: genre }).click();
}

test("onboarding: a failed analysis shows the loading panel, then 'Analysis Failed', and keeps everything", async ({
  page,
}) => {
  // This server's first analysis loads its analyst worker first: tens of seconds on a busy machine.
  test.setTimeout(120_000);
  await startJourney(page, "I Have a Script", base);
  await page.getByLabel("Project Title").fill("My Living Memory");
  await chooseGenre(page, "Comedy");
  await page.getByLabel("Upload File").setInputFiles(fixture("my_living_memory__afterwriting.fountain"));
  // This server's first upload also starts its extraction threads: slow on a busy machine.
  await expect(page.getByTestId("uploaded-file")).toHaveText("my_living_memory__afterwriting.fountain", {
    timeout: 30_000,
  });
  const response = page.waitForResponse((r) => r.url().endsWith("/api/analyze"));
  await page.getByRole("button", { name: "Continue" }).click();
  const panel = page.getByTestId("loading-panel");
  await expect(panel).toContainText("Analyzing your script...");
  await expect(panel).toContainText("This may take a minute or two");
  await expect(page.getByRole("progressbar", { name: "Analysis progress" })).toBeVisible();
  await screenshot(page, "journey-onboarding-analyzing-light-1280");
  const failed = await response;
  expect(failed.status()).toBe(502);
  const { error } = (await failed.json()) as { error: string };
  await expectToastSeen(page, `Analysis Failed | ${error}`);
  // The sentence stays beside Continue after the toast has gone, until the next try.
  const inline = page.getByTestId("continue-error");
  await expect(inline).toHaveText(`Analysis Failed: ${error}`);
  await expect(page.getByTestId("toast")).toHaveCount(0, { timeout: 15_000 });
  await expect(inline).toBeVisible();
  await screenshot(page, "journey-onboarding-failed-inline-light-1280");
  await expect(page.getByLabel("Project Title")).toHaveValue("My Living Memory");
  await expect(page.getByRole("combobox", { name: "Genre" })).toContainText("Comedy");
  await expect(page.getByTestId("uploaded-file")).toHaveText("my_living_memory__afterwriting.fountain");
  await page.reload();
  await expect(page.getByLabel("Project Title")).toHaveValue("My Living Memory");
  await expect(page.getByTestId("uploaded-file")).toHaveText("my_living_memory__afterwriting.fountain");
  await expect(page.getByRole("button", { name: "Continue" })).toBeEnabled();
});

test("deck onboarding: the analysis panel reads 'Analyzing your creative deck...'", async ({ page }) => {
  llm.setDefault("error500");
  await startJourney(page, "I Have a Deck", base);
  await page.getByLabel("Project Title").fill("Big Fish");
  await chooseGenre(page, "Documentary");
  await page.getByLabel("Upload File").setInputFiles(fixture("big_fish__screenplain.pdf"));
  await expect(page.getByTestId("extracted-characters")).toBeVisible();
  await page.getByRole("button", { name: "Continue" }).click();
  // The deck is read by the analyst before the model is asked: on a loaded 2-core machine that takes a while.
  await expect
    .poll(async () => (await seen(page)).toasts.some((t) => t.startsWith("Analysis Failed | ")), {
      timeout: 30_000,
    })
    .toBe(true);
  expect((await seen(page)).panels).toContain("Analyzing your creative deck...");
});

test("questionnaire: 'Analyzing...' hides the answer, then 'Analysis Failed' keeps every answer", async ({
  page,
}) => {
  llm.setDefault("slow");
  await startJourney(page, "I Have an Idea", base);
  const first = "The Last Lighthouse: a keeper hides a drowned girl from the town that wants her gone.";
  await page.getByLabel("What's the working title of your project?").fill("The Last Lighthouse");
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByLabel("What's your logline, in one or two sentences?").fill(`${first} ${first}`);
  for (let i = 0; i < 14; i++) await page.getByRole("button", { name: "Next" }).click();
  const response = page.waitForResponse((r) => r.url().endsWith("/api/analyze"));
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("button", { name: "Analyzing..." })).toBeDisabled();
  await expect(page.getByLabel("What do you want this project to leave behind?")).toHaveCount(0);
  await expect(page.getByTestId("loading-panel")).toContainText("Analyzing your creative deck...");
  await screenshot(page, "journey-questionnaire-analyzing-light-1280");
  const { error } = (await (await response).json()) as { error: string };
  await expectToastSeen(page, `Analysis Failed | ${error}`);
  await expect(page.getByRole("button", { name: "Continue" })).toBeEnabled();
  await expect(page.getByLabel("What do you want this project to leave behind?")).toBeVisible();
  await expect(page.getByTestId("continue-error")).toHaveText(`Analysis Failed: ${error}`);
  const answers = (await wizard(page)).currentProject.promptAnswers;
  expect(answers).toMatchObject({ projectTitle: "The Last Lighthouse", logline: `${first} ${first}` });
});

test("deck enhancement: a failed generation toasts 'Generation Failed' and keeps the answers", async ({
  page,
}) => {
  llm.setDefault("error500");
  await page.goto(`${base}/`);
  await seedEnhancingDeckProject(
    page,
    "GREENCOATS. Edible nanocoatings that keep fruit fresh for longer. ".repeat(4),
  );
  await payForDeckOutline(page, SEEDED_PROJECT_ID, base);
  await page.goto(`${base}/prompts`);
  await page.getByLabel("What's the working title of your project?").fill("Greencoats");
  for (let i = 0; i < 15; i++) await page.getByRole("button", { name: "Next" }).click();
  const response = page.waitForResponse((r) => r.url().endsWith("/api/analyze"));
  await page.getByRole("button", { name: "Generate My Deck" }).click();
  const failed = await response;
  expect(failed.status()).toBe(502);
  const { error } = (await failed.json()) as { error: string };
  await expectToastSeen(page, `Generation Failed | ${error}`);
  await expect(page.getByTestId("continue-error")).toHaveText(`Generation Failed: ${error}`);
  await expect(page).toHaveURL(/\/prompts$/);
  await expect(page.getByRole("button", { name: "Generate My Deck" })).toBeEnabled();
  expect((await wizard(page)).currentProject).toMatchObject({
    mode: "analyze",
    promptAnswers: { projectTitle: "Greencoats" },
  });
});
