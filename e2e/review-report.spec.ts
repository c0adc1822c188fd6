import { expect, test } from "./fixtures";
import { buildout, deckResult, ideaResult, scriptResult, seededProject, seedWizard } from "./review-data";

// Rendering tests: the wizard is seeded with realistic results (see review-data.ts).

test("without an analysis result /review redirects to /", async ({ page }) => {
  await page.goto("/review");
  await expect(page).toHaveURL(/\/$/);
});

test("a deck report: score, groups, categories, icons, colours and lists", async ({ page }) => {
  await seedWizard(page, seededProject({ analysisResult: deckResult }));
  await page.goto("/review");
  await expect(page.getByRole("heading", { level: 1, name: "Deck Assessment Complete" })).toBeVisible();
  await expect(
    page.getByText("See how your deck scores on story, clarity and market readiness"),
  ).toBeVisible();
  await expect(page.getByText("Pitch Effectiveness Score")).toBeVisible();
  await expect(page.getByText("6.8/10").first()).toBeVisible();
  await expect(page.getByText(deckResult.overallSummary)).toBeVisible();

  const one = page.getByTestId("category-group-one");
  const two = page.getByTestId("category-group-two");
  await expect(one.getByRole("button", { name: "Story & Clarity" })).toBeVisible();
  await expect(two.getByRole("button", { name: "Market & Execution" })).toBeVisible();
  for (const name of [
    "The Hook",
    "Logline Clarity",
    "Tone & Visual Style",
    "Story & Structure",
    "Characters",
  ]) {
    await expect(one.getByRole("heading", { name, exact: true })).toBeVisible();
  }
  await expect(one.getByRole("heading", { name: "Design and Readability" })).toBeVisible();
  for (const name of ["Market Readiness", "Funding Narrative", "Team & Execution", "Why Now / Urgency"]) {
    await expect(two.getByRole("heading", { name, exact: true })).toBeVisible();
  }
  await expect(two.getByRole("heading", { name: "Target Market & Platforms" })).toBeVisible();
  // an unknown name is still shown
  await expect(one.getByRole("heading", { name: "Sound Design" })).toBeVisible();
  await expect(page.getByTestId("category")).toHaveCount(12);

  const hook = page.getByTestId("category").filter({ hasText: "The Hook" });
  await expect(hook.locator("[data-icon-kind]")).toHaveAttribute("data-icon-kind", "spark");
  await expect(hook.locator("[data-score-color]")).toHaveText("8.4/10");
  await expect(hook.locator("[data-score-color]")).toHaveAttribute("data-score-color", "green");
  await expect(hook.getByRole("heading", { name: "Strengths" })).toBeVisible();
  await expect(hook.getByRole("heading", { name: "Areas to Improve" })).toBeVisible();
  await expect(hook.getByRole("heading", { name: "Suggestions" })).toBeVisible();
  await expect(hook.getByText("The hook arrives on slide 4; buyers decide by slide 2.")).toBeVisible();
  await expect(
    hook.getByText("Move the rocks image to the cover and cut the mission statement."),
  ).toBeVisible();
  const characters = page
    .getByTestId("category")
    .filter({ has: page.getByRole("heading", { name: "Characters", exact: true }) });
  await expect(characters.locator("[data-icon-kind]")).toHaveAttribute("data-icon-kind", "structure");
  await expect(characters.locator("[data-score-color]")).toHaveAttribute("data-score-color", "red");
  const market = page.getByTestId("category").filter({ hasText: "Market Readiness" });
  await expect(market.locator("[data-icon-kind]")).toHaveAttribute("data-icon-kind", "market");
  const tone = page.getByTestId("category").filter({ hasText: "Tone & Visual Style" });
  await expect(tone.locator("[data-score-color]")).toHaveAttribute("data-score-color", "amber");

  // groups collapse and reopen
  await two.getByRole("button", { name: "Market & Execution" }).click();
  await expect(two.getByRole("heading", { name: "Funding Narrative" })).toBeHidden();
  await two.getByRole("button", { name: "Market & Execution" }).click();
  await expect(two.getByRole("heading", { name: "Funding Narrative" })).toBeVisible();

  await expect(page.getByRole("heading", { name: "Next Steps" })).toBeVisible();
  for (const takeaway of deckResult.keyTakeaways) await expect(page.getByText(takeaway)).toBeVisible();
  await expect(page.getByText("Good stories become great pitches when you know what to show.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Download Analysis Report" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Download Creative Analysis" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Download Complete Deck Outline" })).toHaveCount(0);
  await page.getByRole("button", { name: "Download Analysis Report" }).click();
  await expect(page.getByTestId("toast")).toBeVisible();
});

