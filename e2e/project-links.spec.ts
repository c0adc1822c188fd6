import type { Browser, Page } from "@playwright/test";
import { seriousViolations } from "./axe";
import { expect, screenshot, setTheme, test } from "./fixtures";
import { analyze, IDEA_PITCH } from "./history-api";

// Each test analyses and generates for real on a shared, loaded machine.
test.describe.configure({ timeout: 180_000 });

const CASES = [
  [375, "dark"],
  [1280, "light"],
] as const;

async function freshPage(browser: Browser, width: number, theme: "light" | "dark"): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  await setTheme(page, theme);
  return page;
}

/** An idea project analysed, bought and generated through the real API, in the page's session. */
async function boughtProject(page: Page, projectId: string, projectTitle: string) {
  await analyze(page, { pitchText: IDEA_PITCH, projectStage: "idea", projectTitle, projectId });
  await analyze(page, {
    pitchText: IDEA_PITCH,
    projectStage: "idea",
    projectTitle,
    projectId,
    mode: "generate",
  });
}

for (const [width, theme] of CASES) {
  test(`a recovery link opens the same projects and the bought outline in another browser (${theme}, ${width} px)`, async ({
    page,
    browser,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await setTheme(page, theme);
    const title = `Night Shift ${theme} ${width}`;
    await boughtProject(page, `project-recover-${width}`, title);
    await page.goto("/dashboard");
    const card = page.getByTestId("recovery-link-card");
    await expect(card.getByRole("heading", { name: "Open your projects on another device" })).toBeVisible();
    const link = await card.getByTestId("recovery-link").inputValue();
    expect(link).toMatch(/\/recover#[A-Za-z0-9_-]{43}$/);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, `project-links-dashboard-${theme}-${width}`);

    // Another browser: no cookies, no local storage.
    const other = await freshPage(browser, width, theme);
    await other.goto("/dashboard");
    await expect(other.getByRole("heading", { name: "No Projects Yet" })).toBeVisible();
    await other.goto(link);
    await expect(other.getByRole("heading", { name: "Your projects are open here" })).toBeVisible();
    expect(other.url()).not.toContain("#");
    await screenshot(other, `project-links-recovered-${theme}-${width}`);
    await other.getByRole("link", { name: "Go to My Projects" }).click();
    await expect(other.getByRole("heading", { name: title })).toBeVisible();
    // The bought outline, with its purchase: the allowance is the server's.
    await other.getByRole("button", { name: "All versions (2)" }).click();
    await other.getByRole("button", { name: `Open version 2 of ${title}` }).click();
    await expect(other.getByTestId("buildout-view")).toBeVisible();
    await expect(other.getByTestId("regenerate-bar")).toContainText("9 of 10 generations left");
    // The first version opens too.
    await other.goto("/dashboard");
    await other.getByRole("button", { name: "All versions (2)" }).click();
    await other.getByRole("button", { name: `Open version 1 of ${title}` }).click();
    await expect(other.getByTestId("buildout-view")).toHaveCount(0);
    await expect(other.getByTestId("paid-state")).toContainText("Paid — generate your outline");

    // Replace: the old link stops working (404 with a sentence), the new one works.
    await page.getByRole("button", { name: "Replace Link" }).click();
    await expect(card.getByTestId("recovery-link")).not.toHaveValue(link);
    const third = await freshPage(browser, width, theme);
    const refused = await third.request.post("/api/recovery-link/open", {
      data: { token: link.split("#")[1] },
    });
    expect(refused.status()).toBe(404);
    await third.goto(link);
    await expect(third.getByRole("heading", { name: "This link does not open any projects" })).toBeVisible();
    await expect(third.getByRole("alert")).toContainText("does not work any more");
    expect(await seriousViolations(third)).toEqual([]);
    await screenshot(third, `project-links-recovery-revoked-${theme}-${width}`);
    await page.getByRole("button", { name: "Turn Off Link" }).click();
    await expect(card.getByRole("button", { name: "Make a Link" })).toBeVisible();
  });

  test(`a share link shows one version read-only without cookies, and 404 once turned off (${theme}, ${width} px)`, async ({
    page,
    browser,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await setTheme(page, theme);
    const title = `Shared ${theme} ${width}`;
    await boughtProject(page, `project-share-${width}`, title);
    await page.goto("/dashboard");
    await page.getByRole("button", { name: "All versions (2)" }).click();
    await page.getByRole("button", { name: `Open version 2 of ${title}` }).click();
    const share = page.getByTestId("share-version-card");
    await share.getByRole("button", { name: "Share Read-Only Link" }).click();
    const link = await share.getByTestId("share-link").inputValue();
    expect(link).toMatch(/\/share\/[A-Za-z0-9_-]{43}$/);
    await screenshot(page, `project-links-share-owner-${theme}-${width}`);

    const visitor = await freshPage(browser, width, theme);
    expect(await visitor.context().cookies()).toEqual([]);
    await visitor.goto(link);
    const report = visitor.getByTestId("shared-report");
    await expect(report.getByText("Shared read-only report")).toBeVisible();
    await expect(
      report.getByRole("heading", { name: "Your Idea Development Report Is Ready" }),
    ).toBeVisible();
    await expect(visitor.getByTestId("buildout-view")).toBeVisible();
    for (const absent of ["Show Debug", "Generate My Deck", "Book Your Consultation", "Regenerate Outline"]) {
      await expect(visitor.getByRole("button", { name: absent })).toHaveCount(0);
    }
    await expect(visitor.getByTestId("upsell-card")).toHaveCount(0);
    expect(await seriousViolations(visitor)).toEqual([]);
    await screenshot(visitor, `project-links-shared-${theme}-${width}`);

    await share.getByRole("button", { name: "Turn Off Share Link" }).click();
    await expect(share.getByRole("button", { name: "Share Read-Only Link" })).toBeVisible();
    const token = link.split("/share/")[1];
    expect((await visitor.request.get(`/api/shared/${token}`)).status()).toBe(404);
    await visitor.reload();
    await expect(visitor.getByRole("heading", { name: "Report not available" })).toBeVisible();
    await screenshot(visitor, `project-links-share-revoked-${theme}-${width}`);
  });
}
