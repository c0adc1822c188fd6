import type { Page } from "@playwright/test";
import type { AnalysisResult } from "#domain/analysis";
import { QUESTIONS, type QuestionKey } from "#domain/questionnaire";
import { seriousViolations } from "./axe";
import { expect, screenshot, setTheme, test } from "./fixtures";
import { payForDeckOutline } from "./helpers/pay-sandbox";
import { SEEDED_PROJECT_ID } from "./journey-helpers";
import { seededProject, seedWizard } from "./review-data";

// Issue 26: after the enhancement questionnaire the deck's re-scored analysis is a new version
// that says what the answers added; the first version stays openable from My Projects.

const DECK = [
  "GREENCOATS",
  "Edible coatings for fruit. A documentary about the people who make them.",
  "We follow a small team in a barn who make a coating from plant wax. It is good. Fruit lasts longer on the shelf and in the kitchen.",
  "The film shows the barn, the orchard and the market where the fruit is sold.",
  "Thank you for reading.",
].join("\f");
const ANSWERS: Partial<Record<QuestionKey, string>> = {
  logline:
    "When a failed chemist discovers that a plant wax can keep fruit fresh for weeks, she must prove it on a broke family orchard before the supermarket contract that could save it goes to a rival.",
  synopsis:
    "Act one: Maya loses her lab job and returns to her mother's orchard. Act two: her coating works in the barn but fails at scale, and the rival buys her supplier. Act three: she bets the last harvest on one public trial at the wholesale market.",
  urgency: "A third of the food grown is wasted, and new EU rules on packaging waste start in 2026.",
  audience: "Climate-curious viewers of Kiss the Ground and The Biggest Little Farm, 25-45.",
};
const CREDIT =
  "Scored with your questionnaire answers: logline, synopsis, why now and audience. The material you uploaded is scored as before; these answers add to it.";

const nextButton = (page: Page) => page.getByRole("button", { name: /^(Next|Continue|Generate My Deck)$/ });

for (const [theme, width] of [
  ["light", 1280],
  ["dark", 375],
] as const) {
  test(`the enhanced deck is a new version saying what the answers added; the first stays openable (${theme})`, async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await setTheme(page, theme);
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/");
    // The deck's first version, analysed as an upload is.
    const first = await page.request.post("/api/analyze", {
      data: {
        pitchText: DECK,
        genre: "Documentary",
        projectTitle: "Greencoats",
        projectId: SEEDED_PROJECT_ID,
        projectStage: "deck",
        analysisType: "both",
        mode: "analyze",
      },
    });
    expect(first.ok(), await first.text()).toBe(true);
    const one = (await first.json()) as AnalysisResult;
    const firstScore = one.overallScore!.toFixed(1);
    await seedWizard(
      page,
      seededProject({
        id: SEEDED_PROJECT_ID,
        title: "Greencoats",
        genre: "Documentary",
        pitchText: DECK,
        uploadedText: DECK,
        uploadedFile: "greencoats.pdf",
        analysisResult: one,
        enhanceWithPrompts: true,
        paidAtTier149: true,
      }),
    );
    await payForDeckOutline(page, SEEDED_PROJECT_ID);

    await page.goto("/prompts");
    for (const [index, question] of QUESTIONS.entries()) {
      const answer = ANSWERS[question.key];
      if (answer) await page.getByLabel(question.label).fill(answer);
      if (index < QUESTIONS.length - 1) await nextButton(page).click();
    }
    await expect(nextButton(page)).toHaveText("Generate My Deck");
    await nextButton(page).click();
    await expect(page).toHaveURL(/\/review$/, { timeout: 120_000 });
    await expect(page.getByTestId("buildout-view")).toBeVisible();

    // The new score says why it moved: the answers it was scored with, and from what it moved.
    await expect(page.getByTestId("questionnaire-credit")).toHaveText(CREDIT);
    const whatChanged = page.getByTestId("what-changed");
    await expect(whatChanged).toBeVisible();
    await expect(whatChanged).toContainText(firstScore);
    await expect(whatChanged).toContainText("Logline");
    // The debug toggle is faint on purpose (product.md §2); nothing else may be serious.
    expect(await seriousViolations(page)).toEqual([]);
    for (const shotWidth of [375, 1280]) {
      await page.setViewportSize({ width: shotWidth, height: 900 });
      // What each score quotes takes the table's whole width, on a phone too.
      const table = whatChanged.getByTestId("delta-table");
      const tableWidth = (await table.boundingBox())?.width ?? 0;
      const quotes = await table
        .locator("li")
        .evaluateAll((items) => items.map((item) => item.getBoundingClientRect().width));
      expect(quotes.length).toBeGreaterThan(0);
      for (const width of quotes) expect(width).toBeGreaterThan(tableWidth * 0.9);
      await page.evaluate(() => window.scrollTo(0, 0));
      await screenshot(page, `enhancement-new-version-${theme}-${shotWidth}`);
    }

    // My Projects holds both versions; the first opens with its own score and no credit line.
    await page.goto("/dashboard");
    await page.getByRole("button", { name: "All versions (2)" }).click();
    const rows = page.getByTestId("version-row");
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(1)).toContainText(`Version 1 · Analysis`);
    await expect(rows.nth(1)).toContainText(`${firstScore}/10`);
    await expect(rows.nth(0)).toContainText(`Version 2 · Deck outline`);
    await page.getByRole("button", { name: "Open version 1 of Greencoats" }).click();
    await expect(page).toHaveURL(/\/review$/);
    await expect(page.getByRole("heading", { name: "Deck Assessment Complete" })).toBeVisible();
    await expect(page.getByText(`${firstScore}/10`, { exact: true }).first()).toBeVisible();
    await expect(page.getByTestId("questionnaire-credit")).toHaveCount(0);
    await expect(page.getByTestId("buildout-view")).toHaveCount(0);

    // And the enhanced one reopens with its credit line.
    await page.goto("/dashboard");
    await page.getByRole("button", { name: "All versions (2)" }).click();
    await page.getByRole("button", { name: "Open version 2 of Greencoats" }).click();
    await expect(page.getByTestId("questionnaire-credit")).toHaveText(CREDIT);
  });
}
