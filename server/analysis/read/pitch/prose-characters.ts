import { nameCase } from "#analysis/read/text/names";
import type { ScriptReading } from "#domain/script-reading";
import { wordLists } from "#server/lexicons/word-lists";
import pitchNames from "../../../lexicons/pitch-names.json" with { type: "json" };

const names = wordLists(pitchNames);
const NOT_NAMES: ReadonlySet<string> = new Set(names.proseNotNames);
const PLACES: ReadonlySet<string> = new Set(names.prosePlaces);
const PLACE_PREPOSITIONS: ReadonlySet<string> = new Set(names.placePrepositions);

export interface Character {
  name: string;
  mentions: number;
  /** The sentence that introduces them, when there is one. */
  introduction: string | null;
}

/** Endings of adjectives and abstract nouns that layout text capitalises at line starts. */
const NOT_NAME_ENDING = /(?:ive|able|ible|ous|tion|sion|ment|ness|ity|istry|ology|ics|ing|ed|ly)$/;

const INTRO =
  /\b(\p{Lu}[\p{Lu}'’-]+(?: \p{Lu}[\p{Lu}'’-]+)?|\p{Lu}\p{Ll}+ \p{Lu}\p{Ll}+),\s*(?:age\s*)?(\d{1,2})\b/gu;

/**
 * Named people in prose: introductions like "JACK CONNELLY, 42" or "Elias Marr, 58", then
 * capitalised words that recur mid-sentence and never appear in lower case (so not common words).
 */
export function findCharacters(text: string, sentences: readonly string[]): Character[] {
  const found = new Map<string, Character>();
  for (const match of text.matchAll(INTRO)) {
    const name = nameCase(match[1] ?? "");
    const first = name.split(" ")[0] ?? name;
    if (NOT_NAMES.has(first) || found.has(name)) continue;
    const sentence = sentences.find((s) => s.includes(match[0])) ?? null;
    found.set(name, { name, mentions: 0, introduction: sentence });
  }
  const lowerWords = new Set(text.match(/(?<![\p{L}\p{N}])\p{Ll}\p{L}*/gu) ?? []);
  const tallies = new Map<
    string,
    { count: number; mid: number; place: number; full: string | null; apposed: boolean }
  >();
  for (const match of text.matchAll(
    /(\S?)(\s*)(?<![\p{L}\p{N}'’])(\p{Lu}\p{Ll}{2,})(?: (\p{Lu}\p{Ll}{2,}))?(,?)/gu,
  )) {
    const word = match[3] ?? "";
    if (
      NOT_NAMES.has(word) ||
      PLACES.has(word) ||
      NOT_NAME_ENDING.test(word) ||
      lowerWords.has(word.toLowerCase())
    )
      continue;
    const at = (match.index ?? 0) + (match[1]?.length ?? 0) + (match[2]?.length ?? 0);
    const before =
      text
        .slice(Math.max(0, at - 14), at)
        .trim()
        .split(/\s+/)
        .pop() ?? "";
    const tally = tallies.get(word) ?? { count: 0, mid: 0, place: 0, full: null, apposed: false };
    tally.count++;
    const space = text.slice(Math.max(0, at - 20), at).match(/\s*$/)?.[0] ?? "";
    const isMid = before !== "" && !/[.!?:"“•]$/.test(before) && !space.includes("\n") && space.length < 3;
    if (isMid) tally.mid++;
    if (PLACE_PREPOSITIONS.has(before.toLowerCase())) tally.place++;
    const surname = match[4];
    if (surname && !NOT_NAMES.has(surname) && !lowerWords.has(surname.toLowerCase()))
      tally.full ??= `${word} ${surname}`;
    if (before.endsWith(",") && match[5] === ",") tally.apposed = true;
    tallies.set(word, tally);
  }
  const people = [...found.values()];
  for (const [word, tally] of tallies) {
    if (tally.place * 2 >= tally.count) continue;
    const existing = people.find((person) => person.name.split(" ").includes(word));
    if (existing) {
      existing.mentions += tally.count;
      continue;
    }
    const isPerson =
      tally.mid >= 1 &&
      (tally.full !== null || tally.apposed || (tally.mid >= 2 && tally.mid * 4 >= tally.count));
    if (!isPerson) continue;
    const name = tally.full ?? word;
    const introduction =
      sentences.find((s) => s.includes(name) && /,\s*(?:age\s*)?\d{1,2}\b|\b(?:is|was) an? /.test(s)) ?? null;
    people.push({ name, mentions: tally.count, introduction });
  }
  return people.sort((a, b) => b.mentions - a.mentions || a.name.localeCompare(b.name)).slice(0, 8);
}

/** A screenplay's characters as the reader counted them: those who speak most, by words. */
export function charactersFromScript(reading: ScriptReading): Character[] {
  return reading.characters
    .filter((character) => character.speeches > 0)
    .sort((a, b) => b.words - a.words || b.speeches - a.speeches || a.name.localeCompare(b.name))
    .slice(0, 8)
    .map((character) => ({ name: character.name, mentions: character.speeches, introduction: null }));
}
