import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import {
  type LlmTestServer,
  startLlmTestServer,
} from "../server/analysis/llm/test/openai-compatible-test-server";
import {
  freePort,
  killStartedServers,
  type ServerProcess,
  startServerProcess,
} from "../server/test/server-process";
import { expect, screenshot, test } from "./fixtures";
import { expectToastSeen, fixture, recordToasts, startJourney, wizard } from "./journey-helpers";

/**
 * The server process killed (SIGKILL) while the browser waits for an analysis: the visitor sees the
 * the product's 'Analysis Failed' toast, loses nothing, and finishes once the server is back.
 */
/** One port for the server and its restart, so the page's address stays the same. */
let port = 0;
let base = "";
const dataDir = mkdtempSync(join(tmpdir(), "greenlit-e2e-killed-"));
let llm: LlmTestServer;
let server: ServerProcess;

const startServer = () =>
  startServerProcess({
    PORT: String(port),
    DATA_DIR: dataDir,
    NODE_ENV: "production",
    LOG_LEVEL: "error",
    SESSION_SECRET: "e2e-server-killed-session-secret-".padEnd(40, "e"),
    AI_PROVIDER: "openai-compatible",
    AI_MODEL: "test-model",
    AI_BASE_URL: llm.url,
    AI_TIMEOUT_MS: "600000",
  });

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  llm = await startLlmTestServer({ slowMs: 600_000 });
  port = await freePort();
  base = `http://127.0.0.1:${port}`;
  server = await startServer();
});
test.afterAll(async () => {
  killStartedServers();
  await llm?.close();
  rmSync(dataDir, { recursive: true, force: true });
});
test.beforeEach(async ({ page }) => {
  llm.reset();
  llm.setDefault("slow"); // every model call is held open until the kill
  await recordToasts(page);
});

/** Kills the server once the analysis is waiting on the model, then brings it back on the same port. */
async function killMidAnalysisAndRestart(page: Page, shot: string): Promise<void> {
  // A fresh server's first analysis loads its analyst worker first: tens of seconds on a busy machine.
  await expect.poll(() => llm.requests.length, { timeout: 90_000 }).toBeGreaterThan(0);
  server.child.kill("SIGKILL");
  expect((await server.exited).signal).toBe("SIGKILL");
  await expectToastSeen(page, "Analysis Failed | Failed to analyze your content");
  await expect(page.getByTestId("toast").first()).toContainText("Failed to analyze your content");
  await screenshot(page, shot);
  llm.reset(); // the model answers from now on
  server = await startServer();
}

test("onboarding: the title, genre and uploaded script survive the server being killed", async ({ page }) => {
  test.setTimeout(120_000);
  await startJourney(page, "I Have a Script", base);
  await page.getByLabel("Project Title").fill("My Living Memory");
  await page.getByRole("combobox", { name: "Genre" }).click();
  await page.getByRole("option", { name: "Comedy" }).click();
  await page.getByLabel("Upload File").setInputFiles(fixture("my_living_memory__afterwriting.fountain"));
  // This server's first upload also starts its extraction threads: slow on a busy machine.
  await expect(page.getByTestId("uploaded-file")).toHaveText("my_living_memory__afterwriting.fountain", {
    timeout: 30_000,
  });
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByTestId("loading-panel")).toContainText("Analyzing your script...");

  await killMidAnalysisAndRestart(page, "analysis-server-killed-onboarding-light-1280");
  await expect(page.getByLabel("Project Title")).toHaveValue("My Living Memory");
  await expect(page.getByRole("combobox", { name: "Genre" })).toContainText("Comedy");
  await expect(page.getByTestId("uploaded-file")).toHaveText("my_living_memory__afterwriting.fountain");
  await expect(page.getByRole("button", { name: "Continue" })).toBeEnabled();

  await page.reload();
  await expect(page.getByLabel("Project Title")).toHaveValue("My Living Memory");
  await expect(page.getByTestId("uploaded-file")).toHaveText("my_living_memory__afterwriting.fountain");
  await page.getByRole("button", { name: "Continue" }).click();
  await expectToastSeen(page, "Analysis Complete!");
  await expect(page).toHaveURL(`${base}/review`);
});

test("questionnaire: every typed answer survives the server being killed", async ({ page }) => {
  test.setTimeout(120_000);
  await startJourney(page, "I Have an Idea", base);
  const logline = "The Last Lighthouse: a keeper hides a drowned girl from the town that wants her gone.";
  await page.getByLabel("What's the working title of your project?").fill("The Last Lighthouse");
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByLabel("What's your logline, in one or two sentences?").fill(`${logline} ${logline}`);
  for (let i = 0; i < 14; i++) await page.getByRole("button", { name: "Next" }).click();
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("button", { name: "Analyzing..." })).toBeDisabled();

  await page.setViewportSize({ width: 375, height: 800 });
  await killMidAnalysisAndRestart(page, "analysis-server-killed-questionnaire-light-375");
  await expect(page.getByRole("button", { name: "Continue" })).toBeEnabled();
  const answers = (await wizard(page)).currentProject.promptAnswers;
  expect(answers).toMatchObject({ projectTitle: "The Last Lighthouse", logline: `${logline} ${logline}` });

  await page.reload();
  expect((await wizard(page)).currentProject.promptAnswers).toMatchObject({
    projectTitle: "The Last Lighthouse",
    logline: `${logline} ${logline}`,
  });
  await expect(page.getByRole("button", { name: "Continue" })).toBeEnabled();
  await page.getByRole("button", { name: "Continue" }).click();
  await expectToastSeen(page, "Analysis Complete!");
  await expect(page).toHaveURL(`${base}/review`);
});
