import { readFileSync } from "node:fs";
import { seriousViolations } from "./axe";
import { expect, screenshot, setTheme, test } from "./fixtures";
import { payWithCard } from "./helpers/card-form";
import { IDEA_PITCH } from "./history-api";
import { deckResult, ideaResult, seededProject, seedWizard } from "./review-data";

const PROJECT_ID = "project-1700000000000";

// Issue 26, pay once: receipt on success, Continue starts the outline, Back never charges twice.
for (const [width, theme] of [
  [375, "dark"],
  [1280, "light"],
] as const) {
  test(`paying once: receipt, outline started, a second payment refused (${theme}, ${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await setTheme(page, theme);
    await seedWizard(
      page,
      seededProject({ projectStage: "idea", pitchText: IDEA_PITCH, analysisResult: ideaResult }),
    );
    await page.goto("/review");
    await page.getByRole("button", { name: "Generate My Deck" }).click();
    await expect(page).toHaveURL(/\/checkout\?tier=tier149/);
    await page.getByLabel("Have a coupon code?").fill("betaoct2025");
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page.getByTestId("order-total")).toHaveText("$120");
    await payWithCard(page, "$120");

    // The receipt: project, amount, coupon, date and payment id, also as a PDF.
    await expect(page.getByRole("heading", { name: "Payment Verified!" })).toBeVisible();
    const receipt = page.getByTestId("receipt");
    await expect(receipt).toContainText("The Last Lighthouse");
    await expect(receipt).toContainText("$120.00");
    await expect(receipt).toContainText("BETAOCT2025 (-$29.00)");
    await expect(receipt).toContainText(/pi_sandbox_\w+/);
    await expect(receipt).toContainText(String(new Date().getFullYear()));
    // Words wrap whole; only a word longer than its column (the payment id) may break inside.
    const brokenWords = await receipt.locator("dd").evaluateAll((cells) =>
      cells.flatMap((cell) => {
        const text = cell.firstChild;
        if (!text || text.nodeType !== Node.TEXT_NODE) return [];
        const words = [...(text.textContent ?? "").matchAll(/\S+/g)];
        return words.flatMap((word) => {
          const range = document.createRange();
          range.setStart(text, word.index ?? 0);
          range.setEnd(text, (word.index ?? 0) + word[0].length);
          const rects = [...range.getClientRects()];
          const lines = new Set(rects.map((rect) => Math.round(rect.top)));
          const width = rects.reduce((sum, rect) => sum + rect.width, 0);
          return lines.size > 1 && width <= cell.clientWidth ? [word[0]] : [];
        });
      }),
    );
    expect(brokenWords).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, `pay-once-receipt-${theme}-${width}`);
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Download Receipt (PDF)" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^greenlit-receipt-pi_sandbox_\w+\.pdf$/);
    const pdf = readFileSync(await download.path()).toString("latin1");
    expect(pdf.startsWith("%PDF-")).toBe(true);
    expect(pdf).toContain("/Title (Greenlit receipt)");

    // Continue: the outline is generated without a second click, and the allowance is shown.
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page).toHaveURL(/\/review$/);
    await expect(page.getByTestId("buildout-view")).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId("regenerate-bar")).toContainText("9 of 10 generations left");
    await expect(page.getByRole("button", { name: "Regenerate Outline" })).toBeEnabled();
    await screenshot(page, `pay-once-regenerate-${theme}-${width}`);

    // Back to the card form: the server refuses a second payment; the page leads back to the project.
    await page.goBack();
    await page.goBack();
    await page.goBack();
    await page.goto(`/checkout?tier=tier149&projectId=${PROJECT_ID}`);
    const card = page.getByTestId("already-purchased");
    await expect(card).toContainText(
      "You have already purchased the Complete Deck Outline for this project.",
    );
    await expect(page.getByRole("button", { name: /Pay \$/ })).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, `pay-once-refused-${theme}-${width}`);
    const second = await page.request.post("/api/create-payment-intent", {
      data: { tier: "tier149", projectId: PROJECT_ID },
    });
    expect(second.status()).toBe(409);
    await page.getByRole("link", { name: "Back to Your Project" }).click();
    await expect(page).toHaveURL(/\/review$/);

    // Regenerate within the allowance: one more counted.
    await page.getByRole("button", { name: "Regenerate Outline" }).click();
    await expect(page.getByTestId("regenerate-bar")).toContainText("8 of 10 generations left", {
      timeout: 30_000,
    });
  });
}

test("a paid script project lands on 'Paid — generate your outline' with the enhance question open", async ({
  page,
}) => {
  await seedWizard(
    page,
    seededProject({ projectStage: "deck", enhanceWithPrompts: null, analysisResult: deckResult }),
  );
  await page.goto("/review");
  await page.getByRole("button", { name: "Generate My Deck" }).click();
  await payWithCard(page, "$149");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("dialog", { name: "Want Better Results?" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByTestId("paid-state")).toContainText(
    "Paid — generate your outline (10 of 10 generations left)",
  );
  await screenshot(page, "pay-once-paid-state-1280");
});
