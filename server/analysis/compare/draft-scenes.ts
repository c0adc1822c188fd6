import type { ScriptReading } from "#domain/script-reading";
import { characterName, collapseSpaces, isCueLine } from "#server/screenplay/patterns";

/** One scene of a draft as the comparison sees it: its heading, its words and who says what. */
export interface DraftScene {
  index: number;
  heading: string;
  page: number;
  eighths: number;
  characters: readonly string[];
  /** The scene's words in order (lower case, letters and digits), as ids of the shared dictionary. */
  words: number[];
  /** Canonical speaker -> each speech, its words joined by single spaces. */
  speeches: Map<string, string[]>;
}

const WORD = /[\p{L}\p{N}]+/gu;
/** Scene numbers around a heading ("12 INT. HOUSE - DAY 12", Fountain's "#12#"), a forced heading's dot. */
const NUMBER_BEFORE = /^(?:\d+[A-Z]{0,2}\.?\s+)/;
const NUMBER_AFTER = /(?:\s+\d+[A-Z]{0,2}\.?|\s*#[^#]*#)$/;
/** How many headings ahead a line may match when the reader's heading was not found verbatim. */
const LOOKAHEAD = 4;
/** Room for scene numbers and spacing around a heading on its line. */
const HEADING_SLACK = 16;
/** Longer than this a line is no cue (isCueLine's own bound, with room for extensions). */
const MAX_CUE_LENGTH = 60;
const OPEN_PARENTHESIS = 40;

export function normalizeHeading(heading: string): string {
  return collapseSpaces(heading)
    .replace(/^\./, "")
    .replace(NUMBER_BEFORE, "")
    .replace(NUMBER_AFTER, "")
    .toUpperCase();
}

export function wordsOf(text: string): string[] {
  return text.toLowerCase().match(WORD) ?? [];
}

/** Word -> id, shared by the two drafts compared, so scenes compare as numbers. */
export type WordIds = Map<string, number>;

export function wordId(dictionary: WordIds, word: string): number {
  let id = dictionary.get(word);
  if (id === undefined) {
    id = dictionary.size;
    dictionary.set(word, id);
  }
  return id;
}

/**
 * Cuts a draft's text into the reader's scenes without reading it again: the reading already
 * holds the headings in order, so one pass over the lines finds where each scene starts. The
 * cues are the reading's characters and aliases; a speech is the lines under a cue up to a blank.
 */
export function draftScenes(text: string, reading: ScriptReading, dictionary: WordIds): DraftScene[] {
  const scenes: DraftScene[] = reading.scenes.map((scene, index) => ({
    index,
    heading: scene.heading,
    page: scene.page,
    eighths: scene.eighths,
    characters: scene.characters,
    words: [],
    speeches: new Map(),
  }));
  if (scenes.length === 0) return scenes;
  const headings = scenes.map((scene) => normalizeHeading(scene.heading));
  const canonical = new Map<string, string>();
  for (const character of reading.characters) {
    canonical.set(character.name.toUpperCase(), character.name);
    for (const alias of character.aliases) canonical.set(alias.toUpperCase(), character.name);
  }
  const longestHeading = Math.max(...headings.map((heading) => heading.length)) + HEADING_SLACK;
  let next = headings[0] === "" ? 1 : 0;
  let current: DraftScene | null = next === 1 ? scenes[0]! : null;
  // A scene's lines and a speech's lines are gathered, then read into words once each.
  let body: string[] = [];
  let speaker: string | null = null;
  let speech: string[] = [];
  const endSpeech = () => {
    if (current && speaker && speech.length > 0) {
      const said = wordsOf(speech.join(" ")).join(" ");
      const list = current.speeches.get(speaker);
      if (list) list.push(said);
      else current.speeches.set(speaker, [said]);
    }
    speaker = null;
    speech = [];
  };
  const endScene = () => {
    endSpeech();
    if (current) for (const word of wordsOf(body.join("\n"))) current.words.push(wordId(dictionary, word));
    body = [];
  };
  for (const raw of text.split(/\r\n?|\n|\f/)) {
    const line = raw.trim();
    if (line === "") {
      endSpeech();
      continue;
    }
    const found =
      next < scenes.length && line.length <= longestHeading ? headingAhead(line, headings, next) : -1;
    if (found >= 0) {
      endScene();
      current = scenes[found]!;
      next = found + 1;
      continue;
    }
    if (!current) continue;
    if (!speaker && line.length <= MAX_CUE_LENGTH && isCueLine(line)) {
      const name = canonical.get(characterName(line));
      if (name) {
        endSpeech();
        speaker = name;
        continue;
      }
    }
    body.push(line);
    if (speaker && line.charCodeAt(0) !== OPEN_PARENTHESIS) speech.push(line);
  }
  endScene();
  return scenes;
}

function headingAhead(line: string, headings: readonly string[], from: number): number {
  const normal = normalizeHeading(line);
  if (normal.length < 3) return -1;
  const last = Math.min(headings.length, from + LOOKAHEAD);
  for (let index = from; index < last; index++) if (headings[index] === normal) return index;
  return -1;
}
