import { type PageSpan, sceneSpans } from "./reading-charts";
import {
  GRID_ITEMS,
  type GridRating,
  type GridRow,
  type ReadingCharacter,
  type ScriptReading,
} from "./script-reading";

/** Who is on screen when, and who speaks how much: the cast pictures of a reading. */
export const TIMELINE_CHARACTERS = 6;
export const DIALOGUE_SHARE_CHARACTERS = 6;
export const OTHERS_LABEL = "Everyone else";

/** Most present first: scenes, then words, then who comes on first, then name. */
export function topCharacters(characters: readonly ReadingCharacter[], count: number): ReadingCharacter[] {
  return [...characters]
    .sort(
      (a, b) =>
        b.scenes - a.scenes || b.words - a.words || a.firstPage - b.firstPage || a.name.localeCompare(b.name),
    )
    .slice(0, count);
}

const cueName = (name: string) =>
  name
    .replace(/\([^)]*\)/g, " ")
    .replace(/\s+/g, " ")
    .trim()
    .toUpperCase();

export interface CharacterLane {
  character: ReadingCharacter;
  /** Scenes of the reading this character is present in. */
  sceneNumbers: number[];
  /** Where on the pages, touching scenes merged. */
  spans: PageSpan[];
}

/** The six most present characters and the stretches of pages they are on. */
export function characterLanes(
  reading: Pick<ScriptReading, "pages" | "scenes" | "characters">,
  count = TIMELINE_CHARACTERS,
): CharacterLane[] {
  const spans = sceneSpans(reading);
  return topCharacters(reading.characters, count).map((character) => {
    const names = new Set([character.name, ...character.aliases].map(cueName));
    const lane: CharacterLane = { character, sceneNumbers: [], spans: [] };
    for (const span of spans) {
      if (!span.scene.characters.some((name) => names.has(cueName(name)))) continue;
      lane.sceneNumbers.push(span.scene.number);
      const last = lane.spans.at(-1);
      if (last && span.start - last.end < 1e-9) last.end = Math.max(last.end, span.end);
      else lane.spans.push({ start: span.start, end: span.end });
    }
    return lane;
  });
}

/** Whole percentages that add up to 100 (largest remainder); all zero when nothing is counted. */
export function wholePercents(values: readonly number[]): number[] {
  const total = values.reduce((sum, value) => sum + value, 0);
  if (total <= 0) return values.map(() => 0);
  const exact = values.map((value) => (value * 100) / total);
  const floors = exact.map(Math.floor);
  let left = 100 - floors.reduce((sum, value) => sum + value, 0);
  const order = exact
    .map((value, index) => ({ index, rest: value - Math.floor(value) }))
    .sort((a, b) => b.rest - a.rest || a.index - b.index);
  for (const { index } of order) {
    if (left <= 0) break;
    floors[index] = (floors[index] ?? 0) + 1;
    left -= 1;
  }
  return floors;
}

export interface DialogueShare {
  name: string;
  words: number;
  speeches: number;
  /** 0-1 of all spoken words. */
  share: number;
  percent: number;
  isOthers: boolean;
}

/** The characters who speak most, by words, then everyone else together. */
export function dialogueShares(
  characters: readonly ReadingCharacter[],
  count = DIALOGUE_SHARE_CHARACTERS,
): DialogueShare[] {
  const speakers = characters
    .filter((character) => character.words > 0)
    .sort((a, b) => b.words - a.words || a.name.localeCompare(b.name));
  const total = speakers.reduce((sum, character) => sum + character.words, 0);
  const shown = speakers.slice(0, count);
  const rest = speakers.slice(count);
  const rows = shown.map((character) => ({
    name: character.name,
    words: character.words,
    speeches: character.speeches,
    isOthers: false,
  }));
  if (rest.length > 0) {
    rows.push({
      name: OTHERS_LABEL,
      words: rest.reduce((sum, character) => sum + character.words, 0),
      speeches: rest.reduce((sum, character) => sum + character.speeches, 0),
      isOthers: true,
    });
  }
  const percents = wholePercents(rows.map((row) => row.words));
  return rows.map((row, index) => ({
    ...row,
    share: total > 0 ? row.words / total : 0,
    percent: percents[index] ?? 0,
  }));
}

/** Excellent 4 … Poor 1, for the grid's rating marks. */
export const RATING_LEVELS: Record<GridRating, number> = { Excellent: 4, Good: 3, Fair: 2, Poor: 1 };

/** The coverage grid in its fixed order, one row per item the reading rated. */
export function orderedGrid(grid: readonly GridRow[]): GridRow[] {
  return GRID_ITEMS.flatMap((item) => grid.filter((row) => row.item === item).slice(0, 1));
}
