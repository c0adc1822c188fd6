import nlp from "compromise";
import { lexicon } from "#server/lexicons/word-lists";
import actions from "../../../../lexicons/stunt-actions.json" with { type: "json" };
import {
  anyCase,
  CAPITALISED_NAME,
  ELEMENT_LEXICONS,
  PEOPLE_LEXICONS,
  verbForms,
} from "./breakdown-lexicons";

const data = lexicon(actions);

const verbs = (list: readonly string[]) => anyCase(list.flatMap((verb) => verbForms(verb)));
/** Words as written, in capitals or with a capital first letter (the patterns tell names by case). */
const ci = (forms: readonly string[]) => `(?:${anyCase(forms)})`;

const DETERMINER = ci(["the", "a", "an", "one", "another", "his", "her", "their", "its"]);
/**
 * A person as a verb's object: a pronoun, a name in capitals, or "the guard" (checked after).
 * "Them" is as often the keys tossed as people: it counts only where the verb does it to people.
 */
const object = (them: boolean) =>
  String.raw`(?:(?<pronoun>${ci(["him", "her", "himself", "herself", "themselves", ...(them ? ["them"] : [])])})|(?<name>${CAPITALISED_NAME})|${DETERMINER}\s+(?:[\p{Ll}-]+\s+)?(?<noun>\p{Ll}[\p{Ll}-]+))`;
const OBJECT = object(true);
/** A person as a passive verb's subject: "he is thrown", "Zed gets knocked", "the guard is flung". */
const SUBJECT = String.raw`(?:(?<pronoun>${ci(["he", "she", "they"])})|(?<name>${CAPITALISED_NAME})|${DETERMINER}\s+(?:[\p{Ll}-]+\s+)?(?<noun>\p{Ll}[\p{Ll}-]+))`;
const BE = String.raw`(?:\s+${ci(["is", "are", "gets", "get", "getting", "being"])}|['’]s)\s+(?:\p{Ll}+ly\s+)?`;
const END = String.raw`(?![\p{L}])`;

const { thrown, vehicleHits, throughGlass, height, vehicleSpeed } = data;
const participles = (list: readonly string[]) =>
  anyCase(list.flatMap((verb) => verbForms(verb).filter((form) => /(?:ed|en|wn|ng|ung|ck)$/.test(form))));
/** Where a thrown person goes; an idiom after it ("into a panic", "back to school") throws no one. */
const directions = `(?:back\\s+)?${ci(thrown.directions)}${END}(?!\\s+${ci(thrown.notAfter.map((idiom) => idiom.replace(/^\S+\s+/, "")))}${END})`;
const vehicleWords = ci([...ELEMENT_LEXICONS.vehicles.names.keys()]);

/**
 * The stunts this module reads, each with the clause pattern that names it and the forms (verbs or
 * vehicles) it cannot match without: a scene with none of them skips the pattern, so most scenes
 * cost a word lookup rather than a scan by every pattern.
 */
const READINGS: { name: string; pattern: RegExp; needs: ReadonlySet<string>; subjectIsPerson?: boolean }[] = [
  {
    name: "thrown",
    pattern: new RegExp(
      String.raw`(?<![\p{L}])(?:${verbs(thrown.verbs)})\s+${object(false)}\s+${directions}`,
      "gu",
    ),
    needs: firstWords(thrown.verbs.flatMap((verb) => verbForms(verb))),
  },
  {
    name: "thrown",
    pattern: new RegExp(
      String.raw`(?<![\p{L}])(?:${verbs(thrown.knockVerbs)})\s+${OBJECT}\s+${directions}`,
      "gu",
    ),
    needs: firstWords(thrown.knockVerbs.flatMap((verb) => verbForms(verb))),
  },
  {
    name: "thrown",
    pattern: new RegExp(
      String.raw`(?<![\p{L}])(?:${verbs(thrown.sendVerbs)})\s+${OBJECT}\s+${ci(thrown.sendDirections)}${END}`,
      "gu",
    ),
    needs: firstWords(thrown.sendVerbs.flatMap((verb) => verbForms(verb))),
  },
  {
    name: "thrown",
    pattern: new RegExp(
      String.raw`(?<![\p{L}])${SUBJECT}${BE}(?:${participles([...thrown.verbs, ...thrown.knockVerbs])})\s+${directions}`,
      "gu",
    ),
    needs: firstWords([...thrown.verbs, ...thrown.knockVerbs].flatMap((verb) => verbForms(verb))),
  },
  {
    name: "hit by a vehicle",
    pattern: new RegExp(
      String.raw`(?<![\p{L}])(?:${vehicleWords})\s+(?:${ci(["then", "now", "suddenly", "just"])}\s+)?(?:${verbs(vehicleHits.verbs)})\s+${OBJECT}${END}`,
      "gu",
    ),
    needs: firstWords([...ELEMENT_LEXICONS.vehicles.names.keys()]),
  },
  {
    name: "hit by a vehicle",
    pattern: new RegExp(
      String.raw`(?<![\p{L}])${SUBJECT}${BE}(?:${anyCase(vehicleHits.passive)})\s+(?:head-on\s+)?${ci(["by"])}\s+${DETERMINER}\s+(?:[\p{L}-]+\s+){0,2}(?:${vehicleWords})${END}`,
      "gu",
    ),
    needs: firstWords(vehicleHits.passive),
  },
  {
    name: "stunt driving",
    pattern: new RegExp(
      String.raw`(?<![\p{L}])(?:${vehicleWords})\s+(?:${ci(["then", "now", "suddenly", "just", "again"])}\s+)?(?:${verbs(vehicleSpeed.verbs)})\s+${ci(vehicleSpeed.after)}${END}`,
      "gu",
    ),
    needs: firstWords([...ELEMENT_LEXICONS.vehicles.names.keys()]),
  },
  {
    name: "through glass",
    pattern: new RegExp(
      String.raw`(?<![\p{L}])(?:${verbs(throughGlass.verbs)})\s+(?:${ci(["right", "straight", "headfirst", "head first", "back"])}\s+)?${ci(["through"])}\s+${DETERMINER}\s+(?:[\p{L}-]+\s+){0,2}?(?:${ci(throughGlass.panes)})${END}`,
      "gu",
    ),
    needs: firstWords(throughGlass.verbs.flatMap((verb) => verbForms(verb))),
    subjectIsPerson: true,
  },
  {
    name: "fall",
    pattern: new RegExp(
      String.raw`(?<![\p{L}])(?:${verbs(height.verbs)})\s+(?:${ci(["back", "backward", "backwards", "down", "headfirst", "head first"])}\s+)?${ci(["off", "from", "over", "out of"])}\s+${DETERMINER}\s+(?:[\p{L}-]+\s+){0,2}?(?:${ci(height.places)})${END}`,
      "gu",
    ),
    needs: firstWords(height.verbs.flatMap((verb) => verbForms(verb))),
    subjectIsPerson: true,
  },
];

