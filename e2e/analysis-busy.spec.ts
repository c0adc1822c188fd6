import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ANALYSIS_PROGRESS_HEADER } from "../domain/analysis-steps";
import { ANALYST_BUSY_MESSAGE } from "../server/analysis/engine/analyst-pool";
import { killStartedServers, startServerProcess } from "../server/test/server-process";
import { expect, screenshot, setTheme, test } from "./fixtures";
import { expectToastSeen, fixture, recordToasts, startJourney, toastsSeen } from "./journey-helpers";

/**
 * The analyst busy (ANALYSIS_MAX_WAIT_MS): a server with one analyst worker, held by another
 * visitor's long analysis, turns the visitor's analysis away at once with 503 and Retry-After. The
 * page says it is waiting for a free analyst, asks again as it was told, and completes without a
 * second click; nothing typed or uploaded is lost meanwhile.
 */
let base = "";

/** A whole screenplay sent as an idea: seconds of the one worker's time, answered small. */
const LONG_IDEA = readFileSync(fixture("big_fish__screenplain.fountain"), "utf8");

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(90_000);
  const server = await startServerProcess({
    NODE_ENV: "production",
    DATA_DIR: mkdtempSync(join(tmpdir(), "greenlit-e2e-busy-")),
    LOG_LEVEL: "error",
    ANALYST_WORKERS: "1",
  });
  base = server.base;
});

test.afterAll(() => killStartedServers());

/** Another visitor's long analysis, sent once it is in the analyst's queue or on its worker. */
async function occupyAnalyst(title: string): Promise<{ done: Promise<Response> }> {
  const first = await fetch(`${base}/api/history`);
  const cookie = (first.headers.get("set-cookie") ?? "").split(";")[0]!;
  const progressId = `occupying-${title}`;
  const done = fetch(`${base}/api/analyze`, {
    method: "POST",
    headers: { cookie, "content-type": "application/json", [ANALYSIS_PROGRESS_HEADER]: progressId },
    body: JSON.stringify({
      pitchText: LONG_IDEA,
      projectTitle: title,
      genre: "Drama",
      projectStage: "idea",
      mode: "analyze",
      analysisType: "creative",
    }),
  });
  await expect
    .poll(
      async () => {
        const progress = await fetch(`${base}/api/analyze/progress/${progressId}`, { headers: { cookie } });
        return ((await progress.json()) as { step: unknown }).step !== null;
      },
      { intervals: [20], timeout: 30_000 },
    )
    .toBe(true);
  return { done };
}

for (const [theme, width] of [
  ["light", 1280],
  ["dark", 375],
] as const) {
  test(`an analysis the busy analyst turns away waits, says so and completes by itself (${theme}, ${width} px)`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await recordToasts(page);
    await page.setViewportSize({ width, height: 900 });
    await setTheme(page, theme);
    await startJourney(page, "I Have a Script", base);
    // A title of its own: the other test's analysis, kept by the server, would answer this one.
    const title = `My Living Memory (${theme})`;
    await page.getByLabel("Project Title").fill(title);
    await page.getByRole("combobox", { name: "Genre" }).click();
    await page.getByRole("option", { name: "Comedy" }).click();
    await page.getByLabel("Upload File").setInputFiles(fixture("my_living_memory__afterwriting.fountain"));
    // This server's first upload also starts its extraction threads: slow on a busy machine.
    await expect(page.getByTestId("uploaded-file")).toHaveText("my_living_memory__afterwriting.fountain", {
      timeout: 30_000,
    });

    const other = await occupyAnalyst(`${theme}-${width}`);
    const first = page.waitForResponse((r) => r.url().endsWith("/api/analyze"));
    await page.getByRole("button", { name: "Continue" }).click();
    const refused = await first;
    expect(refused.status()).toBe(503);
    expect(Number(await refused.headerValue("retry-after"))).toBeGreaterThanOrEqual(1);
    expect(await refused.json()).toEqual({ error: ANALYST_BUSY_MESSAGE });
    // The refusal is no failure to the writer: the page waits and says for what.
    await expect(page.getByTestId("analysis-step")).toHaveText("Waiting for a free analyst...");
    await screenshot(page, `analysis-busy-${theme}-${width}`);

    expect((await other.done).status).toBe(200);
    await expect(page).toHaveURL(/\/review$/, { timeout: 30_000 });
    await expectToastSeen(page, "Analysis Complete!");
    expect((await toastsSeen(page)).filter((toast) => toast.startsWith("Analysis Failed"))).toEqual([]);
  });
}
