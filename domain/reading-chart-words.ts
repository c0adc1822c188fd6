import { type characterLanes, type dialogueShares, orderedGrid } from "./reading-cast-charts";
import {
  actSpans,
  countBy,
  DAY_LIGHT_LABELS,
  DAY_LIGHTS,
  type SceneSpan,
  SETTING_KINDS,
} from "./reading-charts";
import type { ReadingScene, ScriptReading } from "./script-reading";

/**
 * The titles and the words of the reading's pictures: the same on the review page (where they
 * are also the pictures' text alternative) and under the drawings in the PDF.
 */
export const READING_CHART_TITLES = {
  heading: "Your Script at a Glance",
  structure: "Structure by page",
  timeline: "Who is on screen when",
  dialogue: "Dialogue share",
  grid: "Coverage grid and verdict",
} as const;

export const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? "" : "s"}`;
export const pageRange = (start: number, end: number) => `${start}–${end}`;

export function structureWords(reading: ScriptReading, spans: readonly SceneSpan[]): string {
  const acts = actSpans(reading);
  const settings = countBy(
    SETTING_KINDS,
    spans.map((span) => span.setting),
  );
  const lights = countBy(
    DAY_LIGHTS,
    spans.map((span) => span.light),
  );
  const actWords = acts.map(({ act }) => `${act.label}, pages ${pageRange(act.startPage, act.endPage)}`);
  const isEstimated = acts.some(({ act }) => act.source === "estimated");
  const settingWords = SETTING_KINDS.filter((kind) => settings[kind] > 0).map(
    (kind) => `${settings[kind]} ${kind === "none" ? "without a setting" : kind}`,
  );
  const lightWords = DAY_LIGHTS.filter((kind) => lights[kind] > 0).map(
    (kind) => `${lights[kind]} ${DAY_LIGHT_LABELS[kind].toLowerCase()}`,
  );
  return [
    `${plural(spans.length, "scene")} across ${plural(reading.pages, "page")}.`,
    actWords.length > 0 ? `${actWords.join("; ")}${isEstimated ? " (acts estimated)" : ""}.` : "",
    spans.length > 0 ? `Scenes: ${settingWords.join(", ")}; ${lightWords.join(", ")}.` : "",
  ]
    .filter(Boolean)
    .join(" ");
}

export function laneWords(lane: ReturnType<typeof characterLanes>[number]): string {
  const { character, sceneNumbers } = lane;
  return `${character.name}: ${plural(sceneNumbers.length, "scene")}, pages ${character.firstPage} to ${character.lastPage}`;
}

export function timelineWords(reading: ScriptReading, lanes: ReturnType<typeof characterLanes>): string {
  return `The ${plural(lanes.length, "character")} on screen most, across the ${reading.pages} pages. ${lanes
    .map(laneWords)
    .join("; ")}.`;
}

export function dialogueWords(shares: ReturnType<typeof dialogueShares>): string {
  const total = shares.reduce((sum, row) => sum + row.words, 0);
  return `Share of the ${total.toLocaleString("en-US")} spoken words: ${shares
    .map((row) => `${row.name} ${row.percent}%`)
    .join(", ")}.`;
}

export function gridWords(reading: ScriptReading): string {
  const grid = orderedGrid(reading.grid);
  return `${grid.map((row) => `${row.item}: ${row.rating}`).join(", ")}. Verdict: ${
    reading.verdict.script
  } for the script, ${reading.verdict.writer} for the writer.`;
}

/** What a tap, hover or key on a scene shows: where it is, its heading and who is in it. */
export function sceneDetailWords(scene: ReadingScene): { place: string; heading: string; cast: string } {
  return {
    place: `Scene ${scene.number} · page ${scene.page}`,
    heading: scene.heading.trim() || "No heading",
    cast: scene.characters.length > 0 ? `Cast: ${scene.characters.join(", ")}` : "No characters named",
  };
}

export const SCENE_PROBE_LABELS = {
  hint: "Tap or hover a scene, or focus the drawing and use the arrow keys, to see its heading, page and cast.",
  structure: "Scenes along the pages",
  lane: (name: string) => `${name}'s scenes`,
} as const;
