import type { ScreenplayStats } from "#domain/upload";
import { estimatePages } from "#server/screenplay/estimate-pages";
import { characterName, collapseSpaces, countWords } from "#server/screenplay/patterns";
import { type ParsedScreenplay, STRUCTURE_TYPES } from "#server/screenplay/screenplay-element";

const DAY = new Set(["DAY", "MORNING", "AFTERNOON", "NOON", "DAWN", "SUNRISE", "DAYTIME"]);
const NIGHT = new Set(["NIGHT", "EVENING", "DUSK", "SUNSET", "MIDNIGHT", "NIGHTTIME", "TWILIGHT"]);
const MAX_CHARACTERS = 100;
const LONGEST_SCENES = 5;

export function screenplayStats(parsed: ParsedScreenplay, title: string | null): ScreenplayStats {
  const speakers = new Map<string, { name: string; speeches: number; words: number }>();
  const scenes: { heading: string; words: number }[] = [];
  let interior = 0;
  let exterior = 0;
  let day = 0;
  let night = 0;
  let dialogueWords = 0;
  let actionWords = 0;
  let speaker: { name: string; speeches: number; words: number } | null = null;
  let isSpeechCounted = false;

  for (const element of parsed.elements) {
    const words =
      element.type === "scene-heading" || element.type === "transition" || STRUCTURE_TYPES.has(element.type)
        ? 0
        : countWords(element.text);
    const scene = scenes.at(-1);
    if (scene && element.type !== "character") scene.words += words;
    switch (element.type) {
      case "scene-heading": {
        const heading = collapseSpaces(element.text);
        scenes.push({ heading, words: 0 });
        const prefix = heading.toUpperCase();
        const isBoth = /^(INT\.?\/EXT|INT\/EXT|I\/E)/.test(prefix);
        if (isBoth || prefix.startsWith("INT")) interior++;
        if (isBoth || prefix.startsWith("EXT") || prefix.startsWith("EST")) exterior++;
        const time = timeOfDay(prefix);
        if (time === "day") day++;
        if (time === "night") night++;
        speaker = null;
        break;
      }
      case "character": {
        const name = characterName(element.text);
        speaker = speakers.get(name) ?? { name, speeches: 0, words: 0 };
        speakers.set(name, speaker);
        isSpeechCounted = element.isContinuation === true;
        break;
      }
      case "dialogue":
        dialogueWords += words;
        if (speaker) {
          speaker.words += words;
          if (!isSpeechCounted && words > 0) speaker.speeches++;
          isSpeechCounted = true;
        }
        break;
      case "action":
        actionWords += words;
        speaker = null;
        break;
      default:
        break;
    }
  }
  const speakingCharacters = [...speakers.values()]
    .filter((entry) => entry.speeches > 0)
    .sort((a, b) => b.words - a.words || b.speeches - a.speeches || a.name.localeCompare(b.name))
    .slice(0, MAX_CHARACTERS);
  const longestScenes = scenes
    .map((scene, index) => ({ ...scene, index }))
    .sort((a, b) => b.words - a.words || a.index - b.index)
    .slice(0, LONGEST_SCENES)
    .map(({ heading, words }) => ({ heading, words }));
  const total = dialogueWords + actionWords;
  return {
    title,
    pages: parsed.pages ?? estimatePages(parsed.elements),
    scenes: scenes.length,
    interiorScenes: interior,
    exteriorScenes: exterior,
    dayScenes: day,
    nightScenes: night,
    speakingCharacters,
    dialogueShare: total === 0 ? 0 : Math.round((dialogueWords / total) * 1000) / 1000,
    longestScenes,
  };
}

/** The last time-of-day word of a heading: "EXT. NIGHT CLUB - DAY" is a day scene. */
function timeOfDay(heading: string): "day" | "night" | null {
  const words = heading.split(/[^A-Z]+/).reverse();
  for (const word of words) {
    if (DAY.has(word)) return "day";
    if (NIGHT.has(word)) return "night";
  }
  return null;
}
