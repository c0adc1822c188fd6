/** Line-level screenplay conventions shared by the text, Fountain and FDX readers. */
import { countWords, escapeRegex } from "#analysis/read/text/words";
import headingWords from "../lexicons/scene-headings.json" with { type: "json" };

const either = (words: readonly string[]) =>
  [...words]
    .sort((a, b) => b.length - a.length)
    .map(escapeRegex)
    .join("|");
const ENGLISH = new Set(["INT", "EXT", "EST"]);
const INTERIOR = either(headingWords.interior.filter((word) => !ENGLISH.has(word)));
const EXTERIOR = either(headingWords.exterior.filter((word) => !ENGLISH.has(word)));
/** The one table of English heading prefixes: "INT./EXT.", "EXT / INT", "I/E" first, then "INT", "EXT", "EST". */
const BOTH_WAYS = String.raw`INT\.?[ \t]*\/[ \t]*EXT|EXT\.?[ \t]*\/[ \t]*INT|I\/E`;
const ENGLISH_PREFIXES = `${BOTH_WAYS}|INT|EXT|EST`;
const BOTH_WAYS_PREFIX = new RegExp(`^(?:${BOTH_WAYS})`);
/** A line that opens a scene: "INT./EXT.", "EXT/INT.", "INT / EXT", "I/E", "INT.", "EXT.", "EST.". */
const HEADING = new RegExp(`^(?:${BOTH_WAYS}|INT|EXT|EST)[.。 ]`, "i");
/** The other languages' prefixes (ИНТ., WNĘTRZE., INNEN.): only on an upper-case line. */
const PREFIX = new RegExp(
  `^(?:(?:${INTERIOR}|${EXTERIOR})\\.?\\s*\\/\\s*(?:${INTERIOR}|${EXTERIOR})|${INTERIOR}|${EXTERIOR})(?:[.。:]\\s*|\\s+|$)`,
  "iu",
);
const ENGLISH_PREFIX = new RegExp(`^(?:${ENGLISH_PREFIXES})(?:[.。]\\s*|\\s*:\\s*|\\s+)`, "i");
/** "INT: BEDROOM. EARLY-MORNING HOURS": a colon for the full stop, read only on a line in capitals. */
const COLON_HEADING = new RegExp(`^(?:${ENGLISH_PREFIXES})[ \\t]*:[ \\t]*\\S`, "i");
const TIMES = new Set(headingWords.timesOfDay);
const SHOT = new RegExp(`^(?:${either(headingWords.shots)})\\b`, "iu");
/** A heading line in running text, after an optional scene number ("12A INT. HOUSE"). */
const HEADING_LINES = new RegExp(`^[ \\t]*(?:\\d+[A-Z]?[ \\t]+)?(?:${ENGLISH_PREFIXES})[. \\t]`, "gm");
/** A page that holds an INT. or EXT. line is story, not a cover. */
const INT_EXT_LINE = /\n\s*(\d+\s+)?(INT|EXT)[. ]/i;
/** "12 INT./EXT. HOUSE - NIGHT 12": scene number, place and time of day. */
const HEADING_PARTS = new RegExp(
  `^(?:\\d+\\s*)?(${ENGLISH_PREFIXES})[.:\\s]+(.*?)(?:\\s*[-–—]+\\s*([^-–—]*))?\\s*(?:\\d+)?$`,
  "i",
);
const TRANSITION = /^[A-Z][A-Z0-9 .'’-]*TO:$/;
const LOWER = /\p{Ll}/u;
const LETTER = /\p{L}/u;

export function isSceneHeading(line: string): boolean {
  const text = line.trim();
  return HEADING.test(text) || (!LOWER.test(text) && (PREFIX.test(text) || COLON_HEADING.test(text)));
}

/** Interior, exterior or both, from a heading's prefix in any language it comes in; null without one. */
export function headingSetting(heading: string): "INT" | "EXT" | "INT/EXT" | null {
  const upper = heading.trim().toUpperCase();
  if (BOTH_WAYS_PREFIX.test(upper)) return "INT/EXT";
  if (/^INT/.test(upper)) return "INT";
  if (/^(EXT|EST)/.test(upper)) return "EXT";
  const prefix = PREFIX.exec(upper)?.[0];
  if (!prefix) return null;
  const inside = new RegExp(`^(?:${INTERIOR})(?!\\p{L})|\\/\\s*(?:${INTERIOR})`, "u").test(prefix);
  const outside = new RegExp(`^(?:${EXTERIOR})(?!\\p{L})|\\/\\s*(?:${EXTERIOR})`, "u").test(prefix);
  if (inside && outside) return "INT/EXT";
  return inside ? "INT" : outside ? "EXT" : null;
}

/** "INT. BLOOM HOUSE - NIGHT" -> place "BLOOM HOUSE", time "NIGHT"; an unread heading is all place. */
export function headingParts(heading: string): { place: string; time: string } {
  const match = heading.replace(/\s+/g, " ").trim().match(HEADING_PARTS);
  if (!match) return { place: heading.trim(), time: "" };
  return { place: (match[2] ?? "").replace(/[.\s]+$/, "").trim(), time: (match[3] ?? "").trim() };
}

/** Where each heading line of running text starts. */
export function headingLineStarts(text: string): number[] {
  return [...text.matchAll(HEADING_LINES)].map((match) => match.index);
}

export function hasIntExtLine(text: string): boolean {
  return INT_EXT_LINE.test(`\n${text}`);
}

/** A heading without its INT./EXT. prefix (in any language): "INT. HOUSE - DAY" -> "HOUSE - DAY". */
export function headingWithoutPrefix(heading: string): string {
  const text = heading.trim();
  const prefix = ENGLISH_PREFIX.exec(text) ?? PREFIX.exec(text);
  return prefix ? text.slice(prefix[0].length).trim() : text;
}

/**
 * The writer's words for the time of day: what follows the heading's last spaced dash
 * ("HOUSE - NIGHT"); else a known time word after a comma or a bare dash ("HOUSE, DAY",
 * "病院-日"); else the last of several full stops ("LOUNGE. EVE'S HOME. MORNING").
 */
export function headingTime(heading: string): string {
  const parts = heading.split(/\s+[-–—]+\s+|\s*--\s*/);
  if (parts.length >= 2) return collapseSpaces(parts.at(-1) ?? "");
  const rest = headingWithoutPrefix(heading);
  const tail = /[,，\-–—]\s*([^,，\-–—]+)$/.exec(rest)?.[1];
  if (tail && isTimeOfDay(tail)) return collapseSpaces(tail);
  // "INT. CAR NIGHT", "EXT. OPEN FIELD  SUNRISE": a time of day written after the place with no mark.
  const spaced = UNMARKED_TIME.exec(rest)?.[1];
  if (spaced) return spaced.toUpperCase();
  const stops = rest.split(/\.\s+/);
  return stops.length >= 2 ? collapseSpaces(stops.at(-1) ?? "").replace(/\.$/, "") : "";
}

/** A time of day that cannot be a place's last word, after a place of its own. */
const UNMARKED_TIME = /\S\s+(DAY|NIGHT|MORNING|AFTERNOON|EVENING|DAWN|DUSK|SUNRISE|SUNSET)$/i;

/** The place a heading names, without its prefix and time: "INT. HOUSE, KITCHEN - NIGHT" -> "HOUSE, KITCHEN". */
export function headingPlaceName(heading: string): string {
  return collapseSpaces(
    headingWithoutPrefix(withoutHeadingTime(heading)).split(/\s+[-–—]+\s+|\s*--\s*/)[0] ?? "",
  );
}

/** A heading with the time of day it ends on cut off, with the comma or dash before it. */
export function withoutHeadingTime(heading: string): string {
  const time = headingTime(heading);
  const text = collapseSpaces(heading);
  if (!time || !text.endsWith(time)) return text;
  return text.slice(0, text.length - time.length).replace(/[\s,，.\-–—]+$/, "");
}

function isTimeOfDay(text: string): boolean {
  const bare = collapseSpaces(text.replace(/\([^)]*\)/g, ""))
    .toUpperCase()
    .replace(/[.]$/, "");
  return TIMES.has(bare);
}

