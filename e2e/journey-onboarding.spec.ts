import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { ScriptAnalysisSchema } from "../domain/analysis";
import { expect, screenshot, setTheme, test } from "./fixtures";
import {
  currentToast,
  expectAccessible,
  expectToastSeen,
  fixture,
  isUploadAnswer,
  needsExtendedCorpus,
  recordToasts,
  seen,
  startJourney,
  toastsSeen,
  UPLOAD_ROUTE,
  wizard,
} from "./journey-helpers";

async function chooseGenre(page: Page, genre: string) {
  await page.getByRole("combobox", { name: "Genre" }).click();
  await page.getByRole("option", { name: genre }).click();
}

/** Uploads through the page and returns the server's answer. */
async function upload(page: Page, file: string | { name: string; mimeType: string; buffer: Buffer }) {
  const answer = page.waitForResponse(isUploadAnswer);
  await page.getByLabel("Upload File").setInputFiles(file);
  return answer;
}

test.beforeEach(async ({ page }) => {
  await recordToasts(page);
});

test("script onboarding: headline, subtitle, fields, Back to /pricing", async ({ page }) => {
  await startJourney(page, "I Have a Script");
  await expect(page).toHaveURL(/\/onboarding$/);
  await expect(page.getByRole("heading", { name: "Ready to begin?" })).toBeVisible();
  await expect(page.getByTestId("onboarding-subtitle")).toContainText("Upload your script");
  await expect(page.getByTestId("mode-banner")).toContainText("Script Analysis Mode");
  await expect(page.getByLabel("Project Title")).toBeVisible();
  await expect(page.getByRole("combobox", { name: "Genre" })).toBeVisible();
  const input = page.getByLabel("Upload File");
  expect(await input.getAttribute("accept")).toBe(".pdf,.fdx,.txt,.fountain,.docx");
  await expect(page.getByText("Accepted: .pdf, .fdx, .txt")).toBeVisible();
  await expect(page.getByRole("button", { name: "Continue" })).toBeDisabled();
  await expectAccessible(page);
  await page.getByRole("button", { name: "Back" }).click();
  await expect(page).toHaveURL(/\/pricing$/);
});

test("deck onboarding accepts .pdf and .pptx, with the 'Max 100 MB' hint", async ({ page }) => {
  await startJourney(page, "I Have a Deck");
  await expect(page.getByTestId("onboarding-subtitle")).toContainText("Drop in your current deck");
  await expect(page.getByTestId("mode-banner")).toContainText("Deck Analysis Mode");
  expect(await page.getByLabel("Upload File").getAttribute("accept")).toBe(".pdf,.pptx");
  await expect(page.getByText("Accepted: .pdf, .pptx · Max 100 MB")).toBeVisible();
});

test("every onboarding validation toast, in the product's order", async ({ page }) => {
  await startJourney(page, "I Have a Script");
  const title = page.getByLabel("Project Title");
  const continueButton = page.getByRole("button", { name: "Continue" });

  // Continue stays disabled until title, genre and text exist; Enter in the title still validates.
  await title.press("Enter");
  await expect(currentToast(page)).toContainText("Project Title Required");
  await expect(currentToast(page)).toContainText("Please enter a project title to continue.");
  await title.fill("   ");
  await title.press("Enter");
  await expect(currentToast(page)).toContainText("Project Title Required");

  await title.fill("The Short One");
  await title.press("Enter");
  await expect(currentToast(page)).toContainText("Genre Required");
  await expect(currentToast(page)).toContainText("Please select a genre to continue.");

  await chooseGenre(page, "Comedy");
  await title.press("Enter");
  await expect(currentToast(page)).toContainText("File Upload Required");
  await expect(currentToast(page)).toContainText("Please upload a valid file to continue.");
  await expect(continueButton).toBeDisabled();

  const short = "INT. KITCHEN - DAY\n\nMAYA opens the fridge. Empty.\n";
  const response = await upload(page, {
    name: "short.txt",
    mimeType: "text/plain",
    buffer: Buffer.from(short),
  });
  expect(response.status()).toBe(200);
  const { characters } = (await response.json()) as { characters: number };
  expect(characters).toBeLessThan(100);
  await expectToastSeen(
    page,
    `File Uploaded Successfully | Extracted ${characters} characters from your file.`,
  );
  await expect(continueButton).toBeEnabled();
  await continueButton.click();
  await expect(currentToast(page)).toContainText("Content Required");
  await expect(currentToast(page)).toContainText("Please provide at least 100 characters of content.");

  expect((await toastsSeen(page)).map((t) => t.split(" | ")[0])).toEqual([
    "Project Title Required",
    "Project Title Required",
    "Genre Required",
    "File Upload Required",
    "File Uploaded Successfully",
    "Content Required",
  ]);
  await expect(page).toHaveURL(/\/onboarding$/);
});

