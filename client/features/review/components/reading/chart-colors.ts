import type { DayLight, SettingKind } from "#domain/reading-charts";

/**
 * One colour per kind, as an SVG fill and as a legend swatch, in both themes; each at 3:1 or more
 * against the card (e2e/chart-contrast.spec.ts measures them).
 */
export interface ChartColor {
  fill: string;
  swatch: string;
}

export const SETTING_COLORS: Record<Exclude<SettingKind, "INT/EXT">, ChartColor> = {
  INT: { fill: "fill-primary", swatch: "bg-primary" },
  EXT: { fill: "fill-sky-600 dark:fill-sky-400", swatch: "bg-sky-600 dark:bg-sky-400" },
  none: { fill: "fill-muted-foreground/75", swatch: "bg-muted-foreground/75" },
};

export const LIGHT_COLORS: Record<DayLight, ChartColor> = {
  day: { fill: "fill-amber-600 dark:fill-amber-300", swatch: "bg-amber-600 dark:bg-amber-300" },
  night: { fill: "fill-indigo-900 dark:fill-indigo-400", swatch: "bg-indigo-900 dark:bg-indigo-400" },
  twilight: { fill: "fill-rose-500 dark:fill-rose-400", swatch: "bg-rose-500 dark:bg-rose-400" },
  unstated: { fill: "fill-muted-foreground/75", swatch: "bg-muted-foreground/75" },
};

/** Width of the SVG drawings' own coordinates; they stretch to the width of their box. */
export const VIEW_WIDTH = 1000;
