import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/**
 * Waits for the page's finite transitions and animations to end: a button that has just become
 * enabled fades its colours for a moment, and a contrast check mid-fade reads colours no one sees.
 */
export async function settleTransitions(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** Serious and critical axe violations, as "rule: target" lines. */
export async function seriousViolations(page: Page): Promise<string[]> {
  await settleTransitions(page);
  // The debug toggle is deliberately faint (product.md §2: hidden, low-opacity); it is still a real,
  // named, keyboard-reachable button, and is fully opaque on focus and hover.
  const results = await new AxeBuilder({ page }).exclude("[data-debug-toggle]").analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(" ")}`));
}
