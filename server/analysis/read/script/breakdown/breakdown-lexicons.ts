import nlp from "compromise";
import { escapeRegex } from "#analysis/read/text/words";
import type { ElementKind } from "#domain/production-breakdown";
import { lexicon } from "#server/lexicons/word-lists";
import elementLexicons from "../../../../lexicons/element-lexicons.json" with { type: "json" };

/** Kinds of people the action can put in a scene without a line. */
export type PeopleKind = "extras" | "children";
type LexiconKind = ElementKind | PeopleKind;

interface Entry {
  name: string;
  match: string[];
}

export interface CompiledLexicon {
  /** One alternation of every form, longest first; group 1 is the form. */
  pattern: RegExp;
  /** Phrases that hold a form but name something else ("crash cart"), blanked before matching. */
  not: RegExp | null;
  /** Whether a match counts only in a sentence that has a person in it ("a card falls from it" is no stunt). */
  needsPerson: boolean;
  /** Whether a match counts only as a noun ("a line snakes from", "he ducks": no animal). */
  needsNoun: boolean;
  /** Lower-cased form -> the element's name. */
  names: Map<string, string>;
}

const lexicons = lexicon(elementLexicons);
const PLURAL_KINDS = new Set<string>(lexicons.plurals);

function formPattern(text: string): string {
  return escapeRegex(text).replace(/ /g, "\\s+");
}

const NOT: Partial<Record<string, string[]>> = {
  vehicles: lexicons.not.vehicles,
  animals: lexicons.not.animals,
  weapons: lexicons.not.weapons,
  stunts: lexicons.not.stunts,
  sfx: lexicons.not.sfx,
  vfx: lexicons.not.vfx,
};

function alternation(forms: readonly string[]): string {
  return `(?<![\\p{L}\\p{N}'’-])(${forms.map(formPattern).join("|")})(?![\\p{L}\\p{N}'’-])`;
}

function compile(kind: LexiconKind, entries: readonly Entry[]): CompiledLexicon {
  const names = new Map<string, string>();
  for (const entry of entries) {
    for (const form of entry.match) {
      const lower = form.toLowerCase();
      names.set(lower, entry.name);
      if (PLURAL_KINDS.has(kind) && !lower.includes(" ") && !lower.endsWith("s")) {
        names.set(`${lower}s`, entry.name);
        names.set(`${lower}es`, entry.name);
      }
    }
  }
  const forms = [...names.keys()].sort((a, b) => b.length - a.length);
  const not = NOT[kind];
  return {
    pattern: new RegExp(alternation(forms), "giu"),
    not: not?.length ? new RegExp(alternation(not), "giu") : null,
    needsPerson: kind === "stunts",
    needsNoun: kind === "animals",
    names,
  };
}

export const ELEMENT_LEXICONS: Record<ElementKind, CompiledLexicon> = {
  vehicles: compile("vehicles", lexicons.vehicles),
  animals: compile("animals", lexicons.animals),
  weapons: compile("weapons", lexicons.weapons),
  stunts: compile("stunts", lexicons.stunts),
  sfx: compile("sfx", lexicons.sfx),
  vfx: compile("vfx", lexicons.vfx),
};

export const PEOPLE_LEXICONS: Record<PeopleKind, CompiledLexicon> = {
  extras: compile("extras", lexicons.extras),
  children: compile("children", lexicons.children),
};

/**
 * "slippery like a fish", "as if a ghost", "as big as a truck", "like a runaway train": a
 * comparison, not a thing on set. Up to two describing words may stand between. A bare "as" is a
 * conjunction ("as the car pulls up") and names the thing.
 */
const SIMILE =
  /(?:\blike|\bas if|\bas though|\bresembl(?:es|ing|e)|\bas\s+[\p{L}-]+\s+as)\s+(?:(?:an?|the|some)\s+)?(?:[\p{L}-]+\s+){0,2}$/iu;
/** A person in the sentence: a pronoun for one, a name or a role in capitals. */
const PERSON =
  /\b(?:he|she|they|him|her|them|his|hers|their|himself|herself|themselves|someone|everyone)\b|\b(?!(?:A|An|The|This|That|These|Those|It|Its|There|Then|Now|Suddenly|Somewhere|Nothing|One|Two|Three)\b)\p{Lu}[\p{Ll}'’]+|\b\p{Lu}{3,}\b/u;

function sentenceAround(text: string, index: number): string {
  const start =
    Math.max(
      text.lastIndexOf(".", index),
      text.lastIndexOf("!", index),
      text.lastIndexOf("?", index),
      text.lastIndexOf("\n", index),
    ) + 1;
  const ends = [".", "!", "?", "\n"].map((mark) => text.indexOf(mark, index)).filter((at) => at >= 0);
  return text.slice(start, ends.length ? Math.min(...ends) : text.length).trim();
}

const verbCache = new Map<string, boolean>();

/** Whether compromise tags the word as a verb in its sentence: "The road snakes through the hills". */
function isVerbIn(sentence: string, word: string): boolean {
  const key = `${word}\u0000${sentence}`;
  let verb = verbCache.get(key);
  if (verb === undefined) {
    verb = nlp(sentence).match(word).has("#Verb");
    if (verbCache.size > 5000) verbCache.clear();
    verbCache.set(key, verb);
  }
  return verb;
}

/** The names of the lexicon's elements the text names, in order of first mention. */
export function namesIn(text: string, lexicon: CompiledLexicon): string[] {
  const found = new Set<string>();
  const read = lexicon.not ? text.replace(lexicon.not, (phrase) => " ".repeat(phrase.length)) : text;
  for (const match of read.matchAll(lexicon.pattern)) {
    if (SIMILE.test(read.slice(Math.max(0, match.index - 40), match.index))) continue;
    if (lexicon.needsPerson && !PERSON.test(sentenceAround(read, match.index))) continue;
    if (lexicon.needsNoun && isVerbIn(sentenceAround(read, match.index), match[1] ?? "")) continue;
    const name = lexicon.names.get((match[1] ?? "").toLowerCase().replace(/\s+/g, " "));
    if (name) found.add(name);
  }
  return [...found];
}

/** Whether a word names a production element (a weapon's brand, a vehicle): never a place. */
export function isElementWord(word: string): boolean {
  return Object.values(ELEMENT_LEXICONS).some((lexicon) => lexicon.names.has(word.toLowerCase()));
}
