import nlp from "compromise";
import { countWords, sentencesAtStops } from "#analysis/read/text/words";
import type { ReadingCharacter } from "#domain/script-reading";
import { lexicon } from "#server/lexicons/word-lists";
import { characterName, collapseSpaces } from "#server/screenplay/patterns";
import elementLexicons from "../../../lexicons/element-lexicons.json" with { type: "json" };
import type { SceneModel } from "./scene-model";
import { withoutWrittenText } from "./written-text";

/** Cues that are not one person. */
const GROUP = /^(ALL|BOTH|EVERYONE|EVERYBODY|CROWD|TOGETHER|THE CROWD|VOICES|OTHERS)$|\s(AND|&|\/)\s/;
/** Age and stage prefixes: YOUNG EDWARD is EDWARD to the story (a breakdown casts him apart). */
export const AGE_PREFIX =
  /^(YOUNG|YOUNGER|OLD|OLDER|LITTLE|TEEN|TEENAGE|ADULT|ELDERLY|KID|BABY|AGED|GROWN)\s+(.+)$/;
/** A character who may never speak, introduced with an age or a description: "HARRY (30, scrawny)", "MAREK (chłopak Hani)", "MAE, 40s,". */
const AGED_INTRODUCTION =
  /(?<![\p{L}])(\p{Lu}[\p{Lu}'’.-]+(?: \p{Lu}[\p{Lu}'’.-]+){0,2})(?: \((?=\d|\p{Ll}|\p{Lu}\p{Ll})|, (?:(?:early|mid|late) )?\d{1,2}['’]?s?\b)/gu;
/** A first-appearance introduction in action: "BRICK BRADDOCK (40s)," or "BRICK BRADDOCK, 40,". */
const INTRODUCTION = /\b(\p{Lu}[\p{Lu}'’.-]+(?: \p{Lu}[\p{Lu}'’.-]+){1,2})\s*(?=[(,])/gu;

export interface CastReading {
  characters: ReadingCharacter[];
  /** Any cue or alias -> canonical name. */
  canonical: Map<string, string>;
  /** Where each character is first introduced in action ("EDWARD BLOOM (60s), ..."). */
  introductions: Map<string, { page: number; scene: number; text: string }>;
}

/**
 * A line in capitals the parser took for a cue but that is a sentence: shouted dialogue broken
 * over lines ("THAT COVER!  YOU WANT TO GO BACK TO"), a music cue ("BEGIN SONG: “FIX"), a slug
 * within the scene ("BACK WITH"), a line a scan broke ("BROUGHT HIM)"). A name has no sentence
 * marks or stray brackets and ends on a noun, not on "TO".
 */
const NOT_A_NAME =
  /[!?:;,“”"()]|\s(?:THE|AN|TO|OF|IS|ARE|AND|OR|BUT|WITH|BY|FOR|AT|IN|ON|FROM|THAT|YOU|YOUR|MY)$|^(?:IN|AT|BACK|INSIDE|OUTSIDE|INTO)\s/;
const MAX_NAME_WORDS = 5;

export function isCueName(cue: string): boolean {
  return !NOT_A_NAME.test(cue) && cue.split(" ").length <= MAX_NAME_WORDS;
}

export function readCast(scenes: SceneModel[]): CastReading {
  const cueCounts = new Map<string, number>();
  for (const scene of scenes) {
    for (const cue of scene.cues) if (!GROUP.test(cue)) cueCounts.set(cue, (cueCounts.get(cue) ?? 0) + 1);
  }
  const canonical = mergeAliases(cueCounts, scenes);
  const silent = silentCharacters(scenes, canonical);
  const stats = new Map<string, ReadingCharacter>();
  const touch = (name: string, page: number) => {
    let entry = stats.get(name);
    if (!entry) {
      entry = { name, aliases: [], scenes: 0, speeches: 0, words: 0, firstPage: page, lastPage: page };
      stats.set(name, entry);
    }
    entry.firstPage = Math.min(entry.firstPage, page);
    entry.lastPage = Math.max(entry.lastPage, page);
    return entry;
  };
  /** Pages in eighths of the scenes each is in: the screen time a producer schedules and pays for. */
  const eighths = new Map<string, number>();
  const namesInAction = actionNameIndex(canonical);
  for (const [first, name] of givenNames(canonical, scenes))
    if (!namesInAction.has(first)) namesInAction.set(first, name);
  for (const scene of scenes) {
    const present = new Set<string>();
    const onSet = new Set<string>();
    const owned = new Set<string>();
    let speaker: string | null = null;
    let isCounted = false;
    for (const element of scene.elements) {
      const page = element.page ?? scene.page;
      if (element.type === "character") {
        const cue = characterName(element.text);
        speaker = canonical.get(cue) ?? null;
        isCounted = element.isContinuation === true;
        if (speaker) {
          present.add(speaker);
          onSet.add(speaker);
          touch(speaker, page);
        }
      } else if (element.type === "dialogue" && speaker) {
        const entry = touch(speaker, page);
        const words = countWords(element.text);
        entry.words += words;
        if (!isCounted && words > 0) entry.speeches++;
        isCounted = true;
      } else if (element.type === "action") {
        speaker = null;
        const named = namedIn(element.text, namesInAction);
        for (const name of [...named.found, ...named.owners]) {
          present.add(name);
          touch(name, page);
        }
        for (const name of named.found) onSet.add(name);
        for (const name of named.owners) owned.add(name);
      }
    }
    scene.characters = [...present];
    scene.ownersOnly = [...owned].filter((name) => !onSet.has(name));
    for (const name of present) {
      stats.get(name)!.scenes++;
      eighths.set(name, (eighths.get(name) ?? 0) + scene.eighths);
    }
  }
  for (const [alias, name] of canonical) {
    const entry = stats.get(name);
    if (entry && alias !== name && !entry.aliases.includes(alias)) entry.aliases.push(alias);
  }
  const characters = [...stats.values()]
    .filter((entry) => entry.speeches > 0 || (silent.has(entry.name) && entry.scenes >= 2))
    .sort(
      (a, b) =>
        b.scenes - a.scenes ||
        (eighths.get(b.name) ?? 0) - (eighths.get(a.name) ?? 0) ||
        b.words - a.words ||
        a.name.localeCompare(b.name),
    );
  return { characters, canonical, introductions: findIntroductions(scenes, canonical) };
}

/** A cue that joins people or speaks for a group ("EVERYONE BUT JEFF", "ANN & BOB") is no one's full name. */
const JOINED = /(?:^|\s)(?:AND|&|BUT|OR|WITH|EXCEPT|PLUS|ALL|BOTH|EVERYONE|EVERYBODY|OTHERS)(?:\s|$)/;

/**
 * Cue -> canonical name. Age prefixes and introduced full names fold into the name the cues use
 * most ("YOUNG EDWARD" -> EDWARD; "BRICK BRADDOCK" introduced, then cued BRICK -> BRICK).
 */
function mergeAliases(cueCounts: Map<string, number>, scenes: SceneModel[]): Map<string, string> {
  const canonical = new Map<string, string>();
  for (const cue of cueCounts.keys()) canonical.set(cue, cue);
  const count = (name: string) => cueCounts.get(name) ?? 0;
  for (const cue of cueCounts.keys()) {
    const aged = AGE_PREFIX.exec(cue);
    if (aged && cueCounts.has(aged[2]!)) canonical.set(cue, aged[2]!);
  }
  // Full-name cues and single-word cues of the same person: "BRICK BRADDOCK" and "BRICK".
  const singles = [...cueCounts.keys()].filter((cue) => !cue.includes(" "));
  for (const cue of cueCounts.keys()) {
    const parts = cue.split(" ");
    if (parts.length < 2 || parts.length > 3 || canonical.get(cue) !== cue || JOINED.test(cue)) continue;
    const matches = singles.filter((single) => single === parts[0] || single === parts.at(-1));
    if (matches.length !== 1) continue;
    const single = matches[0]!;
    const sharing = [...cueCounts.keys()].filter(
      (other) => other !== cue && !JOINED.test(other) && other.split(" ").includes(single),
    );
    if (sharing.some((other) => canonical.get(other) === other && other.includes(" "))) continue;
    const [keep, fold] = count(single) >= count(cue) ? [single, cue] : [cue, single];
    canonical.set(fold, keep);
  }
  // Names introduced in action in full, then cued by one of their words.
  const introduced = new Set(
    scenes.flatMap((scene) =>
      scene.elements.flatMap((element) =>
        element.type === "action" ? [...element.text.matchAll(INTRODUCTION)].map((match) => match[1]!) : [],
      ),
    ),
  );
  for (const full of introduced) {
    if (canonical.has(full)) continue;
    const target = shortenedCue(full, cueCounts) ?? surnameCue(full, cueCounts, introduced);
    if (target) canonical.set(full, canonical.get(target) ?? target);
  }
  return canonical;
}

/**
 * The cue an introduced full name is cued by when it is its last word ("WALTER PRUITT" cued
 * PRUITT), only where no other person of the script carries that surname: HENRY CASS and LOUIS
 * CASS are never one person, nor is MRS. PRUITT her husband.
 */
function surnameCue(
  full: string,
  cueCounts: Map<string, number>,
  introduced: ReadonlySet<string>,
): string | undefined {
  const words = full.split(" ");
  const last = words.at(-1)!;
  if (words.length < 2 || last.length <= 2 || !cueCounts.has(last) || cueCounts.has(words[0]!))
    return undefined;
  const sharing = [...introduced, ...cueCounts.keys()].filter(
    (other) => other !== full && other !== last && other.split(" ").at(-1) === last,
  );
  return sharing.length === 0 ? last : undefined;
}

/**
 * The cue an introduced full name is cued by: its first word ("SKYLER WHITE" -> SKYLER) or the one
 * cue that word begins with ("WALTER WHITE" -> WALT). Only when the script shows one person: the
 * full name and its first word are never cues of their own, and no other cue could be meant. A
 * shared surname never merges two people.
 */
function shortenedCue(full: string, cueCounts: Map<string, number>): string | undefined {
  const first = full.split(" ")[0]!;
  if (first.length <= 2) return undefined;
  if (cueCounts.has(first)) return first;
  if (cueCounts.has(full)) return undefined;
  const candidates = [...cueCounts.keys()].filter(
    (cue) => !cue.includes(" ") && cue.length >= 3 && cue.length < first.length && first.startsWith(cue),
  );
  return candidates.length === 1 ? candidates[0] : undefined;
}

/**
 * People the action introduces with an age who never speak ("HARRY (30, scrawny guy)"): a silent
 * lead is a lead. Added to the names the action is read for; kept in the cast when seen twice.
 */
function silentCharacters(scenes: SceneModel[], canonical: Map<string, string>): Set<string> {
  const silent = new Set<string>();
  for (const scene of scenes) {
    for (const element of scene.elements) {
      if (element.type !== "action") continue;
      for (const match of element.text.matchAll(AGED_INTRODUCTION)) {
        const name = match[1]!.replace(/[.'’-]+$/, "");
        if (name.length < 2 || canonical.has(name) || canonical.has(name.split(" ")[0]!)) continue;
        canonical.set(name, name);
        silent.add(name);
      }
    }
  }
  return silent;
}

/** Word forms by which a character may be named in action: EDWARD, Edward. */
function actionNameIndex(canonical: Map<string, string>): Map<string, string> {
  const index = new Map<string, string>();
  for (const [alias, name] of canonical) {
    if (alias.length < 2) continue;
    index.set(alias, name);
    const titled = alias.toLowerCase().replace(/(^|[\s'-])\p{Ll}/gu, (letter) => letter.toUpperCase());
    if (!index.has(titled)) index.set(titled, name);
  }
  return index;
}

/**
 * First names of two-word names ("Norther" of NORTHER WINSLOW, who the action calls Norther), in
 * title case: only a word no other name begins with and the script never writes in lower case, so
 * "Mean" of MEAN DUDE or "Jump" of JUMP LEADER is no one.
 */
function givenNames(
  canonical: ReadonlyMap<string, string>,
  scenes: readonly SceneModel[],
): Map<string, string> {
  const byFirst = new Map<string, Set<string>>();
  for (const [alias, name] of canonical) {
    const words = alias.split(" ");
    const set = byFirst.get(words[0]!) ?? new Set<string>();
    set.add(words.length === 2 ? name : `${name}\u0000${alias}`);
    byFirst.set(words[0]!, set);
  }
  const lower = new Set<string>();
  for (const scene of scenes)
    for (const element of scene.elements)
      if (element.type === "action" || element.type === "dialogue")
        for (const word of element.text.match(/(?<![\p{L}'’])\p{Ll}+(?![\p{L}'’])/gu) ?? []) lower.add(word);
  const found = new Map<string, string>();
  for (const [first, names] of byFirst) {
    if (names.size !== 1 || !/^\p{Lu}{3,}$/u.test(first) || AGE_PREFIX.test(`${first} X`)) continue;
    const name = [...names][0]!;
    const words = name.split(" ");
    if (name.includes("\u0000") || words.length !== 2 || words[0] !== first || !/^\p{Lu}+$/u.test(words[1]!))
      continue;
    if (lower.has(first.toLowerCase()) || canonical.has(first)) continue;
    found.set(first[0] + first.slice(1).toLowerCase(), name);
  }
  return found;
}

/** A name's word, or the number a bit part or a clone carries ("MEAN DUDE #5", "Sam 2"). */
const NAME_TOKEN = /[\p{L}][\p{L}'’.-]*|#?\d+/gu;
const MAX_SPAN = 3;
const BODY_PARTS = new Set(lexicon(elementLexicons).people.bodyParts);

/**
 * Names in a block of action: `found` are people in it; `owners` are named only as the owner of a
 * thing ("Mariachi's guitar"), which the breakdown does not put on set but the reading still counts.
 */
function namedIn(text: string, index: Map<string, string>): { found: Set<string>; owners: Set<string> } {
  const found = new Set<string>();
  const owners = new Set<string>();
  const read = withoutWrittenText(text);
  const matches = [...read.matchAll(NAME_TOKEN)];
  const tokens = matches.map((match) => match[0]);
  const bare = (token: string) => token.replace(/['’]s$|[.]$/u, "");
  let previousEnd = -1;
  for (let i = 0; i < tokens.length; i++) {
    let span = 0;
    let name: string | undefined;
    for (let length = Math.min(MAX_SPAN, tokens.length - i); length >= 1 && !name; length--) {
      const words = tokens.slice(i, i + length);
      const key = [...words.slice(0, -1), bare(words.at(-1)!)].join(" ");
      // "Lt. LaGuerta": a name with a capital inside is the title case of LAGUERTA.
      name = index.get(key) ?? (INNER_CAPITAL.test(key) ? index.get(key.toUpperCase()) : undefined);
      if (name) span = length;
    }
    if (!name) continue;
    const start = matches[i]!.index;
    // "Victor Frankenstein": a name right after another is that person's surname, not a second person.
    const surname =
      previousEnd >= 0 && /^ $/.test(read.slice(previousEnd, start)) && !/['’]s$/u.test(tokens[i - 1]!);
    const last = matches[i + span - 1]!;
    previousEnd = last.index + last[0].length;
    // "Mariachi's guitar", "Domino's Saloon": a thing of theirs is on set, not they; "Edward's face" is.
    const owner =
      /['’]s$/u.test(last[0]) && !bodyPartAt(tokens, i + span) && !isContraction(tokens[i + span]);
    if (!surname && !isAttributive(tokens[i - 1], tokens[i + span - 1]!, tokens[i + span]))
      (owner ? owners : found).add(name);
    // "Mr. Detmer" is one person: the surname it ends on is not read again as a second name.
    i += span - 1;
  }
  return { found, owners };
}

const INNER_CAPITAL = /^\p{Lu}\p{Ll}+\p{Lu}\p{Ll}/u;
const verbCache = new Map<string, boolean>();

/** "Will's made it through another file cabinet": the 's of "has" or "is", before a verb, not a possessive. */
function isContraction(next: string | undefined): boolean {
  if (!next || !/^\p{Ll}+$/u.test(next)) return false;
  let verb = verbCache.get(next);
  if (verb === undefined) {
    const word = nlp(next);
    // A gerund may describe the thing owned ("Edward's hiding place"); these never do.
    verb =
      /^(?:being|getting|going|got|gotten)$/.test(next) ||
      ((word.has("#PastTense") || word.has("#Adverb")) && !word.has("#Noun"));
    if (verbCache.size > 5000) verbCache.clear();
    verbCache.set(next, verb);
  }
  return verb;
}

/** A body part after a possessive, or after one describing word: "Edward's face", "Karl's giant hand". */
function bodyPartAt(tokens: readonly string[], at: number): boolean {
  const word = (index: number) => (tokens[index] ?? "").toLowerCase().replace(/[.]$/, "");
  if (BODY_PARTS.has(word(at))) return true;
  return /^\p{Ll}+$/u.test(tokens[at] ?? "") && BODY_PARTS.has(word(at + 1));
}

/** Words that open a noun phrase: "the Cyber Boss app", "his Bloom house". */
const DETERMINER = /^(?:the|a|an|his|her|their|its|our|my|your|this|that)$/i;
const nounCache = new Map<string, boolean>();

/**
 * A name used to describe a thing, not a person in the scene: "He opens the Cyber Boss app",
 * "the Bloom house", "The Cyber Boss Alert Effect happens". After a determiner and before a
 * common noun or a longer name, with no possessive between.
 */
function isAttributive(before: string | undefined, last: string, after: string | undefined): boolean {
  if (!before || !after || !DETERMINER.test(before) || /['’]s$/.test(last)) return false;
  // "The Cyber Boss Alert Effect": the name is part of a longer name.
  if (/^\p{Lu}\p{Ll}/u.test(after)) return true;
  if (!/^\p{Ll}/u.test(after)) return false;
  let noun = nounCache.get(after);
  if (noun === undefined) {
    const word = nlp(after);
    noun = word.has("#Singular") && !word.has("#Pronoun") && !word.has("#Uncountable");
    nounCache.set(after, noun);
  }
  return noun;
}

function findIntroductions(
  scenes: SceneModel[],
  canonical: Map<string, string>,
): Map<string, { page: number; scene: number; text: string }> {
  const found = new Map<string, { page: number; scene: number; text: string }>();
  for (const scene of scenes) {
    for (const element of scene.elements) {
      if (element.type !== "action") continue;
      for (const sentence of sentencesAtStops(collapseSpaces(element.text))) {
        for (const word of sentence.match(/\p{Lu}[\p{Lu}'’.-]+(?: \p{Lu}[\p{Lu}'’.-]+)*/gu) ?? []) {
          const name = canonical.get(word) ?? canonical.get(word.split(" ")[0]!);
          if (!name || found.has(name) || countWords(sentence) < 4) continue;
          found.set(name, { page: element.page ?? scene.page, scene: scene.number, text: sentence });
        }
      }
    }
  }
  // A name first written in action in ordinary case ("Jerry is on the sofa") introduces him too:
  // "no introduction" is said only when no line of action names the character at all.
  const firstSentence = new Map<string, { page: number; scene: number; text: string }>();
  for (const scene of scenes) {
    for (const element of scene.elements) {
      if (element.type !== "action") continue;
      for (const sentence of sentencesAtStops(collapseSpaces(element.text))) {
        if (countWords(sentence) < 4) continue;
        for (const word of sentence.toLowerCase().match(/\p{L}[\p{L}'’]*/gu) ?? []) {
          if (!firstSentence.has(word))
            firstSentence.set(word, {
              page: element.page ?? scene.page,
              scene: scene.number,
              text: sentence,
            });
        }
      }
    }
  }
  for (const name of new Set(canonical.values())) {
    if (found.has(name)) continue;
    const first = name.split(" ")[0]!.toLowerCase();
    const sentence = first.length >= 3 ? firstSentence.get(first) : undefined;
    if (sentence) found.set(name, sentence);
  }
  return found;
}
