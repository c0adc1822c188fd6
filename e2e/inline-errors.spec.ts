import { test as base, type Locator, type Page } from "@playwright/test";
import { DELETE_FAILED_FALLBACK } from "../client/features/dashboard/components/delete-project-dialog";
import { SAMPLE_BUILDOUT, SAMPLE_DECK_RESULT } from "../client/features/review/exports/test/sample-results";
import { EXPORT_ERRORS } from "../domain/exports";
import { DECLINED_CARD } from "../server/payments/test/payment-test-helpers";
import { startRelay } from "../server/test/tcp-relay";
import { seriousViolations } from "./axe";
import { expect, screenshot, setTheme, test } from "./fixtures";
import { payWithCard } from "./helpers/card-form";
import { payForDeckOutline } from "./helpers/pay-sandbox";
import { analyze, IDEA_PITCH, listHistory } from "./history-api";
import { ideaResult, seededProject, seedWizard } from "./review-data";

/**
 * Every error toast also leaves its sentence beside the control it concerns, and it stays there
 * after the toast has gone, until the next try: paying, downloading, deleting and generating.
 */
const VIEWS = [
  [375, "dark"],
  [1280, "light"],
] as const;

async function open(page: Page, width: number, theme: "light" | "dark") {
  await page.setViewportSize({ width, height: 900 });
  await setTheme(page, theme);
}

/** The whole page from its top (a sticky header drawn where the page was scrolled misleads). */
async function shot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, name);
}

/** The toast says it and goes after its 5 seconds; the sentence beside the control stays. */
async function outlivesItsToast(page: Page, inline: Locator, text: string) {
  await expect(inline).toHaveText(text);
  const toast = page.getByTestId("toast");
  await expect(toast).toContainText(text.slice(0, text.indexOf(":")));
  await expect(toast).toHaveCount(0, { timeout: 15_000 });
  await expect(inline).toHaveText(text);
}

