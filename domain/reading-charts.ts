import type { ReadingAct, ReadingScene, SceneSetting, ScriptReading } from "./script-reading";

/**
 * Where things sit along a script's pages, for the pictures of a reading (the review page draws
 * them in SVG, the PDF with jsPDF). Positions are in pages from the top of page 1 (0) to the end
 * of the last page (`pages`); `fractionOf` turns one into 0-1 of the drawing's width.
 */
export type DayLight = "day" | "night" | "twilight" | "unstated";
export const DAY_LIGHTS: readonly DayLight[] = ["day", "night", "twilight", "unstated"];
export const DAY_LIGHT_LABELS: Record<DayLight, string> = {
  day: "Day",
  night: "Night",
  twilight: "Dawn or dusk",
  unstated: "Not stated",
};
export type SettingKind = SceneSetting | "none";
export const SETTING_KINDS: readonly SettingKind[] = ["INT", "EXT", "INT/EXT", "none"];
export const SETTING_LABELS: Record<SettingKind, string> = {
  INT: "INT (interior)",
  EXT: "EXT (exterior)",
  "INT/EXT": "INT/EXT (both)",
  none: "No setting",
};

export interface SceneSpan {
  scene: ReadingScene;
  start: number;
  end: number;
  setting: SettingKind;
  light: DayLight;
}

export interface PageSpan {
  start: number;
  end: number;
}

// The time of day in the writer's words, in the languages scripts reach us in.
const DAY_WORDS = /^(DAY|MORNING|AFTERNOON|NOON|MIDDAY|TAG|MORGEN|MITTAG|JOUR|MATIN|DÍA|DIA|MAÑANA|GIORNO)$/;
const NIGHT_WORDS = /^(NIGHT|EVENING|MIDNIGHT|NACHT|ABEND|NUIT|SOIR|NOCHE|NOTTE|SERA)$/;
const TWILIGHT_WORDS = /^(DAWN|DUSK|SUNRISE|SUNSET|TWILIGHT|MAGIC|PRE-DAWN|DÄMMERUNG|AUBE|CRÉPUSCULE)$/;
const SAME_TIME_WORDS = /^(CONTINUOUS|LATER|SAME|MOMENTS|CONT'D|CONTINUING)$/;

/** A scene's light from its time words; "CONTINUOUS" or "LATER" keeps the previous scene's. */
export function dayLightOf(time: string, previous: DayLight = "unstated"): DayLight {
  const words = time
    .toUpperCase()
    .split(/[^\p{L}'-]+/u)
    .filter(Boolean);
  for (const word of words) {
    if (DAY_WORDS.test(word)) return "day";
    if (NIGHT_WORDS.test(word)) return "night";
    if (TWILIGHT_WORDS.test(word) || word.endsWith("DAWN")) return "twilight";
  }
  return words.some((word) => SAME_TIME_WORDS.test(word)) ? previous : "unstated";
}

/**
 * Each scene from its start page and length in eighths, in script order: a scene starts where
 * the one before it ended, but never before its own page nor past that page's last eighth; a
 * scene is cut short where the next one starts, and runs on to it across a gap under an eighth.
 */
export function sceneSpans(reading: Pick<ScriptReading, "pages" | "scenes">): SceneSpan[] {
  const pages = Math.max(1, reading.pages);
  const starts: number[] = [];
  let previousEnd = 0;
  let previousPage = 0;
  for (const scene of reading.scenes) {
    const pageStart = Math.min(Math.max(scene.page - 1, 0), pages - 1 / 8);
    // A scene from an earlier page that overran this whole page was counted long: trust the page.
    const isOverrun = previousPage < pageStart && previousEnd >= pageStart + 1;
    const start = isOverrun ? pageStart : Math.min(Math.max(pageStart, previousEnd), pageStart + 7 / 8);
    starts.push(start);
    previousEnd = start + scene.eighths / 8;
    previousPage = pageStart;
  }
  let light: DayLight = "unstated";
  return reading.scenes.map((scene, index) => {
    const start = starts[index] ?? 0;
    const next = starts[index + 1] ?? pages;
    light = dayLightOf(scene.time, light);
    return {
      scene,
      start,
      end: Math.max(start, Math.min(closeGap(start + scene.eighths / 8, next), next, pages)),
      setting: scene.setting ?? "none",
      light,
    };
  });
}

/** Lengths are whole eighths, so a scene that stops short of the next by less than one ran into it. */
const closeGap = (end: number, next: number) => (next - end <= 1 / 8 + 1e-9 ? next : end);

/** 0-1 of the drawing's width for a position in pages. */
export function fractionOf(position: number, pages: number): number {
  return Math.min(1, Math.max(0, position / Math.max(1, pages)));
}

export interface ActSpan {
  act: ReadingAct;
  start: number;
  end: number;
}

/** The acts as spans, in page order, kept inside the script. */
export function actSpans(reading: Pick<ScriptReading, "pages" | "acts">): ActSpan[] {
  return [...reading.acts]
    .sort((a, b) => a.startPage - b.startPage)
    .map((act) => {
      const start = Math.min(Math.max(act.startPage - 1, 0), reading.pages);
      return { act, start, end: Math.max(start, Math.min(act.endPage, reading.pages)) };
    });
}

const TICK_STEPS = [1, 2, 5, 10, 20, 25, 50, 100, 200, 500];

/** Page numbers to label along the axis: page 1, then round steps, at most `most` labels. */
export function pageTicks(pages: number, most = 7): number[] {
  const step = TICK_STEPS.find((candidate) => Math.ceil(pages / candidate) <= most) ?? pages;
  const ticks = [1];
  // A step's page too near page 1 would print over its label.
  for (let page = step; page <= pages; page += step) if (page - 1 > step / 2) ticks.push(page);
  return ticks;
}

/** A scene length the way production counts it: "3/8", "1", "2 5/8" pages. */
export function formatEighths(eighths: number): string {
  const whole = Math.floor(eighths / 8);
  const rest = eighths % 8;
  if (rest === 0) return String(whole);
  return whole === 0 ? `${rest}/8` : `${whole} ${rest}/8`;
}

export const LEGEND_TITLES = { setting: "Setting", light: "Time of day" } as const;

/** The kinds a legend names: the usual two always, the others only when a scene has them. */
export function shownSettings(counts: Record<SettingKind, number>): SettingKind[] {
  return SETTING_KINDS.filter((kind) => kind === "INT" || kind === "EXT" || counts[kind] > 0);
}
export function shownLights(counts: Record<DayLight, number>): DayLight[] {
  return DAY_LIGHTS.filter((kind) => kind === "day" || kind === "night" || counts[kind] > 0);
}

export function countBy<K extends string>(keys: readonly K[], values: readonly K[]): Record<K, number> {
  const counts = Object.fromEntries(keys.map((key) => [key, 0])) as Record<K, number>;
  for (const value of values) counts[value] += 1;
  return counts;
}

/** The span at a position in pages, or the nearest one when the position falls between spans. */
export function spanAt<T extends PageSpan>(spans: readonly T[], position: number): T | undefined {
  let nearest: T | undefined;
  let distance = Number.POSITIVE_INFINITY;
  for (const span of spans) {
    if (position >= span.start && position < span.end) return span;
    const away = position < span.start ? span.start - position : position - span.end;
    if (away < distance) {
      distance = away;
      nearest = span;
    }
  }
  return nearest;
}
