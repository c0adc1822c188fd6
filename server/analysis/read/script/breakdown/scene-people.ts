import { escapeRegex } from "#analysis/read/text/words";
import { namesIn, PEOPLE_LEXICONS } from "./breakdown-lexicons";
import { isPersonNoun } from "./person-noun";
import { properCase } from "./proper-case";

/** An upper-case run in action: screenplays set a bit part in capitals the first time it appears. */
const CAPS_RUN = /(?<![\p{L}'’])(\p{Lu}[\p{Lu}'’-]+(?:\s+\p{Lu}[\p{Lu}'’-]+){0,2})(?![\p{L}'’])/gu;
/** Capitals that are never a person: camera, sound and screenplay words. */
const NOT_PEOPLE =
  /^(?:INT|EXT|POV|V\.?O|O\.?S|CONT'?D|CUT|FADE|DISSOLVE|SUPER|TITLE|INSERT|ANGLE|CLOSE|CLOSE ON|WIDE|BACK TO|FLASHBACK|END|THE END|CONTINUED|MORE|TV|OK|USA|US|UK|FBI|CIA|NYPD|DNA|I|A)$/;
/** Words before a bit part that are not its name: "TOWARDS THE WITCH" is the witch. */
const LEADING =
  /^(?:(?:THE|AN?|TOWARDS?|ON|AT|TO|OF|IN|INTO|WITH|FOR|FROM|BY|HIS|HER|THEIR|MY|OUR|YOUR|AND)\s+)+/;
/**
 * A stretch of four or more words in capitals is shouted, a sound or words on a screen ("STEPS ON
 * HER WRIST", "1 MISSED CALL FROM AMANDA"), not a bit part set in capitals.
 */
const CAPS_STRETCH =
  /(?<![\p{L}\p{N}'’])[\p{Lu}\p{N}][\p{Lu}\p{N}'’.,-]*(?:[ \t]+[\p{Lu}\p{N}][\p{Lu}\p{N}'’.,-]*){3,}/gu;

/**
 * Bit parts the action sets in capitals ("A DESK COP"), as phrases in capitals. `known` are every
 * cue name and alias (they are cast, not extras); `places` the headings' locations (a place in
 * capitals is no one).
 */
export function bitPartsIn(
  action: string,
  known: ReadonlySet<string>,
  places: ReadonlySet<string>,
): string[] {
  const found: string[] = [];
  const stretches = [...action.matchAll(CAPS_STRETCH)].map((match) => [
    match.index,
    match.index + match[0].length,
  ]);
  for (const match of action.matchAll(CAPS_RUN)) {
    if (stretches.some(([start = 0, end = 0]) => match.index >= start && match.index < end)) continue;
    const phrase = (match[1] ?? "").replace(/['’]S$/, "").replace(LEADING, "");
    if (phrase.length < 3 || NOT_PEOPLE.test(phrase) || known.has(phrase) || places.has(phrase)) continue;
    if (isPersonNoun(phrase)) found.push(phrase);
  }
  return found;
}

export interface BitParts {
  /** The script's bit parts in title case ("Old Woman"), group 1 the name. */
  titled: RegExp;
}

/** Every bit part the script sets in capitals, to find again where the action names it in title case. */
export function scriptBitParts(phrases: Iterable<string>): BitParts | null {
  const titled = [...new Set([...phrases].map(properCase))].sort((a, b) => b.length - a.length);
  if (titled.length === 0) return null;
  return { titled: new RegExp(`(?<![\\p{L}'’])(${titled.map(escapeRegex).join("|")})(?![\\p{L}'’])`, "gu") };
}

export interface ScenePeople {
  /** Non-speaking: named characters without a line, bit parts, crowds and children. */
  extras: string[];
  hasChildren: boolean;
  hasCrowd: boolean;
}

/**
 * Who is in a scene without speaking. `present` are the reading's canonical names in the scene;
 * `speaking` those with a line; `bitPartsHere` the bit parts its action sets in capitals;
 * `bitParts` every bit part of the script.
 */
export function scenePeople(
  action: string,
  present: readonly string[],
  speaking: ReadonlySet<string>,
  bitPartsHere: readonly string[],
  bitParts: BitParts | null,
): ScenePeople {
  const extras: string[] = present.filter((name) => !speaking.has(name)).map(properCase);
  extras.push(...bitPartsHere);
  // "an OLD WOMAN" early on, "The Old Woman turns" later: the bit part by the name it was given.
  if (bitParts) for (const match of action.matchAll(bitParts.titled)) extras.push(properCase(match[1] ?? ""));
  const crowd = namesIn(action, PEOPLE_LEXICONS.extras);
  const children = namesIn(action, PEOPLE_LEXICONS.children);
  const unique = [
    ...new Set([
      ...extras.map((name) => (/\p{Ll}/u.test(name) ? name : properCase(name))),
      ...crowd,
      ...children,
    ]),
  ];
  return { extras: unique, hasChildren: children.length > 0, hasCrowd: crowd.length > 0 };
}