test("upload errors toast 'Upload Failed' with the server's sentence and lose nothing", async ({ page }) => {
  await startJourney(page, "I Have a Script");
  await page.getByLabel("Project Title").fill("Big Fish");
  await chooseGenre(page, "Drama");
  const good = await upload(page, fixture("fdx_test_script_finaldraft__screenplay-tools.fdx"));
  expect(good.status()).toBe(200);
  const kept = ((await good.json()) as { text: string }).text;

  const png = Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
    "base64",
  );
  const cases = [
    { name: "poster.pdf", mimeType: "application/pdf", buffer: png },
    { name: "empty.txt", mimeType: "text/plain", buffer: Buffer.alloc(0) },
    { name: "notes.pages", mimeType: "application/octet-stream", buffer: Buffer.from("not a script at all") },
  ];
  for (const file of cases) {
    const response = await upload(page, file);
    expect(response.status(), file.name).toBeGreaterThanOrEqual(400);
    const { error } = (await response.json()) as { error: string };
    expect(error.length).toBeGreaterThan(10);
    await expectToastSeen(page, `Upload Failed | ${error}`);
  }
  await expect(page.getByLabel("Project Title")).toHaveValue("Big Fish");
  await expect(page.getByRole("combobox", { name: "Genre" })).toContainText("Drama");
  await expect(page.getByTestId("uploaded-file")).toHaveText(
    "fdx_test_script_finaldraft__screenplay-tools.fdx",
  );
  expect((await wizard(page)).currentProject.uploadedText).toBe(kept);
});

test("a deck .txt is refused by the server with its sentence", async ({ page }) => {
  await startJourney(page, "I Have a Deck");
  const response = await upload(page, fixture("cyber_bob_universe_bible__ebScreenplays.txt"));
  expect(response.status()).toBe(415);
  const { error } = (await response.json()) as { error: string };
  await expectToastSeen(page, `Upload Failed | ${error}`);
});

/** Uploads a real screenplay on the script path, reloads, and analyses it through to /review. */
async function scriptPathJourney(page: Page, file: string): Promise<void> {
  await startJourney(page, "I Have a Script");
  await page.getByLabel("Project Title").fill("My Screenplay");
  await chooseGenre(page, "Drama");
  const response = await upload(page, fixture(file));
  expect(response.status()).toBe(200);
  const answer = (await response.json()) as { text: string; characters: number };
  expect(answer.characters).toBe(answer.text.length);
  expect(answer.characters).toBeGreaterThan(10_000);
  await expectToastSeen(
    page,
    `File Uploaded Successfully | Extracted ${answer.characters} characters from your file.`,
  );
  await expect(page.getByTestId("extracted-characters")).toHaveText(
    `${answer.characters.toLocaleString("en-US")} characters extracted`,
  );
  await expect(page.getByTestId("uploaded-file")).toHaveText(file);

  await page.reload();
  await expect(page.getByLabel("Project Title")).toHaveValue("My Screenplay");
  await expect(page.getByRole("combobox", { name: "Genre" })).toContainText("Drama");
  await expect(page.getByTestId("uploaded-file")).toHaveText(file);

  const request = page.waitForRequest((r) => r.url().endsWith("/api/analyze"));
  await page.getByRole("button", { name: "Continue" }).click();
  const body = (await request).postDataJSON();
  expect(body).toMatchObject({
    pitchText: answer.text,
    genre: "Drama",
    analysisType: "both",
    mode: "analyze",
    projectStage: "script",
    projectTitle: "My Screenplay",
  });
  expect(body.projectId).toMatch(/^project-\d+$/);
  await expect(page).toHaveURL(/\/review$/, { timeout: 90_000 });
  await expectToastSeen(page, "Analysis Complete!");
  expect((await seen(page)).panels).toContain("Analyzing your script...");
  const state = await wizard(page);
  expect(state.currentProject.analysisResult).toMatchObject({ isScriptAnalysis: true });
  expect(state.savedProjects).toHaveLength(1);

  // The report and its pictures come from the server's own reading of the upload.
  const { reading } = ScriptAnalysisSchema.required({ reading: true }).parse(
    (state.currentProject.analysisResult as { scriptAnalysis: unknown }).scriptAnalysis,
  );
  expect(reading).toMatchObject({ format: "feature", language: "en" });
  const lead = reading.protagonists[0] ?? "";
  if (file.startsWith("big_fish")) expect(lead).toBe("EDWARD");
  const charts = page.locator('[data-testid="reading-charts"]');
  await expect(charts.getByRole("heading", { name: "Your Script at a Glance" })).toBeVisible();
  await expect(page.getByTestId("structure-strip").locator("svg > g")).toHaveCount(reading.scenes.length);
  await expect(page.getByTestId("dialogue-share").locator("li")).not.toHaveCount(0);
  const leadPattern = lead.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  await expect(
    page.getByText(
      new RegExp(`My Screenplay is a \\d+-page feature in \\d+ scenes, led by ${leadPattern}\\b`, "i"),
    ),
  ).toBeVisible();
}

