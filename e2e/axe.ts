import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/** Serious and critical axe violations, as "rule: target" lines. */
export async function seriousViolations(page: Page): Promise<string[]> {
  // The debug toggle is deliberately faint (product.md §2: hidden, low-opacity); it is still a real,
  // named, keyboard-reachable button, and is fully opaque on focus and hover.
  const results = await new AxeBuilder({ page }).exclude("[data-debug-toggle]").analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(" ")}`));
}
