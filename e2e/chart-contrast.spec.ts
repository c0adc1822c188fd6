import { expect, setTheme, test } from "./fixtures";
import { openReading } from "./helpers/reading-charts";

/**
 * Every coloured mark of the reading's pictures against the card it sits on, in both themes: the
 * colours as the browser computes them from the CSS variables (translucent ones laid over the card),
 * contrast by WCAG's relative luminance. Tracks (fill-muted) are the ground, not marks.
 */
async function markContrasts(page: import("@playwright/test").Page): Promise<Record<string, number>> {
  return page.evaluate(() => {
    const canvas = document.createElement("canvas");
    canvas.width = 1;
    canvas.height = 1;
    const context = canvas.getContext("2d", { willReadFrequently: true })!;
    const rgb = (color: string, under: string): number[] => {
      context.clearRect(0, 0, 1, 1);
      context.fillStyle = under;
      context.fillRect(0, 0, 1, 1);
      context.fillStyle = color;
      context.fillRect(0, 0, 1, 1);
      return [...context.getImageData(0, 0, 1, 1).data].slice(0, 3);
    };
    const luminance = (channels: number[]) => {
      const [r, g, b] = channels.map((value) => {
        const c = value / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    const background = (element: Element): string => {
      for (let at: Element | null = element; at; at = at.parentElement) {
        const color = getComputedStyle(at).backgroundColor;
        if (color !== "rgba(0, 0, 0, 0)" && color !== "transparent") return color;
      }
      return "#ffffff";
    };
    const ratios: Record<string, number> = {};
    const charts = document.querySelector('[data-testid="reading-charts"]')!;
    for (const mark of charts.querySelectorAll("svg rect, svg circle, svg path, svg line")) {
      const name = mark.getAttribute("class") ?? "";
      // The card-coloured strokes are gaps between marks, not marks.
      if (!/fill-|stroke-/.test(name) || /(^|\s)(fill-muted|stroke-card)(\s|$)/.test(name)) continue;
      const style = getComputedStyle(mark);
      const paint = /(^|\s)fill-/.test(name) ? style.fill : style.stroke;
      const ground = background(mark.closest("svg")!);
      const opacity = Number(style.opacity) * Number(style.fillOpacity || 1);
      const composed = rgb(paint, ground);
      const base = rgb(ground, "#ffffff");
      const mixed = composed.map((value, index) => value * opacity + base[index]! * (1 - opacity));
      const [high, low] = [luminance(mixed), luminance(base)].sort((a, b) => b - a);
      const ratio = Math.round(((high! + 0.05) / (low! + 0.05)) * 100) / 100;
      ratios[name] = Math.min(ratios[name] ?? Number.POSITIVE_INFINITY, ratio);
    }
    // The coverage grid's empty rating marks are outlines (an inset ring): the ring is the mark.
    for (const pip of charts.querySelectorAll('[data-pip="empty"]')) {
      const ring =
        /(rgba?\([^)]*\))[^,]*inset/.exec(getComputedStyle(pip).boxShadow)?.[1] ?? "rgba(0, 0, 0, 0)";
      const ground = background(pip);
      const [high, low] = [luminance(rgb(ring, ground)), luminance(rgb(ground, "#ffffff"))].sort(
        (a, b) => b - a,
      );
      const ratio = Math.round(((high! + 0.05) / (low! + 0.05)) * 100) / 100;
      ratios["empty pip"] = Math.min(ratios["empty pip"] ?? Number.POSITIVE_INFINITY, ratio);
    }
    return ratios;
  });
}

for (const theme of ["light", "dark"] as const) {
  test(`every chart mark stands at 3:1 or more against its card (${theme})`, async ({ page }) => {
    await setTheme(page, theme);
    await openReading(page, 1280);
    // The charts are their own lazily loaded chunk: wait for the last of them before measuring.
    await expect(page.getByTestId("coverage-grid").locator('[data-pip="empty"]').first()).toBeVisible();
    const ratios = await markContrasts(page);
    expect(ratios["empty pip"]).toBeDefined();
    console.log(theme, JSON.stringify(ratios));
    expect(Object.keys(ratios).length).toBeGreaterThan(3);
    const failing = Object.entries(ratios).filter(([, ratio]) => ratio < 3);
    expect(failing).toEqual([]);
  });
}
