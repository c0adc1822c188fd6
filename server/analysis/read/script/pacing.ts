import { countWords } from "#analysis/read/text/words";
import type { ReadingFlag } from "#domain/script-reading";
import { characterName, collapseSpaces } from "#server/screenplay/patterns";
import type { SceneModel } from "./scene-model";

/** An action paragraph past this many words is a block a reader skims (about ten lines). */
export const LONG_ACTION_WORDS = 100;
/** A speech past this many words reads as a monologue (over half a page of dialogue). */
export const MONOLOGUE_WORDS = 130;
const MAX_FLAGS_PER_KIND = 4;

export interface PacingReading {
  medianEighths: number;
  longest: SceneModel | null;
  /** Dialogue share of the words in each quarter of the script. */
  dialogueByQuarter: number[];
  flags: ReadingFlag[];
}

export function readPacing(scenes: readonly SceneModel[], pages: number): PacingReading {
  const sorted = scenes.map((scene) => scene.eighths).sort((a, b) => a - b);
  const medianEighths = sorted.length ? sorted[Math.floor(sorted.length / 2)]! : 0;
  const longest = scenes.reduce<SceneModel | null>(
    (best, scene) => (!best || scene.eighths > best.eighths ? scene : best),
    null,
  );
  const quarters = [0, 0, 0, 0].map(() => ({ dialogue: 0, words: 0 }));
  for (const scene of scenes) {
    const quarter = quarters[Math.min(3, Math.floor(((scene.page - 1) / Math.max(1, pages)) * 4))]!;
    quarter.dialogue += scene.dialogueWords;
    quarter.words += scene.words;
  }
  const longAction: ReadingFlag[] = [];
  const monologues: ReadingFlag[] = [];
  for (const scene of scenes) {
    let speaker = "";
    for (const element of scene.elements) {
      if (element.type === "character") speaker = characterName(element.text);
      const words = element.type === "action" || element.type === "dialogue" ? countWords(element.text) : 0;
      if (element.type === "action" && words >= LONG_ACTION_WORDS) {
        longAction.push({
          kind: "long-action",
          page: element.page ?? scene.page,
          scene: scene.number,
          quote: openingWords(element.text, 14),
          note: `An action block of ${words} words in one paragraph; break it where the picture changes.`,
        });
      }
      if (element.type === "dialogue" && words >= MONOLOGUE_WORDS) {
        monologues.push({
          kind: "monologue",
          page: element.page ?? scene.page,
          scene: scene.number,
          quote: openingWords(element.text, 14),
          note: `${speaker || "A character"} speaks ${words} words without a break.`,
        });
      }
    }
  }
  const byLength = (a: ReadingFlag, b: ReadingFlag) => wordsIn(b.note) - wordsIn(a.note) || a.page - b.page;
  return {
    medianEighths,
    longest,
    dialogueByQuarter: quarters.map((q) => (q.words ? q.dialogue / q.words : 0)),
    flags: [
      ...longAction.sort(byLength).slice(0, MAX_FLAGS_PER_KIND),
      ...monologues.sort(byLength).slice(0, MAX_FLAGS_PER_KIND),
    ].sort((a, b) => a.page - b.page),
  };
}

function wordsIn(note: string): number {
  return Number(/(\d+) words/.exec(note)?.[1] ?? 0);
}

/** The first words of a passage, verbatim (line breaks become spaces, as they are read). */
export function openingWords(text: string, count: number): string {
  const flat = collapseSpaces(text);
  const words = flat.split(" ");
  if (words.length <= count) return flat;
  return words.slice(0, count).join(" ");
}
