/** Line-level screenplay conventions shared by the text, Fountain and FDX readers. */

const HEADING = /^(?:INT\.?\/EXT|INT\/EXT|I\/E|INT|EXT|EST)[. ]/i;
/** Both sides at once: "INT./EXT.", "EXT / INT", "I/E". */
const BOTH_SIDES = String.raw`INT\.?\s*\/\s*EXT|EXT\.?\s*\/\s*INT|I\/E`;
/** The heading's opening INT./EXT. (or EST.), with the stop and spaces after it. */
const HEADING_PREFIX = new RegExp(`^(?:${BOTH_SIDES}|INT|EXT|EST)\\.?\\s*`, "i");
const BOTH_SIDES_START = new RegExp(`^(?:${BOTH_SIDES})`);
/** A heading line in running text, after an optional scene number ("12A INT. HOUSE"). */
const HEADING_LINES = /^[ \t]*(?:\d+[A-Z]?[ \t]+)?(?:INT\.?\/EXT|EXT\.?\/INT|I\/E|INT|EXT|EST)[. \t]/gm;
/** A page that holds an INT. or EXT. line is story, not a cover. */
const INT_EXT_LINE = /\n\s*(\d+\s+)?(INT|EXT)[. ]/i;
/** "12 INT./EXT. HOUSE - NIGHT 12": scene number, place and time of day. */
const HEADING_PARTS =
  /^(?:\d+\s*)?(INT\.?\/EXT|EXT\.?\/INT|I\/E|INT|EXT|EST)[.\s]+(.*?)(?:\s*[-–—]+\s*([^-–—]*))?\s*(?:\d+)?$/i;
const TRANSITION = /^[A-Z][A-Z0-9 .'’-]*TO:$/;
const LOWER = /\p{Ll}/u;
const LETTER = /\p{L}/u;

export function isSceneHeading(line: string): boolean {
  return HEADING.test(line.trim());
}

/** "INT. BLOOM HOUSE - NIGHT" -> "BLOOM HOUSE - NIGHT". */
export function withoutHeadingPrefix(heading: string): string {
  return heading.replace(HEADING_PREFIX, "");
}

/** Which side of the wall a heading puts the camera; null when it names none. */
export function headingSide(heading: string): "INT/EXT" | "INT" | "EXT" | null {
  const upper = heading.toUpperCase();
  if (BOTH_SIDES_START.test(upper)) return "INT/EXT";
  if (/^INT/.test(upper)) return "INT";
  if (/^(EXT|EST)/.test(upper)) return "EXT";
  return null;
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

export function isTransition(line: string): boolean {
  return TRANSITION.test(line.trim());
}

/** A character cue: upper case once extensions like (V.O.) are removed, short, not a heading. */
export function isCueLine(line: string): boolean {
  const bare = line
    .trim()
    .replace(/\^$/, "")
    .replace(/\([^)]*\)/g, "")
    .trim();
  if (bare.length === 0 || bare.length > 40) return false;
  if (!LETTER.test(bare) || LOWER.test(bare)) return false;
  if (bare.endsWith(":") || bare.startsWith("!") || /^[>=#~]/.test(bare)) return false;
  return !isSceneHeading(bare) && !isTransition(bare);
}

/** "EDWARD (V.O.)(CONT'D)" -> "EDWARD". */
export function characterName(cue: string): string {
  return cue
    .replace(/^@/, "")
    .replace(/\^\s*$/, "")
    .replace(/\([^)]*\)?/g, " ")
    .replace(/\bCONT['’]D\b\.?/gi, " ")
    .replace(/\s+/g, " ")
    .trim()
    .toUpperCase();
}

export function countWords(text: string): number {
  return text.match(/\S*[\p{L}\p{N}]\S*/gu)?.length ?? 0;
}

/** Fountain emphasis (*italic*, **bold**, _underline_) removed, escaped markers kept. */
export function stripEmphasis(text: string): string {
  if (!text.includes("*") && !text.includes("_")) return text;
  return text.replace(/(\*{1,3}|_)(?=\S)([\s\S]+?)(?<=\S)\1/g, "$2").replace(/\\([*_])/g, "$1");
}

export function collapseSpaces(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}
