import { expect, test } from "./fixtures";
import { analyze, DECK_PITCH, IDEA_PITCH, listHistory } from "./history-api";

// Pages of two records (the server's own ?limit=, asked for by rewriting the first request) so
// that three real records span two pages: "The Last Lighthouse" has a version on each.
test.beforeEach(async ({ page }) => {
  await page.route("**/api/history", (route) => route.continue({ url: `${route.request().url()}?limit=2` }));
  await page.goto("/dashboard");
  const lighthouse = {
    projectStage: "deck",
    projectTitle: "The Last Lighthouse",
    projectId: "project-1",
  } as const;
  await analyze(page, { ...lighthouse, pitchText: DECK_PITCH });
  await analyze(page, {
    pitchText: IDEA_PITCH,
    projectStage: "idea",
    projectTitle: "Night Shift",
    projectId: "project-2",
  });
  await analyze(page, { ...lighthouse, pitchText: `${DECK_PITCH}\nRevised.` });
  await page.reload();
});

test("a project's versions on two pages stay one card once the older page is shown", async ({ page }) => {
  const cards = page.getByTestId("project-card");
  await expect(cards).toHaveCount(2);
  const lighthouse = cards.filter({ hasText: "The Last Lighthouse" });
  await expect(lighthouse).toContainText("1 version");

  await page.getByRole("button", { name: "Show Older Projects" }).click();
  await expect(lighthouse).toContainText("2 versions");
  await expect(cards).toHaveCount(2);
  await expect(cards.first()).toContainText("The Last Lighthouse");
  await expect(page.getByRole("button", { name: "Show Older Projects" })).toHaveCount(0);
});

test("deleting a project also deletes its versions on pages not shown yet", async ({ page }) => {
  const lighthouse = page.getByTestId("project-card").filter({ hasText: "The Last Lighthouse" });
  await lighthouse.getByRole("button", { name: "Delete Project" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Delete Project?" });
  await expect(dialog).toContainText("including any in older projects not shown yet");
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByTestId("toast")).toContainText("Project Deleted");
  await expect(page.getByTestId("project-card")).toHaveCount(1);
  expect((await listHistory(page)).map((r) => r.projectTitle)).toEqual(["Night Shift"]);
});