const scriptPathTitle = (file: string) =>
  `script path: ${file} uploads, survives a reload and is analysed to /review`;

test(scriptPathTitle("big_fish__screenplain.fdx"), async ({ page }) => {
  test.setTimeout(120_000);
  await scriptPathJourney(page, "big_fish__screenplain.fdx");
});

test("an upload that never reaches the server toasts 'Upload Failed' / 'Upload failed'", async ({ page }) => {
  await startJourney(page, "I Have a Script");
  await page.getByLabel("Project Title").fill("Offline Draft");
  // The connection drops mid-upload (the browser aborts the request at the network layer).
  await page.route(UPLOAD_ROUTE, (route) => route.abort("connectionreset"));
  await page.getByLabel("Upload File").setInputFiles(fixture("my_living_memory__afterwriting.fountain"));
  await expectToastSeen(page, "Upload Failed | Upload failed");
  await page.unroute(UPLOAD_ROUTE);
  await expect(page.getByLabel("Project Title")).toHaveValue("Offline Draft");
  await page.getByLabel("Upload File").setInputFiles(fixture("my_living_memory__afterwriting.fountain"));
  await expect(page.getByTestId("uploaded-file")).toHaveText("my_living_memory__afterwriting.fountain");
});

test.describe("extended corpus", () => {
  needsExtendedCorpus();

  test(scriptPathTitle("reason_of_state__screenjson-cli.pdf"), async ({ page }) => {
    test.setTimeout(120_000);
    await scriptPathJourney(page, "reason_of_state__screenjson-cli.pdf");
  });

  test("deck path: the upload shows real progress, then the analysis reaches /review", async ({ page }) => {
    test.setTimeout(120_000);
    const deck = fixture("greencoats_deck__pitch-deck-classifier.pdf");
    const size = readFileSync(deck).length;
    await startJourney(page, "I Have a Deck");
    await page.getByLabel("Project Title").fill("Greencoats");
    await chooseGenre(page, "Documentary");

    // Slow the upload down (Chromium's own network emulation) so the progress can be watched.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 20,
      downloadThroughput: -1,
      uploadThroughput: size / 4,
    });
    const response = upload(page, deck);
    const panel = page.getByTestId("loading-panel");
    await expect(panel).toContainText("Processing your deck...");
    await expect(panel).toContainText("This typically takes 2-3 minutes for a 20-page deck");
    const bar = page.getByRole("progressbar", { name: "Upload progress" });
    const values = new Set<number>();
    await expect
      .poll(
        async () => {
          const now = Number(await bar.getAttribute("aria-valuenow").catch(() => null));
          if (now) values.add(now);
          return [...values].filter((value) => value > 0 && value < 100).length;
        },
        { intervals: [100] },
      )
      .toBeGreaterThanOrEqual(2);
    await expect(panel).toContainText(/MB of .* MB uploaded|Upload complete/);
    await screenshot(page, "journey-onboarding-deck-progress-light-1280");
    expect((await response).status()).toBe(200);
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await expect(page.getByTestId("extracted-characters")).toBeVisible();
    const request = page.waitForRequest((r) => r.url().endsWith("/api/analyze"));
    await page.getByRole("button", { name: "Continue" }).click();
    expect((await request).postDataJSON()).toMatchObject({
      projectStage: "deck",
      analysisType: "both",
      mode: "analyze",
    });
    await expect(page).toHaveURL(/\/review$/, { timeout: 90_000 });
    await expectToastSeen(page, "Analysis Complete!");
    expect((await seen(page)).panels).toEqual(["Processing your deck...", "Analyzing your creative deck..."]);
    const result = (await wizard(page)).currentProject.analysisResult as {
      overallScore: number;
      categories: unknown[];
    };
    expect(result.categories.length).toBeGreaterThan(0);
  });
});

for (const [width, theme] of [
  [375, "dark"],
  [1280, "light"],
] as const) {
  test(`onboarding: a refused Continue leaves its sentence beside the button (${theme}, ${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await setTheme(page, theme);
    await startJourney(page, "I Have a Script");
    await page.getByLabel("Project Title").press("Enter");
    const inline = page.getByTestId("continue-error");
    await expect(inline).toHaveText("Project Title Required: Please enter a project title to continue.");
    await expect(page.getByTestId("toast")).toHaveCount(0, { timeout: 15_000 });
    await expect(inline).toBeVisible();
    await screenshot(page, `inline-error-onboarding-${theme}-${width}`);
    await page.getByLabel("Project Title").fill("Big Fish");
    await page.getByLabel("Project Title").press("Enter");
    await expect(inline).toHaveText("Genre Required: Please select a genre to continue.");
  });
}