/**
 * A forced heading (Fountain's leading ".") that opens a scene. Camera directions (".CLOSE ON
 * THE KEY", ".FROM ANDREW'S CAMERA") and emphasised action written as a sentence (".SCORPINA
 * ATTACKS!") open none, unless they carry a setting prefix or end on a time of day.
 */
export function isSceneForcedHeading(text: string): boolean {
  const line = text.trim();
  if (isSceneHeading(line) || isTimeOfDay(headingTime(line))) return true;
  return !SHOT.test(line) && !/[.!?…:;,-]$/.test(line) && countWords(line) <= 8;
}

/** ".A SCENIC OVERLOOK" / "with a lovely view": words that go on describing the place, not a subject's verb. */
const DESCRIBES =
  /^\s*(?:with|of|in|on|at|by|near|beside|under|above|over|across|along|behind|beyond|from|into|overlooking|where|which|that|and|full)\b/;

/**
 * Action that goes on from the heading above it as the rest of its sentence, in lower case: ".THE
 * MAZDA" / "begins to roll down the hill.", ".INSIDE" / "it's pure hell.". The heading is the
 * sentence's subject (a shot of someone or something in the scene), not a place; words that go on
 * describing a place (".A SCENIC OVERLOOK" / "with a lovely view of the ocean.") are not.
 */
export function continuesHeading(action: string): boolean {
  return /^\s*\p{Ll}/u.test(action) && !DESCRIBES.test(action);
}

/** A line that opens on a camera direction ("CLOSE ON", "ANGLE", "INSERT"). */
export function opensOnShot(line: string): boolean {
  return SHOT.test(line.trim());
}