/** Each form's first run of letters, in lower case: a word any text it matches must hold. */
function firstWords(forms: readonly string[]): ReadonlySet<string> {
  return new Set(forms.map((form) => /\p{L}+/u.exec(form.toLowerCase())?.[0] ?? ""));
}

/** A text's words in lower case, as firstWords takes them ("" for forms with no letters: always there). */
function wordsOf(text: string): ReadonlySet<string> {
  return new Set(["", ...(text.toLowerCase().match(/\p{L}+/gu) ?? [])]);
}

const personNouns = new Map<string, boolean>();

/** "the guard", "a man", "the soldiers": a noun for a person, as the people lexicon or compromise reads it. */
function isPersonNoun(noun: string): boolean {
  let person = personNouns.get(noun);
  if (person === undefined) {
    const crowd = PEOPLE_LEXICONS.extras.names;
    const tags = (nlp(noun).terms().json() as { terms: { tags: string[] }[] }[])[0]?.terms[0]?.tags ?? [];
    person =
      crowd.has(noun) ||
      crowd.has(`${noun}s`) ||
      tags.includes("Actor") ||
      tags.includes("Person") ||
      /^(?:man|men|woman|women|guy|guys|kid|kids|boy|boys|girl|girls|child|baby|body|lady|gentleman|stranger|figure)$/.test(
        noun,
      );
    if (personNouns.size > 2000) personNouns.clear();
    personNouns.set(noun, person);
  }
  return person;
}

const FILLER = /^(?:and|then|now|suddenly|also|just|both|all|\p{Ll}+ly)$/iu;
const PRONOUN = /^(?:he|she|they|we|i|you)$/i;
const ARTICLE = /^(?:the|a|an|one|another|his|her|their|two|three|both)$/i;

/**
 * Whether the verb at `index` has a person for its subject: a pronoun, a name the script knows
 * (or one compromise knows for a first name, or one in capitals), or "the guard". "Rain falls off
 * the roof", "the rock crashes through the window": no one does it.
 */
function personDoes(text: string, index: number, names: ReadonlySet<string>): boolean {
  const clause =
    text
      .slice(Math.max(0, index - 80), index)
      .split(/[.!?;:\n,—–]|\s-\s/)
      .at(-1) ?? "";
  const words = clause.trim().split(/\s+/).filter(Boolean);
  while (words.length && FILLER.test(words.at(-1)!)) words.pop();
  const last = words.at(-1)?.replace(/['’]s$/, "") ?? "";
  if (!last || /^it$/i.test(last)) return false;
  if (PRONOUN.test(last)) return true;
  if (ARTICLE.test(words.at(-2) ?? "")) return isPersonNoun(last.toLowerCase());
  if (!/^\p{Lu}/u.test(last)) return isPersonNoun(last.toLowerCase());
  if (names.has(last.toUpperCase()) || /^\p{Lu}{2,}$/u.test(last)) return true;
  const tags = (nlp(last).terms().json() as { terms: { tags: string[] }[] }[])[0]?.terms[0]?.tags ?? [];
  return tags.includes("Person");
}

/**
 * Stunts the action does to a person, read clause by clause (product.md §10): a person thrown or
 * knocked somewhere, hit by a vehicle, sent through glass, or falling from a height.
 */
export function stuntActions(text: string, names: ReadonlySet<string> = new Set()): string[] {
  const found: string[] = [];
  const words = wordsOf(text);
  for (const reading of READINGS) {
    if (found.includes(reading.name)) continue;
    if (![...reading.needs].some((word) => words.has(word))) continue;
    for (const match of text.matchAll(reading.pattern)) {
      const noun = match.groups?.noun;
      if (noun !== undefined && !isPersonNoun(noun)) continue;
      if (reading.subjectIsPerson && !personDoes(text, match.index, names)) continue;
      found.push(reading.name);
      break;
    }
  }
  return found;
}
