import { z } from "zod";
import { SCENE_SETTINGS } from "./script-reading";

/**
 * The production breakdown the reader counts from the pages (product.md §10 "Production
 * breakdown"), added to the script analysis as `breakdown`. Every name, place and element is
 * the script's own words; eighths are eighths of a page.
 */
export const ELEMENT_KINDS = ["vehicles", "animals", "weapons", "stunts", "sfx", "vfx"] as const;
export type ElementKind = (typeof ELEMENT_KINDS)[number];

export const ELEMENT_KIND_LABELS: Record<ElementKind, string> = {
  vehicles: "Vehicles",
  animals: "Animals",
  weapons: "Weapons",
  stunts: "Stunts",
  sfx: "Special effects",
  vfx: "Visual effects",
};

export const BUDGET_BANDS = ["micro", "low", "mid", "high"] as const;
export type BudgetBand = (typeof BUDGET_BANDS)[number];

export const BUDGET_BAND_LABELS: Record<BudgetBand, string> = {
  micro: "Micro (under $1M)",
  low: "Low ($1–5M)",
  mid: "Mid ($5–30M)",
  high: "High (over $30M)",
};

/** Said wherever the band is shown. */
export const BUDGET_ESTIMATE_NOTE =
  "An estimate from the pages, not a budget: it reads what the script asks for, not what it will cost.";

/** Day or night as a breakdown sheet counts it; anything else the heading says is "other". */
export const DAY_PARTS = ["day", "night", "other"] as const;
export type DayPart = (typeof DAY_PARTS)[number];

export const BreakdownElementsSchema = z.object({
  vehicles: z.array(z.string()),
  animals: z.array(z.string()),
  weapons: z.array(z.string()),
  stunts: z.array(z.string()),
  sfx: z.array(z.string()),
  vfx: z.array(z.string()),
});
export type BreakdownElements = z.infer<typeof BreakdownElementsSchema>;

/** The longest quote an element carries; a longer sentence is cut at a word with an ellipsis. */
export const ELEMENT_QUOTE_MAX = 200;

/** Where the pages ask for an element: the sentence of the action (or the heading) that names it. */
export const ElementQuoteSchema = z.object({
  kind: z.enum(ELEMENT_KINDS),
  name: z.string(),
  quote: z.string(),
});
export type ElementQuote = z.infer<typeof ElementQuoteSchema>;

export const BreakdownSceneSchema = z.object({
  number: z.number().int().min(1),
  heading: z.string(),
  page: z.number().int().min(1),
  eighths: z.number().int().min(1),
  setting: z.enum(SCENE_SETTINGS).nullable(),
  time: z.string(),
  location: z.string(),
  set: z.string(),
  /** Characters who speak in the scene (canonical names, proper case). */
  cast: z.array(z.string()),
  /** Non-speaking: named characters, crowds, extras and children the action puts in the scene. */
  extras: z.array(z.string()),
  elements: BreakdownElementsSchema,
  /** Each element's quote from the scene, in the order of `elements`; absent in older analyses. */
  quotes: z.array(ElementQuoteSchema).optional(),
  /** A year or span the heading (or, failing that, the title page) gives the scene. */
  period: z.string().nullable(),
});
export type BreakdownScene = z.infer<typeof BreakdownSceneSchema>;

export const BreakdownCastSchema = z.object({
  name: z.string().min(1),
  scenes: z.number().int().min(1),
  eighths: z.number().int().min(1),
  firstScene: z.number().int().min(1),
  lastScene: z.number().int().min(1),
});
export type BreakdownCast = z.infer<typeof BreakdownCastSchema>;

export const BreakdownLocationSchema = z.object({
  name: z.string().min(1),
  sets: z.array(z.string()),
  scenes: z.number().int().min(1),
  eighths: z.number().int().min(1),
  day: z.number().int().min(0),
  night: z.number().int().min(0),
});
export type BreakdownLocation = z.infer<typeof BreakdownLocationSchema>;

export const ProductionBreakdownSchema = z.object({
  scenes: z.array(BreakdownSceneSchema),
  cast: z.array(BreakdownCastSchema),
  locations: z.array(BreakdownLocationSchema),
  /** The script's period: its years from first to last ("1940s–1990s"), else null. */
  period: z.string().nullable(),
  budgetBand: z.object({
    band: z.enum(BUDGET_BANDS),
    /** What on the pages moves the band, each with its count ("53 night exteriors"). */
    drivers: z.array(z.string()),
  }),
});
export type ProductionBreakdown = z.infer<typeof ProductionBreakdownSchema>;