test("an idea report uses the development labels", async ({ page }) => {
  await seedWizard(page, seededProject({ projectStage: "idea", analysisResult: ideaResult }));
  await page.goto("/review");
  await expect(
    page.getByRole("heading", { level: 1, name: "Your Idea Development Report Is Ready" }),
  ).toBeVisible();
  await expect(page.getByText("We've shaped your answers into a development report")).toBeVisible();
  await expect(page.getByText("Development Score")).toBeVisible();
  await expect(page.getByText("8.2/10").first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Creative Foundation" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Readiness & Next Steps" })).toBeVisible();
  const logline = page
    .getByTestId("category")
    .filter({ has: page.getByRole("heading", { name: "Logline", exact: true }) });
  await expect(logline.locator("[data-icon-kind]")).toHaveAttribute("data-icon-kind", "spark");
  const audience = page.getByTestId("category").filter({ hasText: "Audience Alignment" });
  await expect(audience.locator("[data-icon-kind]")).toHaveAttribute("data-icon-kind", "market");
  await expect(
    page.getByTestId("category-group-one").getByRole("heading", { name: "Audience Alignment" }),
  ).toBeVisible();
  await expect(page.getByTestId("category")).toHaveCount(9);
});

test("a script report: intro, summary and sections with story open first", async ({ page }) => {
  await seedWizard(page, seededProject({ projectStage: "script", analysisResult: scriptResult }));
  await page.goto("/review");
  await expect(page.getByRole("heading", { level: 1, name: "Your Script Analysis Is Ready" })).toBeVisible();
  await expect(page.getByText("Here's what's working in your script")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Script Analysis Report" })).toBeVisible();
  await expect(page.getByText("We read all 104 pages of THE LAST LIGHTHOUSE")).toBeVisible();
  await expect(
    page.getByText("A moody, character-driven thriller whose first act is its strongest asset."),
  ).toBeVisible();
  await expect(page.getByText("The second act loses pressure once the girl is hidden.")).toBeVisible();
  await expect(page.getByText("Pitch Effectiveness Score")).toHaveCount(0);

  const story = page.getByTestId("script-section-story");
  await expect(story.getByRole("button", { name: "Story & Structure" })).toHaveAttribute(
    "aria-expanded",
    "true",
  );
  await expect(story.getByText("The inciting incident lands on page 9, right on time.")).toBeVisible();
  await expect(story.getByText("Act two sags between pages 40 and 62")).toBeVisible();
  const characters = page.getByTestId("script-section-characters");
  await expect(characters.getByText("Elias speaks 31% of all dialogue")).toBeHidden();
  await characters.getByRole("button", { name: "Characters" }).click();
  await expect(characters.getByText("Elias speaks 31% of all dialogue")).toBeVisible();

  await expect(page.getByText("Give the harbour master a scene of his own.")).toBeVisible();
  await expect(page.getByText("Turn these notes into a deck that shows buyers the film.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Download Creative Analysis" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Download Analysis Report" })).toHaveCount(0);
});

test("the upsell and consultation cards", async ({ page }) => {
  await seedWizard(page, seededProject({ analysisResult: deckResult }));
  await page.goto("/review");
  const upsell = page.getByTestId("upsell-card");
  await expect(upsell.getByRole("heading", { name: "Build Your Complete Deck Outline" })).toBeVisible();
  for (const text of [
    "Complete deck copy, written slide by slide",
    "Tone and visual prompts for every slide",
    "A designer-ready structure you can hand straight over",
    "A proven storytelling formula that buyers recognise",
    "$149",
    "one-time",
  ]) {
    await expect(upsell.getByText(text, { exact: true })).toBeVisible();
  }
  await expect(upsell).toContainText("Use code BETAOCT2025 for $29 off (only $120)");
  await expect(upsell.getByRole("button", { name: "Generate My Deck" })).toBeEnabled();

  const consult = page.getByTestId("consultation-card");
  await expect(consult.getByRole("heading", { name: "Ready to Take Your Project Further?" })).toBeVisible();
  await expect(consult.getByRole("listitem")).toHaveCount(4);
  await expect(consult.getByText("$249")).toBeVisible();
  await expect(consult.getByText("60-minute one-on-one", { exact: true })).toBeVisible();
});

test("Book Your Consultation opens the configured booking page in a new tab", async ({ page, context }) => {
  const config = await (await page.request.get("/api/config")).json();
  expect(config.bookingUrl).toMatch(/^https?:\/\//);
  // the booking page is external: answer it locally so no request leaves the machine
  await context.route(`${config.bookingUrl}**`, (route) =>
    route.fulfill({ contentType: "text/html", body: "<title>Booking</title>" }),
  );
  await seedWizard(page, seededProject({ analysisResult: deckResult }));
  await page.goto("/review");
  const popupPromise = context.waitForEvent("page");
  await page.getByRole("button", { name: "Book Your Consultation" }).click();
  const popup = await popupPromise;
  await popup.waitForLoadState();
  expect(popup.url()).toBe(config.bookingUrl);
  expect(await popup.evaluate(() => window.opener)).toBeNull();
  await expect(page.getByTestId("toast")).toContainText("Opening Booking Page");
  await expect(page).toHaveURL(/\/review$/);
});

test("with a build-out: the outline downloads and the seven sections on the page", async ({ page }) => {
  await seedWizard(
    page,
    seededProject({
      mode: "generate",
      paidAtTier149: true,
      analysisResult: { ...deckResult, deckBuildout: buildout },
    }),
  );
  await page.goto("/review");
  await expect(page.getByTestId("upsell-card")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Download Analysis Report" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Download Complete Deck Outline" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Download as PowerPoint" })).toBeVisible();
  const view = page.getByTestId("buildout-view");
  const titles = [
    "Cover and Logline",
    "Tone + Visual Direction",
    "World",
    "Story Summary",
    "Characters",
    "Themes + Why Now",
    "Funding Narrative + Team",
  ];
  const sections = view.getByTestId("buildout-section");
  await expect(sections).toHaveCount(7);
  for (const [i, title] of titles.entries()) {
    await expect(sections.nth(i).getByRole("heading", { level: 3 })).toHaveText(`${i + 1}${title}`);
  }
  for (const text of [
    "Some tides bring back what the sea has taken.",
    buildout.cover_and_logline.logline,
    "A pale hand on wet black rock",
    "Windswept and tender",
    "Fog over the harbour",
    "Andrew Wyeth's coastal paintings",
    "The fishing fleet is gone.",
    "He chooses to be known.",
    "Forgiveness from those we never apologised to.",
    "Coastal communities are emptying.",
    "Festival-to-streaming path",
    "Aoife Byrne",
    "Niamh Doyle, Rory Walsh",
    "Irish co-production incentives apply.",
  ]) {
    await expect(view.getByText(text, { exact: true })).toBeVisible();
  }
  await expect(view.getByText("The Banshees of Inisherin", { exact: true })).toBeVisible();
  await expect(view.getByText("Casting and look: Weathered, silent, enormous hands.")).toBeVisible();
});
