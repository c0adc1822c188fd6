import nlp from "compromise";
import { lexicon } from "#server/lexicons/word-lists";
import elementLexicons from "../../../../lexicons/element-lexicons.json" with { type: "json" };
import { namesIn, PEOPLE_LEXICONS } from "./breakdown-lexicons";
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

const { people } = lexicon(elementLexicons);
const THINGS = new Set(people.notPeople);
const ROLES = new Set(people.roles.flatMap((role) => [role, `${role}s`]));
const personCache = new Map<string, boolean>();

/** Whether a phrase names a kind of person (compromise's #Actor, the data file's roles, crowds). */
function isPersonNoun(phrase: string): boolean {
  const lower = phrase.toLowerCase();
  let cached = personCache.get(lower);
  if (cached === undefined) {
    const last = lower.split(/\s+/).at(-1) ?? lower;
    cached =
      !THINGS.has(last) &&
      (ROLES.has(last) || nlp(last).has("#Actor") || namesIn(lower, PEOPLE_LEXICONS.extras).length > 0);
    personCache.set(lower, cached);
  }
  return cached;
}

export interface ScenePeople {
  /** Non-speaking: named characters without a line, bit parts, crowds and children. */
  extras: string[];
  hasChildren: boolean;
  hasCrowd: boolean;
}

/**
 * Who is in a scene without speaking. `present` are the reading's canonical names in the scene;
 * `speaking` those with a line; `known` every cue name and alias (they are cast, not extras);
 * `places` the headings' locations (a place in capitals is no one).
 */
export function scenePeople(
  action: string,
  present: readonly string[],
  speaking: ReadonlySet<string>,
  known: ReadonlySet<string>,
  places: ReadonlySet<string>,
): ScenePeople {
  const extras: string[] = present.filter((name) => !speaking.has(name)).map(properCase);
  const stretches = [...action.matchAll(CAPS_STRETCH)].map((match) => [
    match.index,
    match.index + match[0].length,
  ]);
  for (const match of action.matchAll(CAPS_RUN)) {
    if (stretches.some(([start = 0, end = 0]) => match.index >= start && match.index < end)) continue;
    const phrase = (match[1] ?? "").replace(/['’]S$/, "").replace(LEADING, "");
    if (phrase.length < 3 || NOT_PEOPLE.test(phrase) || known.has(phrase) || places.has(phrase)) continue;
    if (isPersonNoun(phrase)) extras.push(properCase(phrase));
  }
  const crowd = namesIn(action, PEOPLE_LEXICONS.extras);
  const children = namesIn(action, PEOPLE_LEXICONS.children);
  const unique = [...new Set([...extras, ...crowd, ...children])];
  return { extras: unique, hasChildren: children.length > 0, hasCrowd: crowd.length > 0 };
}
