import { format } from "date-fns";
import { DATE_FORMAT } from "../domain/constants";
import { expect, test } from "./fixtures";
import { analyze, DECK_PITCH, IDEA_PITCH, listHistory, SCRIPT_TEXT } from "./history-api";

// Every record here is real: created through POST /api/analyze in the page's own session.

test("empty state and the loading text", async ({ page }) => {
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  // hold the real answer back a moment so the loading text can be seen
  await page.route("**/api/history", async (route) => {
    await gate;
    await route.continue();
  });
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { level: 1, name: "My Projects" })).toBeVisible();
  await expect(page.getByText("Loading your projects...")).toBeVisible();
  release();
  await expect(page.getByRole("heading", { name: "No Projects Yet" })).toBeVisible();
  await expect(page.getByText("Loading your projects...")).toHaveCount(0);
  await page.getByRole("button", { name: "Create Your First Project" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("New Project resets the wizard project and goes to /", async ({ page }) => {
  await page.goto("/dashboard");
  await page.evaluate(() => {
    const state = JSON.parse(localStorage.getItem("pitch-deck-wizard") ?? "{}");
    localStorage.setItem(
      "pitch-deck-wizard",
      JSON.stringify({ ...state, currentProject: { ...state.currentProject, title: "Half finished" } }),
    );
  });
  await page.reload();
  await page.getByRole("button", { name: "New Project" }).click();
  await expect(page).toHaveURL(/\/$/);
  const state = await page.evaluate(() => JSON.parse(localStorage.getItem("pitch-deck-wizard") ?? "{}"));
  expect(state.currentProject.title).toBe("");
  expect(state.currentStep).toBe("landing");
});

test("projects with several versions: cards, dates, badges, and returning to the generated one", async ({
  page,
}) => {
  await page.goto("/dashboard");
  await analyze(page, {
    pitchText: DECK_PITCH,
    projectStage: "deck",
    projectTitle: "The Last Lighthouse",
    projectId: "project-101",
    genre: "Drama",
  });
  await analyze(page, {
    pitchText: `${DECK_PITCH}\nRevised.`,
    projectStage: "deck",
    projectTitle: "The Last Lighthouse",
    projectId: "project-101",
    genre: "Drama",
  });
  const generated = await analyze(page, {
    pitchText: DECK_PITCH,
    projectStage: "deck",
    projectTitle: "The Last Lighthouse",
    projectId: "project-101",
    genre: "Drama",
    mode: "generate",
  });
  expect(generated.deckBuildout).toBeTruthy();
  await analyze(page, {
    pitchText: SCRIPT_TEXT,
    projectStage: "script",
    projectTitle: "Lighthouse Rocks (script)",
    projectId: "project-202",
    genre: "Thriller",
  });
  await analyze(page, {
    pitchText: IDEA_PITCH,
    projectStage: "idea",
    projectTitle: "Night Shift",
    projectId: "project-303",
    genre: "Comedy",
  });

  await page.reload();
  const cards = page.getByTestId("project-card");
  await expect(cards).toHaveCount(3);
  // newest group first
  await expect(cards.nth(0).getByRole("heading")).toHaveText("Night Shift");
  await expect(cards.nth(2).getByRole("heading")).toHaveText("The Last Lighthouse");
  const today = format(new Date(), DATE_FORMAT);
  const lighthouse = cards.filter({ hasText: "The Last Lighthouse" });
  await expect(lighthouse).toContainText(today);
  await expect(lighthouse).toContainText("3 versions");
  for (const badge of ["Analysis", "Deck Generated", "Deck", "Drama"]) {
    await expect(lighthouse.getByText(badge, { exact: true })).toBeVisible();
  }
  const night = cards.filter({ hasText: "Night Shift" });
  await expect(night.getByText("Deck Generated", { exact: true })).toHaveCount(0);
  for (const badge of ["Analysis", "Idea", "Comedy"])
    await expect(night.getByText(badge, { exact: true })).toBeVisible();
  await expect(night).toContainText("1 version");
  await expect(
    cards.filter({ hasText: "Lighthouse Rocks" }).getByText("Script", { exact: true }),
  ).toBeVisible();

  await lighthouse.getByRole("button", { name: "Return to Project" }).click();
  await expect(page).toHaveURL(/\/review$/);
  await expect(page.getByRole("heading", { level: 1, name: "Deck Assessment Complete" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Download Complete Deck Outline" })).toBeVisible();
  await expect(page.getByTestId("buildout-view")).toContainText(
    generated.deckBuildout!.cover_and_logline.headline,
  );
  await expect(page.getByTestId("upsell-card")).toHaveCount(0);
  const project = await page.evaluate(
    () => JSON.parse(localStorage.getItem("pitch-deck-wizard") ?? "{}").currentProject,
  );
  expect(project).toMatchObject({
    id: "project-101",
    title: "The Last Lighthouse",
    mode: "generate",
    projectStage: "deck",
    genre: "Drama",
  });
  expect(project.analysisResult.overallScore).toBe(generated.overallScore);

  await page.goto("/dashboard");
  await page
    .getByTestId("project-card")
    .filter({ hasText: "Lighthouse Rocks" })
    .getByRole("button", { name: "Return to Project" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Your Script Analysis Is Ready" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Script Analysis Report" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Download Creative Analysis" })).toBeVisible();
  await expect(page.getByTestId("upsell-card")).toBeVisible();
});

test("Delete Project: Cancel keeps it; Delete removes every version with one DELETE each", async ({
  page,
}) => {
  await page.goto("/dashboard");
  for (const note of ["", "\nSecond draft.", "\nThird draft."]) {
    await analyze(page, {
      pitchText: `${DECK_PITCH}${note}`,
      projectStage: "deck",
      projectTitle: "Doomed Deck",
      projectId: "project-404",
    });
  }
  await analyze(page, {
    pitchText: IDEA_PITCH,
    projectStage: "idea",
    projectTitle: "Keeper",
    projectId: "project-505",
  });
  await page.reload();
  const doomed = page.getByTestId("project-card").filter({ hasText: "Doomed Deck" });
  await expect(doomed).toContainText("3 versions");

  await doomed.getByRole("button", { name: "Delete Project" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Delete Project?" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('"Doomed Deck" and all 3 versions');
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId("project-card")).toHaveCount(2);

  const deletes: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "DELETE") deletes.push(new URL(request.url()).pathname);
  });
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/api/history/*", async (route) => {
    await gate;
    await route.continue();
  });
  await doomed.getByRole("button", { name: "Delete Project" }).click();
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(dialog.getByRole("button", { name: "Deleting..." })).toBeDisabled();
  release();
  await expect(page.getByTestId("toast")).toContainText("Project Deleted");
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId("project-card")).toHaveCount(1);
  await expect(page.getByTestId("project-card")).toContainText("Keeper");
  expect(deletes).toHaveLength(3);
  const remaining = await listHistory(page);
  expect(remaining.map((r) => r.projectTitle)).toEqual(["Keeper"]);
  expect(deletes.sort()).not.toContain(`/api/history/${remaining[0]!.id}`);
});

test("a project already deleted in another tab: 'Project Deleted', and the list is refreshed", async ({
  page,
}) => {
  await page.goto("/dashboard");
  await analyze(page, {
    pitchText: IDEA_PITCH,
    projectStage: "idea",
    projectTitle: "Gone Elsewhere",
    projectId: "project-606",
  });
  await page.reload();
  await expect(page.getByTestId("project-card")).toHaveCount(1);
  // the version is deleted behind the page's back (another tab), so the page's DELETE meets a 404:
  // the project is gone, which is what the visitor asked for
  const [record] = await listHistory(page);
  expect((await page.request.delete(`/api/history/${record!.id}`)).status()).toBe(200);
  const answers: number[] = [];
  page.on("response", (response) => {
    if (response.request().method() === "DELETE") answers.push(response.status());
  });
  await page.getByRole("button", { name: "Delete Project" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  const toast = page.getByTestId("toast");
  await expect(toast).toContainText("Project Deleted");
  await expect(toast).not.toContainText("Delete Failed");
  expect(answers).toEqual([404]);
  await expect(page.getByRole("heading", { name: "No Projects Yet" })).toBeVisible();
});
