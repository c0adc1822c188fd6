/** Line-level screenplay conventions shared by the text, Fountain and FDX readers. */

const HEADING = /^(?:INT\.?\/EXT|INT\/EXT|I\/E|INT|EXT|EST)[. ]/i;
const TRANSITION = /^[A-Z][A-Z0-9 .'’-]*TO:$/;
const LOWER = /\p{Ll}/u;
const LETTER = /\p{L}/u;

export function isSceneHeading(line: string): boolean {
  return HEADING.test(line.trim());
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
