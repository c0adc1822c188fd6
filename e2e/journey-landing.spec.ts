import { expect, test } from "./fixtures";
import { choosePath, expectAccessible, type PathName, wizard } from "./journey-helpers";

const PATHS = ["I Have a Script", "I Have a Deck", "I Have an Idea"] as const;

test("landing: headline, badge, three paths as a radio group, CTA disabled until a choice", async ({
  page,
}) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByText("Free Instant Analysis • No Payment Required")).toBeVisible();
  await expect(page.getByText("The fastest way to make your story sellable.")).toBeVisible();
  const group = page.getByRole("group", { name: "Where are you starting from?" });
  for (const name of PATHS) {
    await expect(group.getByRole("radio", { name })).not.toBeChecked();
  }
  const start = page.getByRole("button", { name: "Start My Free Analysis" });
  await expect(start).toBeDisabled();
  await expectAccessible(page);

  await choosePath(page, "I Have a Deck");
  await expect(group.getByRole("radio", { name: "I Have a Deck" })).toBeChecked();
  await expect(start).toBeEnabled();
  expect((await wizard(page)).currentProject).toMatchObject({
    projectStage: "deck",
    mode: "analyze",
    analysisType: "both",
  });
  await expectAccessible(page);
});

test("landing: arrow keys move through the paths and set the stage (product.md §4)", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("radio", { name: "I Have a Script" }).focus();
  await page.keyboard.press("Space");
  await expect(page.getByRole("radio", { name: "I Have a Script" })).toBeChecked();
  expect((await wizard(page)).currentProject).toMatchObject({
    projectStage: "script",
    analysisType: "creative",
  });
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("radio", { name: "I Have a Deck" })).toBeChecked();
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("radio", { name: "I Have an Idea" })).toBeChecked();
  expect((await wizard(page)).currentProject).toMatchObject({
    projectStage: "idea",
    mode: "analyze",
    analysisType: "creative",
  });
  await page.keyboard.press("Tab"); // the 'Is this me?' button of the idea card
  await page.keyboard.press("Enter");
  const help = page.getByRole("note", { name: "About I Have an Idea" });
  await expect(help).toBeVisible();
  await expect(help).toContainText("No file needed");
  await page.keyboard.press("Escape");
  await expect(help).toBeHidden();
  await page.getByRole("button", { name: "Start My Free Analysis" }).click();
  await expect(page).toHaveURL(/\/pricing$/);
});

test("landing: every 'Is this me?' popover explains its path", async ({ page }) => {
  await page.goto("/");
  const texts: Record<string, RegExp> = {
    "I Have a Script": /screenplay/,
    "I Have a Deck": /pitch deck/,
    "I Have an Idea": /quick questions/,
  };
  for (const name of PATHS) {
    await page
      .getByTestId(`path-${name.split(" ").pop()?.toLowerCase()}`)
      .getByRole("button", { name: "Is this me?" })
      .click();
    const note = page.getByRole("note", { name: `About ${name}` });
    await expect(note).toBeVisible();
    await expect(note).toContainText(texts[name]!);
    await expectAccessible(page);
    await page.keyboard.press("Escape");
    await expect(note).toBeHidden();
  }
  // Opening a popover does not choose the path.
  await expect(page.getByRole("button", { name: "Start My Free Analysis" })).toBeDisabled();
});

test("pricing: the free card, benefits, upgrade note and the mode banner by stage", async ({ page }) => {
  const banners = {
    "I Have a Script": "Script Analysis Mode",
    "I Have a Deck": "Deck Analysis Mode",
    "I Have an Idea": "Idea Development Mode",
  } as const;
  for (const [path, banner] of Object.entries(banners) as [PathName, string][]) {
    await page.goto("/");
    await choosePath(page, path);
    await page.getByRole("button", { name: "Start My Free Analysis" }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(page.getByTestId("mode-banner")).toContainText(banner);
  }
  await expect(page.getByRole("heading", { name: "Free Analysis", exact: true })).toBeVisible();
  await expect(page.getByText("FREE", { exact: true })).toBeVisible();
  await expect(page.getByText("No payment required")).toBeVisible();
  for (const benefit of ["Instant insights", "Clear next steps", "Downloadable report"]) {
    await expect(page.getByText(benefit, { exact: true })).toBeVisible();
  }
  await expect(page.getByTestId("upgrade-note")).toContainText("Complete Deck Outline for $149");
  await expectAccessible(page);
});

test("pricing: 'Get Your Free Analysis' marks tier29 paid and routes by stage", async ({ page }) => {
  for (const [path, next] of [
    ["I Have an Idea", /\/prompts$/],
    ["I Have a Script", /\/onboarding$/],
    ["I Have a Deck", /\/onboarding$/],
  ] as const) {
    await page.goto("/");
    await choosePath(page, path);
    await page.getByRole("button", { name: "Start My Free Analysis" }).click();
    await page.getByRole("button", { name: "Get Your Free Analysis" }).click();
    await expect(page).toHaveURL(next);
    expect((await wizard(page)).currentProject.paidAtTier29).toBe(true);
  }
});

test("pricing opened directly, before a path is chosen, leads back to the choice", async ({ page }) => {
  await page.goto("/pricing");
  await expect(page.getByRole("heading", { name: "First, pick your starting point" })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("link", { name: "Choose My Starting Point" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("button", { name: "Start My Free Analysis" })).toBeDisabled();
});