export function isTransition(line: string): boolean {
  return TRANSITION.test(line.trim());
}

/**
 * The lower-case letters of a surname's prefix in a name set in capitals: McCROSKEY, MacDONALD,
 * DeNIRO. One capital, one to three lower-case letters, then at least two capitals to the word's end.
 */
const NAME_PREFIX = /(?<!\p{L})(\p{Lu})\p{Ll}{1,3}(?=\p{Lu}{2,}(?![\p{L}]*\p{Ll}))/gu;

/** A character cue: upper case once extensions like (V.O.) are removed, short, not a heading. */
export function isCueLine(line: string): boolean {
  const bare = line
    .trim()
    .replace(/\^$/, "")
    .replace(/\([^)]*\)/g, "")
    .trim();
  if (bare.length === 0 || bare.length > 40) return false;
  if (!LETTER.test(bare) || LOWER.test(bare.replace(NAME_PREFIX, "$1"))) return false;
  if (bare.endsWith(":") || bare.startsWith("!") || /^[>=#~]/.test(bare)) return false;
  return !isSceneHeading(bare) && !isTransition(bare);
}

/** An extension only a cue carries: (V.O.), (O.S.), (O.C.), (CONT'D), (CONTINUING), (PRE-LAP). */
const CUE_EXTENSION = /\((?:V\.?\s?O|O\.?\s?[SC]|CONT\S?D|CONT|CONTINUING|PRE-?LAP)\.?\)/i;

export function hasCueExtension(line: string): boolean {
  return CUE_EXTENSION.test(line);
}

/** "NAME (ext) (ext) Speech...": a name, its parentheticals, then a speech that opens as a sentence does. */
const CUE_THEN_SPEECH = /^(.*?\S)\s*((?:\([^()]*\)\s*)+)(?=[\p{Lu}\d"“‘'¡¿…]|\.\.\.)(.+)$/u;
/** A parenthetical that gives an age ("(30)", "(late 60s)") introduces a person in action. */
const AGE = /^\((?:(?:early|mid|late)[\s-]*)?\d/i;

/**
 * A cue and its speech on one line, as some scripts set them: "McCROSKEY (hysterical) He's coming
 * right at us!". The name reads as a cue, at least one parenthetical follows it (an action line
 * that introduces someone puts an age there, or goes on in lower case: "BRAD (the jock) comes up"),
 * and the speech opens on a capital, a figure, a quote or an ellipsis and is written in sentences,
 * not in capitals. Null for any other line.
 */
export function cueWithSpeech(line: string): { cue: string; speech: string[] } | null {
  const match = CUE_THEN_SPEECH.exec(line.trim());
  if (!match?.[1] || !match[2] || !match[3]) return null;
  const parentheticals = match[2].match(/\([^()]*\)/g) ?? [];
  if (parentheticals.some((item) => AGE.test(item))) return null;
  const name = match[1];
  if (!isCueLine(name)) return null;
  const cue = `${name} ${parentheticals.find((item) => CUE_EXTENSION.test(item)) ?? ""}`.trim();
  const directions = parentheticals.filter((item) => !CUE_EXTENSION.test(item));
  const speech = [
    ...directions,
    ...match[3].split(/\s*(\([^()]*\))\s*/).filter((part) => part.trim() !== ""),
  ];
  // A speech is written in sentences: a line in capitals after the parentheses ("3  STOCK FOOTAGE
  // - (STUDIO) 3", "WITH REVISION #1 (Blue)") is a heading's or a title page's note.
  if (!speech.some((part) => !part.startsWith("(") && LOWER.test(part))) return null;
  return { cue, speech };
}

/** "EDWARD (V.O.)(CONT'D)" -> "EDWARD"; "DRIVER." -> "DRIVER"; "WALTER, JR." -> "WALTER JR.". */
export function characterName(cue: string): string {
  return (
    cue
      .replace(/^@/, "")
      .replace(/\^\s*$/, "")
      // A revision mark in the margin ("MAN                *") is no part of the name.
      .replace(/(?:\s+\*+)+\s*$/, "")
      // A character the file's encoding lost ("� MATRIX" in a scanned page) is no part of the name.
      .replace(/[\p{Cc}\uFFFD]/gu, " ")
      .replace(/\([^)]*\)?/g, " ")
      .replace(/\bCONT['’]D\b\.?/gi, " ")
      .replace(/,\s*(JR|SR)\b/gi, " $1")
      .replace(/\s+/g, " ")
      .trim()
      .replace(/(?<=\p{L}{4})[.:]$/u, "")
      .toUpperCase()
  );
}

/** Fountain emphasis (*italic*, **bold**, _underline_) removed, escaped markers kept. */
export function stripEmphasis(text: string): string {
  if (!text.includes("*") && !text.includes("_")) return text;
  return text.replace(/(\*{1,3}|_)(?=\S)([\s\S]+?)(?<=\S)\1/g, "$2").replace(/\\([*_])/g, "$1");
}

export function collapseSpaces(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}
