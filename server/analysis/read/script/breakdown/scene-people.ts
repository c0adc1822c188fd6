import { escapeRegex } from "#analysis/read/text/words";
import { namesIn, PEOPLE_LEXICONS } from "./breakdown-lexicons";
import { isPersonNoun } from "./person-noun";
import { properCase } from "./proper-case";

/**
 * An upper-case run in action: screenplays set a bit part in capitals the first time it appears,
 * with the number it may carry ("BAD GUY #1"), over a line break too ("TWO UNIFORMED\nCOPS"), and
 * before a possessive in lower case ("a YOUNG BOY's jaw drops").
 */
const CAPS_RUN = /(?<![\p{L}'’])(\p{Lu}[\p{Lu}'’-]+(?:\s+(?:\p{Lu}[\p{Lu}'’-]+|#\d+)){0,5})(?!\p{L})/gu;
/** Capitals that are never a person: camera, sound and screenplay words. */
const NOT_PEOPLE =
  /^(?:INT|EXT|POV|V\.?O|O\.?S|CONT'?D|CUT|FADE|DISSOLVE|SUPER|TITLE|INSERT|ANGLE|CLOSE|CLOSE ON|WIDE|BACK TO|FLASHBACK|END|THE END|CONTINUED|MORE|TV|OK|USA|US|UK|FBI|CIA|NYPD|DNA|I|A)$/;
/** Words before a bit part that are not its name: "TOWARDS THE WITCH" is the witch. */
const LEADING =
  /^(?:(?:THE|AN?|TOWARDS?|ON|AT|TO|OF|IN|INTO|WITH|FOR|FROM|BY|HIS|HER|THEIR|MY|OUR|YOUR|AND)\s+)+/;
/**
 * Words that only count a group ("TWO UNIFORMED COPS", "A THOUSAND CHINESE SOLDIERS", "SEVERAL
 * DETECTIVES"): the bit part is the group, not its number.
 */
const COUNTED =
  /^(?:(?:AN?|THE|ONE|TWO|THREE|FOUR|FIVE|SIX|SEVEN|EIGHT|NINE|TEN|DOZEN|DOZENS|HUNDRED|HUNDREDS|THOUSAND|THOUSANDS|SEVERAL|MANY|SOME|FEW|MORE|OTHER|\d+)(?:\s+OF)?\s+)+/;
/** Words a run in capitals may end on that are no part of a name: "A CROWD OF polyester-wearing RETIREES". */
const TRAILING = /(?:\s+(?:OF|AND|OR|THE|AN?|TO|IN|WITH|AT|ON|FROM|BY))+$/;
/** A person and what sets them apart: "HEAVYSET MAN IN OVERALLS", "MEN IN SUITS". */
const QUALIFIED = /^(.+?)\s+(?:IN|WITH)\s+\S+(?:\s+\S+)?$/;
const MAX_PART_WORDS = 3;
const POINT_OF_VIEW = /^['’]?S?\s*(?:P\.?\s?O\.?\s?V\b|POINT OF VIEW\b)/i;
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
  const stretches = [...action.matchAll(CAPS_STRETCH)]
    // "A THOUSAND CHINESE SOLDIERS" counts a group and "A HEAVYSET MAN IN OVERALLS" sets one
    // apart: neither is a shouted line.
    .filter((match) => partOf(match[0].replace(/[.,]+$/, "")).head.split(" ").length > MAX_PART_WORDS)
    .map((match) => [match.index, match.index + match[0].length]);
  for (const match of action.matchAll(CAPS_RUN)) {
    const start = match.index;
    if (stretches.some(([from = 0, to = 0]) => start >= from && start < to)) continue;
    const { phrase, head } = partOf(match[1] ?? "");
    if (head.split(" ").length > MAX_PART_WORDS) continue;
    if (phrase.length < 3 || NOT_PEOPLE.test(phrase) || known.has(phrase) || places.has(phrase)) continue;
    // "BOYS' P.O.V.": a shot of what someone sees, not a bit part.
    if (POINT_OF_VIEW.test(action.slice(start + match[0].length))) continue;
    if (isPersonNoun(head.replace(/\s+#\d+$/, ""))) found.push(phrase);
  }
  return found;
}

/** A run in capitals without its article, count and trailing words, and the person it names. */
function partOf(run: string): { phrase: string; head: string } {
  const phrase = run
    .replace(/\s+/g, " ")
    .replace(/['’]S$/, "")
    .replace(LEADING, "")
    .replace(COUNTED, "")
    .replace(TRAILING, "");
  return { phrase, head: QUALIFIED.exec(phrase)?.[1] ?? phrase };
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
  const extras: string[] = [];
  const parts = [...bitPartsHere.map(properCase)];
  /** Bit parts named at least once as another of their kind ("the other Mean Dude"). */
  const another = new Set<string>();
  const titled = (pattern: RegExp) => {
    const found: string[] = [];
    for (const match of action.matchAll(pattern)) {
      const name = titledName(action, match.index, match[1] ?? "");
      found.push(name);
      if (ANOTHER.test(action.slice(Math.max(0, match.index - 12), match.index))) another.add(name);
    }
    return found;
  };
  for (const name of present.filter((name) => !speaking.has(name)).map(properCase)) {
    // A cue that is a kind of person (MEN, MEAN DUDE) named in the action is a bit part like any other.
    if (!isPersonNoun(name)) extras.push(name);
    else {
      const forms = titled(wordPattern(name));
      parts.push(...(forms.length ? forms : [name]));
    }
  }
  // "an OLD WOMAN" early on, "The Old Woman turns" later: the bit part by the name it was given.
  if (bitParts) parts.push(...titled(bitParts.titled));
  // "Mr. Soggybottom HONKS his horn": a person by title and name, though he never speaks.
  // One already cast ("Young Dr. Bennett", "Dr. John Watson" cued JOHN) is not named twice.
  const castWords = new Set([...present, ...speaking].flatMap((name) => name.split(" ")));
  for (const match of action.matchAll(TITLED_PERSON)) {
    const after = action.slice(match.index + match[0].length);
    if (/^['’]s\s+(?!face|hand|eyes?|head|voice)/.test(after) || /^[ \t]+\p{Lu}\p{Ll}/u.test(after)) continue;
    if (/\p{Lu}\p{Ll}*[ \t]+$/u.test(action.slice(Math.max(0, match.index - 20), match.index))) continue;
    if (castWords.has((match[0].split(/\s+/).at(-1) ?? "").toUpperCase())) continue;
    extras.push(match[0].replace(/\s+/g, " "));
  }
  const cues = [...speaking].map(properCase);
  const named = new Set([...extras, ...cues, ...parts]);
  extras.push(
    ...parts.filter(
      (part) =>
        // "a PRETTY GIRL" who speaks as GIRL, "the Cop" cued UNIFORMED COP: one person, named by the cue.
        !cues.some((cue) => cue === part || endsWith(part, cue) || endsWith(cue, part)) &&
        // "a Cuban PORTER" named again as "the Cuban Porter": one person, by the shorter name.
        !parts.some((other) => endsWith(part, other)) &&
        // "Mean Dude" where Mean Dude #5 is: he, unless the action sets another apart.
        (another.has(part) || ![...named].some((name) => name.replace(NUMBER, "") === part && name !== part)),
    ),
  );
  const crowd = namesIn(action, PEOPLE_LEXICONS.extras);
  const children = namesIn(action, PEOPLE_LEXICONS.children);
  // "The CROWD applauds" is the crowd the lexicon names: one entry, not "Crowd" and "crowd".
  const groups = new Set([...crowd, ...children]);
  const unique = [...new Set([...extras.filter((name) => !groups.has(name.toLowerCase())), ...groups])];
  return { extras: unique, hasChildren: children.length > 0, hasCrowd: crowd.length > 0 };
}

const wordPatterns = new Map<string, RegExp>();
function wordPattern(name: string): RegExp {
  let pattern = wordPatterns.get(name);
  if (!pattern) {
    pattern = new RegExp(`(?<![\\p{L}'’])(${escapeRegex(name)})(?![\\p{L}'’])`, "gu");
    if (wordPatterns.size > 2000) wordPatterns.clear();
    wordPatterns.set(name, pattern);
  }
  return pattern;
}

const TITLED_PERSON = /(?<![\p{L}])(?:Mr|Mrs|Ms|Miss|Dr)\.?[ \t]+\p{Lu}\p{Ll}+(?![\p{L}])/gu;
const NUMBER = /\s+#\d+$/;
const ANOTHER = /\b(?:first|other|another|second|third|last)\s+$/i;
/** Words that open a sentence or a noun phrase, never part of a bit part's name. */
const OPENER = /^(?:The|A|An|His|Her|Their|Its|Our|My|Your|This|That|These|Those|And|But|As|When|Then)$/;

/**
 * A bit part found in title case, with the describing words the action writes before it in
 * capitals ("The Tall Men", "The Old Mean Dude" where MEAN DUDES was set in capitals) and the
 * number after it ("Mean Dude #4").
 */
function titledName(action: string, at: number, name: string): string {
  let full = name;
  const number = /^\s+#\d+/.exec(action.slice(at + name.length));
  if (number) full += ` ${number[0].trim()}`;
  let before = action.slice(0, at);
  for (;;) {
    const word = /(\p{Lu}\p{Ll}+)[ \t]+$/u.exec(before);
    if (!word || OPENER.test(word[1]!)) break;
    const rest = before.slice(0, word.index);
    // A capital after a full stop, or at the start of a line, is the sentence's, not the name's.
    if (/(?:^|[.!?:]\s*|\n\s*)$/.test(rest)) break;
    full = `${word[1]} ${full}`;
    before = rest;
  }
  return full;
}

/** Whether `phrase` ends on the words of `tail`: "Pretty Girl" on "Girl". */
function endsWith(phrase: string, tail: string): boolean {
  return phrase.toLowerCase().endsWith(` ${tail.toLowerCase()}`);
}
