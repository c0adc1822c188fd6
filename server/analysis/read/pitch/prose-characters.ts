import type { ScreenplayStats } from "#domain/upload";

export interface Character {
  name: string;
  mentions: number;
  /** The sentence that introduces them, when there is one. */
  introduction: string | null;
}

const NOT_NAMES = new Set(
  "The A An And But Or If When After As In On At To For Of With From By This That These Those It Its He She They We You I Our Their His Her Act Scene Int Ext Day Night Page Slide Logline Synopsis Genre Tone Title Team Market Budget Why Now Story World Characters Themes Theme Comparables Audience Platform Setting Protagonist Obstacle Transformation Legacy Conversation Emotional Impact Vibe Director Producer Writer Season Episode Series Film Feature Chapter Part One Two Three January February March April May June July August September October November December Monday Tuesday Wednesday Thursday Friday Saturday Sunday God Mom Dad Yes No Oh Okay Ok Netflix HBO Hulu Amazon Apple Disney Sundance YouTube TikTok European American African Asian British English French German Irish Italian Spanish National International Federal Western Eastern Northern Southern Christmas Easter Public Domain License Licence Universe Introduction Character Dedication Copyright Section Book Volume Edition Press Studio Studios Pictures Productions Entertainment Media Company University College School Street Road Avenue River Lake Mount Park City County State Island Bible Pilot".split(
    " ",
  ),
);

const PLACES = new Set(
  "Africa America Asia Europe Australia Canada China France Germany India Ireland Italy Japan Mexico Russia Spain Sweden Britain England Scotland Wales London Paris Berlin Chicago Brooklyn Manhattan Texas California Florida Alabama Indiana Hollywood".split(
    " ",
  ),
);
/** Endings of adjectives and abstract nouns that layout text capitalises at line starts. */
const NOT_NAME_ENDING = /(?:ive|able|ible|ous|tion|sion|ment|ness|ity|istry|ology|ics|ing|ed|ly)$/;

const PLACE_PREPOSITIONS = new Set([
  "in",
  "to",
  "from",
  "at",
  "of",
  "near",
  "into",
  "across",
  "outside",
  "around",
]);

const INTRO =
  /\b(\p{Lu}[\p{Lu}'’-]+(?: \p{Lu}[\p{Lu}'’-]+)?|\p{Lu}\p{Ll}+ \p{Lu}\p{Ll}+),\s*(?:age\s*)?(\d{1,2})\b/gu;

function titleCase(name: string): string {
  return name
    .toLowerCase()
    .replace(/(^|[\s'’-])(\p{L})/gu, (_, lead: string, letter: string) => lead + letter.toUpperCase());
}

/**
 * Named people in prose: introductions like "JACK CONNELLY, 42" or "Elias Marr, 58", then
 * capitalised words that recur mid-sentence and never appear in lower case (so not common words).
 */
export function findCharacters(text: string, sentences: readonly string[]): Character[] {
  const found = new Map<string, Character>();
  for (const match of text.matchAll(INTRO)) {
    const name = titleCase(match[1] ?? "");
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

export function charactersFromScreenplay(stats: ScreenplayStats): Character[] {
  return stats.speakingCharacters
    .slice(0, 8)
    .map((person) => ({ name: person.name, mentions: person.speeches, introduction: null }));
}