/** One row of the element table: an element, its kind, and the scenes it appears in. */
export interface BreakdownElementRow {
  kind: ElementKind;
  name: string;
  scenes: number[];
  /** The first scene's quote for it, with that scene's number and page. */
  firstQuote: { scene: number; page: number; quote: string } | null;
}

export function elementTable(breakdown: ProductionBreakdown): BreakdownElementRow[] {
  const rows = new Map<string, BreakdownElementRow>();
  for (const scene of breakdown.scenes) {
    for (const kind of ELEMENT_KINDS) {
      for (const name of scene.elements[kind]) {
        const key = `${kind}:${name}`;
        const row: BreakdownElementRow = rows.get(key) ?? { kind, name, scenes: [], firstQuote: null };
        row.scenes.push(scene.number);
        const quote = row.firstQuote
          ? undefined
          : scene.quotes?.find((entry) => entry.kind === kind && entry.name === name);
        if (quote) row.firstQuote = { scene: scene.number, page: scene.page, quote: quote.quote };
        rows.set(key, row);
      }
    }
  }
  return [...rows.values()].sort(
    (a, b) =>
      ELEMENT_KINDS.indexOf(a.kind) - ELEMENT_KINDS.indexOf(b.kind) ||
      b.scenes.length - a.scenes.length ||
      a.name.localeCompare(b.name),
  );
}

/** Where an element's quote is: "(scene 27, page 20)". */
export function quotePlace(at: { scene: number; page: number }): string {
  return `(scene ${at.scene}, page ${at.page})`;
}

/** "3 4/8" pages from eighths, as breakdown sheets write them. */
export function formatEighths(eighths: number): string {
  const whole = Math.floor(eighths / 8);
  const rest = eighths % 8;
  if (!whole) return `${rest}/8`;
  return rest ? `${whole} ${rest}/8` : String(whole);
}

export function dayPartOf(time: string): DayPart {
  const upper = time.toUpperCase();
  if (/\b(NIGHT|EVENING|DUSK|MIDNIGHT|LATE NIGHT)\b/.test(upper)) return "night";
  if (
    /\b(DAY|MORNING|AFTERNOON|DAWN|SUNRISE|SUNSET|NOON|MIDDAY|CONTINUOUS|LATER|MOMENTS LATER)\b/.test(upper)
  )
    return "day";
  return "other";
}

/**
 * A scene's people as a breakdown sheet heads them: who speaks, and who is there without a line
 * (a named character who only listens is cast all the same, beside the crowds and bit parts).
 */
export const SCENE_PEOPLE_LABELS = { cast: "Speaking cast", extras: "Silent cast and extras" } as const;

export const BREAKDOWN_CSV_COLUMNS = [
  "Scene",
  "Heading",
  "Page",
  "Pages (eighths)",
  "INT/EXT",
  "Time",
  "Location",
  "Set",
  "Period",
  SCENE_PEOPLE_LABELS.cast,
  SCENE_PEOPLE_LABELS.extras,
  ...ELEMENT_KINDS.map((kind) => ELEMENT_KIND_LABELS[kind]),
] as const;

function csvCell(raw: string): string {
  // A cell a spreadsheet would run as a formula is kept as text.
  const value = /^[=+@]/.test(raw) ? `'${raw}` : raw;
  return /[",\n\r]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** The breakdown as CSV, one row per scene (RFC 4180, CRLF). */
export function breakdownCsv(breakdown: ProductionBreakdown): string {
  const rows = breakdown.scenes.map((scene) => [
    String(scene.number),
    scene.heading,
    String(scene.page),
    formatEighths(scene.eighths),
    scene.setting ?? "",
    scene.time,
    scene.location,
    scene.set,
    scene.period ?? "",
    scene.cast.join("; "),
    scene.extras.join("; "),
    ...ELEMENT_KINDS.map((kind) => scene.elements[kind].join("; ")),
  ]);
  return [[...BREAKDOWN_CSV_COLUMNS], ...rows]
    .map((row) => row.map(csvCell).join(","))
    .join("\r\n")
    .concat("\r\n");
}
