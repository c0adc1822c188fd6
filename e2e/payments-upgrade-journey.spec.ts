import { expect, screenshot, test } from "./fixtures";
import { payWithCard } from "./helpers/card-form";
import { IDEA_PITCH } from "./history-api";
import { ideaResult, seededProject, seedWizard, wizardProject } from "./review-data";

// Issue 7's whole upgrade in the sandbox, with nothing seeded on the server:
// review -> checkout -> coupon -> pay -> payment-success -> review -> generate -> build-out shown.
test("the Complete Deck Outline upgrade end to end", async ({ page }) => {
  await seedWizard(
    page,
    seededProject({ projectStage: "idea", pitchText: IDEA_PITCH, analysisResult: ideaResult }),
  );
  await page.goto("/review");
  await page.getByRole("button", { name: "Generate My Deck" }).click();
  await expect(page).toHaveURL(/\/checkout\?tier=tier149&projectId=project-1700000000000$/);
  await expect(page.getByRole("heading", { name: "Complete Deck Outline - $149", level: 1 })).toBeVisible();

  // The server refuses generation for this project until it is paid.
  const refused = await page.request.post("/api/analyze", {
    data: {
      pitchText: IDEA_PITCH,
      genre: "Drama",
      analysisType: "both",
      projectStage: "idea",
      projectId: "project-1700000000000",
      promptAnswers: {},
      mode: "generate",
      generateDeckBuildout: true,
    },
  });
  expect(refused.status()).toBe(402);

  await page.getByLabel("Have a coupon code?").fill("betaoct2025");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByTestId("order-total")).toHaveText("$120");
  await payWithCard(page, "$120");

  await expect(page.getByRole("heading", { name: "Payment Verified!" })).toBeVisible();
  expect(await wizardProject(page)).toMatchObject({ id: "project-1700000000000", paidAtTier149: true });
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/review$/);

  // Paid idea: Continue starts the generation straight away (product.md §4), no second click.
  await expect(page.getByTestId("toast")).toContainText("Deck Generated!", { timeout: 30_000 });
  await expect(page.getByTestId("buildout-view")).toBeVisible();
  await expect(page.getByRole("button", { name: "Download Complete Deck Outline" })).toBeVisible();
  expect((await wizardProject(page)).analysisResult?.deckBuildout).toBeTruthy();
  await screenshot(page, "payments-upgrade-journey-generated-1280");
});
