import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { expect, test } from "./fixtures";

const DIST = join(process.cwd(), "dist", "client");
const BUDGET_GZIP_BYTES = 150 * 1024;
const LCP_BUDGET_MS = 1500;

test("the landing page loads at most 150 kB of gzipped JavaScript", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("button", { name: "Start My Free Analysis" })).toBeVisible();
  const scripts = await page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .map((entry) => entry.name)
      .filter((name) => new URL(name).pathname.endsWith(".js")),
  );
  expect(scripts.length).toBeGreaterThan(0);
  const gzip = scripts.reduce((sum, url) => {
    const file = join(DIST, new URL(url).pathname);
    return sum + gzipSync(readFileSync(file), { level: 9 }).length;
  }, 0);
  console.log(`landing initial JS: ${(gzip / 1024).toFixed(1)} kB gzip in ${scripts.length} file(s)`);
  expect(gzip).toBeLessThanOrEqual(BUDGET_GZIP_BYTES);
});

/**
 * A first visit each time: a fresh context, so nothing is cached. The machine is shared and noise
 * only ever adds time, so the best of five cold loads is judged (all five are printed).
 */
test("landing Largest Contentful Paint is under 1.5 s", async ({ browser }) => {
  const samples: number[] = [];
  for (let run = 0; run < 5; run++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto("/", { waitUntil: "load" });
    const lcp = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          new PerformanceObserver((list) => {
            const entries = list.getEntries();
            const last = entries[entries.length - 1];
            if (last) resolve(last.startTime);
          }).observe({ type: "largest-contentful-paint", buffered: true });
        }),
    );
    samples.push(lcp);
    await context.close();
  }
  const sorted = [...samples].sort((a, b) => a - b);
  const [best, median] = [sorted[0]!, sorted[2]!];
  console.log(
    `landing LCP (cold): ${samples.map((s) => s.toFixed(0)).join(", ")} ms; best ${best.toFixed(0)}, median ${median.toFixed(0)} ms`,
  );
  expect(best).toBeLessThan(LCP_BUDGET_MS);
});
