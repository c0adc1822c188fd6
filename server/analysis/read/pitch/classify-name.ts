import { escapeRegex } from "#analysis/read/text/words";
import type { EntityKind } from "#domain/pitch-judgement";
import { gazetteer } from "./gazetteer";
import {
  FESTIVALS_AND_AWARDS,
  FUNDING_TERMS,
  MONTHS_OF_THE_YEAR,
  NOT_NAME_WORDS,
  ORGANISATION_WORDS,
  PLACE_ENDINGS,
  STUDIOS_AND_PLATFORMS,
} from "./name-lists";

function wordsPattern(words: readonly string[]): RegExp {
  return new RegExp(
    `(?<![\\p{L}\\p{N}])(?:${[...words]
      .sort((a, b) => b.length - a.length)
      .map(escapeRegex)
      .join("|")})(?![\\p{L}\\p{N}])`,
    "u",
  );
}

const FESTIVAL = wordsPattern(FESTIVALS_AND_AWARDS);
const ORGANISATION = wordsPattern([...STUDIOS_AND_PLATFORMS, ...ORGANISATION_WORDS]);
const FUNDING = wordsPattern(FUNDING_TERMS);
const PLACE_BEFORE =
  /\b(?:in|from|to|at|near|into|across|outside|around|of|through|toward|towards|between|on|along|over|beside)\s+(?:the\s+)?$/i;

/** Whether a one-word name is mentioned anywhere but inside a title ("Inisherin" only in a comp). */
function outsideTitles(name: string, context: NameContext): boolean {
  let text = context.text;
  for (const title of context.titles) text = text.split(title).join(" ");
  return new RegExp(`(?<![\\p{L}])${escapeRegex(name)}(?![\\p{L}])`, "u").test(text);
}

/** Months double as first names ("June Okafor"); they only rule out a name on their own. */
const MONTHS: ReadonlySet<string> = new Set(MONTHS_OF_THE_YEAR);
/** A capitalised run ending in a landform or a street is a place ("Atacama Desert", "Harlan Seam"). */
const PLACE_WORDS = new RegExp(`\\s(?:${PLACE_ENDINGS.map(escapeRegex).join("|")})$`);

export interface NameContext {
  /** Comparable titles the material names. */
  titles: readonly string[];
  /** The whole material, to look at the words around each mention. */
  text: string;
}

/** Share of a name's mentions that follow a place preposition ("in Essex", "from Austin", "on the Danube crossing"). */
export function placeShare(name: string, text: string): number {
  let total = 0;
  let placed = 0;
  for (const match of text.matchAll(new RegExp(`(?<![\\p{L}])${escapeRegex(name)}(?![\\p{L}])`, "gu"))) {
    total++;
    if (PLACE_BEFORE.test(text.slice(Math.max(0, (match.index ?? 0) - 16), match.index))) placed++;
  }
  return total ? placed / total : 0;
}

/**
 * What a capitalised name is, when it is not a person: a comparable title, a festival or award,
 * an organisation, a funding term, a language or a place. Null means it may be a person.
 */
export function nonPersonKind(name: string, context: NameContext): EntityKind | "none" | null {
  const words = name.split(/\s+/);
  if (name.includes("\n")) return "none";
  const places = gazetteer();
  const isPlaceOrLanguage = places.languages.has(name) || places.countries.has(name);
  if (!isPlaceOrLanguage && words.every((word) => NOT_NAME_WORDS.has(word.replace(/[’']s$/, ""))))
    return "none";
  if (context.titles.some((title) => title === name || (words.length > 1 && title.includes(name))))
    return "title";
  if (
    words.length === 1 &&
    context.titles.some((title) => title.split(/\s+/).includes(name)) &&
    !outsideTitles(name, context)
  )
    return "title";
  if (FESTIVAL.test(name)) return "festival";
  if (ORGANISATION.test(name)) return "organisation";
  if (FUNDING.test(name)) return "funding";
  if (places.languages.has(name)) return "language";
  if (places.countries.has(name) || places.regions.has(name) || places.majorCities.has(name)) return "place";
  if (words.length === 1 && places.towns.has(name) && placeShare(name, context.text) >= 0.5) return "place";
  if (words.every((word) => NOT_NAME_WORDS.has(word.replace(/[’']s$/, "")))) return "none";
  if (words.length === 1 && placeShare(name, context.text) >= 0.75) return "place";
  if (PLACE_WORDS.test(name)) return "place";
  if (NOT_NAME_WORDS.has(words[0] ?? "") && !MONTHS.has(words[0] ?? "")) return "none";
  return null;
}
