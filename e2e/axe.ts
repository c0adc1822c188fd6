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

/**
 * axe-core's violations on the page (within `include`, outside `exclude`), every rule run. A page
 * without frames is checked by one axe.run in the page that describes its violations only: axe's
 * frame-by-frame mode describes every node that passes too, each with a selector, and carries them
 * all to a second blank page, which costs tens of seconds on a review with a scene table. A page
 * with frames (a payment card's) keeps that mode, which also checks frames of other origins.
 */
export async function axeViolations(
  page: Page,
  { include, exclude }: { include?: string; exclude?: string } = {},
): Promise<Awaited<ReturnType<AxeBuilder["analyze"]>>["violations"]> {
  let builder = new AxeBuilder({ page });
  if (include) builder = builder.include(include);
  if (exclude) builder = builder.exclude(exclude);
  if (page.frames().length === 1)
    builder = builder.setLegacyMode(true).options({ resultTypes: ["violations"] });
  return (await builder.analyze()).violations;
}

/** Serious and critical axe violations, as "rule: target" lines. */
export async function seriousViolations(page: Page): Promise<string[]> {
  await settleTransitions(page);
  // The debug toggle is deliberately faint (product.md §2: hidden, low-opacity); it is still a real,
  // named, keyboard-reachable button, and is fully opaque on focus and hover.
  const violations = await axeViolations(page, { exclude: "[data-debug-toggle]" });
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(" ")}`));
}
