import { escapeRegex } from "#analysis/read/text/words";
import type { ElementKind } from "#domain/production-breakdown";
import lexicons from "./element-lexicons.json";

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
  /** Lower-cased form -> the element's name. */
  names: Map<string, string>;
}

const PLURAL_KINDS = new Set<string>(lexicons.plurals);

function formPattern(text: string): string {
  return escapeRegex(text).replace(/ /g, "\\s+");
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
  const forms = [...names.keys()].sort((a, b) => b.length - a.length).map(formPattern);
  return {
    pattern: new RegExp(`(?<![\\p{L}\\p{N}'’-])(${forms.join("|")})(?![\\p{L}\\p{N}'’-])`, "giu"),
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

/** "slippery like a fish", "as if a ghost": a comparison, not a thing on set. */
const SIMILE = /\b(?:like|as if|as though|as)\s+(?:an?|the|some)?\s*$/i;

/** The names of the lexicon's elements the text names, in order of first mention. */
export function namesIn(text: string, lexicon: CompiledLexicon): string[] {
  const found = new Set<string>();
  for (const match of text.matchAll(lexicon.pattern)) {
    if (SIMILE.test(text.slice(Math.max(0, match.index - 12), match.index))) continue;
    const name = lexicon.names.get((match[1] ?? "").toLowerCase().replace(/\s+/g, " "));
    if (name) found.add(name);
  }
  return [...found];
}

/** Whether a word names a production element (a weapon's brand, a vehicle): never a place. */
export function isElementWord(word: string): boolean {
  return Object.values(ELEMENT_LEXICONS).some((lexicon) => lexicon.names.has(word.toLowerCase()));
}