for (const [width, theme] of VIEWS) {
  test(`a declined card leaves 'Payment Failed' beside Pay until the next try (${theme}, ${width} px)`, async ({
    page,
  }) => {
    await open(page, width, theme);
    await seedWizard(
      page,
      seededProject({ projectStage: "idea", pitchText: IDEA_PITCH, analysisResult: ideaResult }),
    );
    await page.goto("/review");
    await page.getByRole("button", { name: "Generate My Deck" }).click();
    await payWithCard(page, "$149", DECLINED_CARD);
    const inline = page.getByTestId("payment-error");
    await outlivesItsToast(page, inline, "Payment Failed: Your card was declined.");
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, `inline-error-payment-${theme}-${width}`);
    // The next try clears it.
    await page.getByLabel("Card number").fill("4242 4242 4242 4242");
    await page.getByRole("button", { name: "Pay $149" }).click();
    await expect(page.getByRole("heading", { name: "Payment Verified!" })).toBeVisible();
    await expect(inline).toHaveCount(0);
  });

  test(`a generation the server refuses leaves 'Generation Failed' beside the report until the next try (${theme}, ${width} px)`, async ({
    page,
  }) => {
    await open(page, width, theme);
    // The browser believes the outline is paid for; the server knows no purchase for the project.
    const project = seededProject({
      projectStage: "idea",
      pitchText: IDEA_PITCH,
      analysisResult: ideaResult,
      paidAtTier149: true,
    });
    await seedWizard(page, project);
    await page.goto("/review");
    const refused = page.waitForResponse((response) => response.url().endsWith("/api/analyze"));
    await page.getByRole("button", { name: "Generate My Deck" }).click();
    const answer = await refused;
    expect(answer.status()).toBeGreaterThanOrEqual(400);
    const { error } = (await answer.json()) as { error: string };
    const inline = page.getByTestId("generate-error");
    await outlivesItsToast(page, inline, `Generation Failed: ${error}`);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, `inline-error-generate-${theme}-${width}`);
    // Bought on the server, the next try generates and the sentence goes.
    await payForDeckOutline(page, project.id!);
    await page.getByRole("button", { name: "Generate My Deck" }).click();
    await expect(page.getByTestId("buildout-view")).toBeVisible({ timeout: 60_000 });
    await expect(inline).toHaveCount(0);
  });

  test(`a delete that reaches no server leaves 'Delete Failed' in the dialog until the next try (${theme}, ${width} px)`, async ({
    page,
    baseURL,
  }) => {
    // The page is served through a relay of this test's own, stopped while the dialog is open (new
    // connections refused, open ones cut) and started again on the same port.
    const server = new URL(baseURL!);
    let relay = await startRelay(server);
    const base = `http://127.0.0.1:${relay.port}`;
    await open(page, width, theme);
    const title = `Cut Off ${theme} ${width}`;
    await page.goto(`${base}/`);
    const analyzed = await page.request.post(`${base}/api/analyze`, {
      data: {
        pitchText: IDEA_PITCH,
        projectStage: "idea",
        projectTitle: title,
        projectId: `project-cut-off-${theme}-${width}`,
      },
    });
    expect(analyzed.status()).toBe(200);
    await page.goto(`${base}/dashboard`);
    const card = page.getByTestId("project-card").filter({ hasText: title });
    await card.getByRole("button", { name: "Delete Project" }).click();
    const dialog = page.getByRole("alertdialog");
    await relay.close();
    await dialog.getByRole("button", { name: "Delete", exact: true }).click();
    const inline = dialog.getByTestId("delete-error");
    await outlivesItsToast(page, inline, `Delete Failed: ${DELETE_FAILED_FALLBACK}`);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, `inline-error-delete-${theme}-${width}`);
    // The server back, the next try deletes it and the sentence goes with the dialog.
    relay = await startRelay(server, relay.port);
    await dialog.getByRole("button", { name: "Delete", exact: true }).click();
    await expect(page.getByTestId("toast")).toContainText("Project Deleted");
    await expect(inline).toHaveCount(0);
    await expect(card).toHaveCount(0);
    await relay.close();
  });

  // The plain test: a refused download logs its incomplete data with console.error on purpose.
  base(
    `a refused download leaves 'Download Failed' beside the buttons until the next try (${theme}, ${width} px)`,
    async ({ page }) => {
      await open(page, width, theme);
      const blank = JSON.parse(
        JSON.stringify(SAMPLE_BUILDOUT, (_, value) => (typeof value === "string" ? "" : value)),
      );
      await seedWizard(
        page,
        seededProject({
          projectStage: "deck",
          analysisResult: { ...SAMPLE_DECK_RESULT, deckBuildout: blank },
          paidAtTier149: true,
        }),
      );
      await page.goto("/review");
      await page.getByRole("button", { name: "Download Complete Deck Outline" }).click();
      const inline = page.getByTestId("download-error");
      await outlivesItsToast(page, inline, `Download Failed: ${EXPORT_ERRORS.buildout}`);
      expect(await seriousViolations(page)).toEqual([]);
      await shot(page, `inline-error-download-${theme}-${width}`);
      // The next download that works clears it.
      const [file] = await Promise.all([
        page.waitForEvent("download"),
        page.getByRole("button", { name: "Download Analysis Report" }).click(),
      ]);
      expect(file.suggestedFilename()).toMatch(/\.pdf$/);
      await expect(inline).toHaveCount(0);
    },
  );
}

test("deleting a project another device has already deleted says 'Project Deleted'", async ({ page }) => {
  const title = "Deleted Elsewhere";
  await page.goto("/");
  await analyze(page, {
    pitchText: IDEA_PITCH,
    projectStage: "idea",
    projectTitle: title,
    projectId: "project-deleted-elsewhere",
  });
  await page.goto("/dashboard");
  const card = page.getByTestId("project-card").filter({ hasText: title });
  await expect(card).toBeVisible();
  // The same visitor deletes it elsewhere; this page still shows it.
  for (const record of await listHistory(page)) {
    if (record.projectTitle === title) {
      expect((await page.request.delete(`/api/history/${record.id}`)).status()).toBe(200);
    }
  }
  await card.getByRole("button", { name: "Delete Project" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete", exact: true }).click();
  await expect(page.getByTestId("toast")).toContainText("Project Deleted");
  await expect(page.getByTestId("delete-error")).toHaveCount(0);
  await expect(card).toHaveCount(0);
});
