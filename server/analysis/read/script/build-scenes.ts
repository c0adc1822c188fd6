import { countWords } from "#analysis/read/text/words";
import type { SceneSetting } from "#domain/script-reading";
import { typesetLines } from "#server/screenplay/estimate-pages";
import { characterName, collapseSpaces, headingSetting, headingTime } from "#server/screenplay/patterns";
import {
  type ElementType,
  type ScreenplayElement,
  STRUCTURE_TYPES,
} from "#server/screenplay/screenplay-element";
import type { SceneModel } from "./scene-model";

/** Material before the first heading is a scene of its own when it holds more than credits. */
const MIN_OPENING_WORDS = 40;
/** Title-page and credit lines: who wrote it, who owns it, which draft, how to reach them. */
export const CREDIT_LINE =
  /\b(written by|screenplay by|teleplay by|story by|based on|draft|revision|copyright|all rights reserved|registered|WGA|pictures|films|productions|entertainment|studios?)\b|©|\(c\)|@|\bwww\.|\+?\d[\d ()-]{7,}\d/i;

export function settingOf(heading: string): SceneSetting | null {
  return headingSetting(heading);
}

/** The writer's own words for the time of day (after the last dash, or a time word after a comma). */
export function timeOf(heading: string): string {
  return headingTime(heading);
}

/** Elements -> scenes with pages, eighths and cues. `pages` is the script's page count. */
export function buildScenes(elements: readonly ScreenplayElement[], pages: number): SceneModel[] {
  const scenes: SceneModel[] = [];
  let current: (SceneModel & { lines: number }) | null = null;
  const opening: ScreenplayElement[] = [];
  let previous: ElementType | null = null;
  const open = (heading: string, element: ScreenplayElement | null, page: number) => {
    current = {
      number: scenes.length + 1,
      heading,
      page,
      endPage: page,
      eighths: 1,
      setting: settingOf(heading),
      time: timeOf(heading),
      characters: [],
      cues: [],
      elements: element ? [element] : [],
      words: 0,
      dialogueWords: 0,
      lines: 0,
    };
    scenes.push(current);
  };
  for (const element of elements) {
    if (element.type === "scene-heading") {
      if (!current && substantial(opening)) {
        open("", null, opening[0]?.page ?? 1);
        for (const early of opening) add(early);
      }
      open(collapseSpaces(element.text), element, element.page ?? 1);
      continue;
    }
    if (!current) {
      opening.push(element);
      continue;
    }
    add(element);
  }
  if (!current && substantial(opening)) {
    open("", null, opening[0]?.page ?? 1);
    for (const early of opening) add(early);
  }
  return finish(scenes as (SceneModel & { lines: number })[], pages);

  function add(element: ScreenplayElement) {
    const scene = current as (SceneModel & { lines: number }) | null;
    if (!scene) return;
    if (scene.elements[0] !== element) scene.elements.push(element);
    scene.lines += typesetLines(element, previous);
    if (!STRUCTURE_TYPES.has(element.type)) previous = element.type;
    if (element.page) scene.endPage = Math.max(scene.endPage, element.page);
    if (element.type === "character") {
      if (!element.isContinuation) scene.cues.push(characterName(element.text));
      return;
    }
    if (element.type === "dialogue" || element.type === "parenthetical") {
      const words = element.type === "dialogue" ? countWords(element.text) : 0;
      scene.words += words;
      scene.dialogueWords += words;
      return;
    }
    if (element.type === "action") scene.words += countWords(element.text);
  }
}

function substantial(opening: readonly ScreenplayElement[]): boolean {
  const words = opening
    .filter((element) => element.type === "action" || element.type === "dialogue")
    .flatMap((element) => element.text.split("\n"))
    .filter((line) => !CREDIT_LINE.test(line))
    .reduce((sum, line) => sum + countWords(line), 0);
  return opening.some((element) => element.type === "dialogue") || words >= MIN_OPENING_WORDS;
}

/** Eighths from typeset lines, scaled to the document's own page count when it has one. */
function finish(scenes: (SceneModel & { lines: number })[], pages: number): SceneModel[] {
  const totalLines = scenes.reduce((sum, scene) => sum + scene.lines + 2, 0) || 1;
  const eighthsPerLine = (pages * 8) / totalLines;
  return scenes.map(({ lines, ...scene }) => ({
    ...scene,
    eighths: Math.max(1, Math.round((lines + 2) * eighthsPerLine)),
  }));
}
