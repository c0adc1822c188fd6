export interface Comps {
  /** "X meets Y" pairs as written. */
  pairings: string[];
  /** Individual titles named as comparables. */
  titles: string[];
}

// Repetition is bounded: long runs of capitalised words must not cost quadratic time.
const WORD = String.raw`[\p{Lu}\p{N}][\p{L}\p{N}'’:&.!-]{0,30}`;
const TITLE = `(?:The |A |An )?${WORD}(?: (?:of|the|and|or|in|a|on|to|for|from|with|at|&|${WORD})){0,7}`;
const MEETS = new RegExp(`(${TITLE})\\s+meets\\s+(${TITLE})`, "gu");
const CUE = new RegExp(
  `(?:comparable to|comparables?:|comps?:|in the vein of|in the spirit of|for fans of|fans of)\\s+(${TITLE}(?:(?:,\\s*|,?\\s+(?:and|or)\\s+)${TITLE}){0,5})`,
  "gu",
);
const TRAILING = /\s+(?:of|the|and|or|in|a|on|to|for|from|with|at|&)$/;

/** A comps section's heading: "COMPARABLE TITLES", "Comps", "Comparables". */
const COMPS_HEADING =
  /^[ \t\f]*(?:comparables?|comparable (?:titles|films|shows|series)|comps|comp titles)[ \t]*$/gim;
/** A title with its year, as a table row or a list gives it: "The Responder   2022", "Lamb (2021, A24)". */
const DATED_TITLE = new RegExp(`(?:^|\\s{2,})(${TITLE})(?:\\s{2,}|\\s*\\(\\s*)(?:19|20)\\d{2}\\b`, "gmu");

/** Titles listed with their years under a comps heading, up to the end of its slide. */
function datedTitles(text: string): string[] {
  const found: string[] = [];
  for (const heading of text.matchAll(COMPS_HEADING)) {
    const start = (heading.index ?? 0) + heading[0].length;
    const end = text.indexOf("\f", start);
    const section = text.slice(start, end === -1 ? start + 1500 : Math.min(end, start + 1500));
    for (const match of section.matchAll(DATED_TITLE)) found.push(match[1] ?? "");
  }
  return found;
}

function cleanTitle(title: string): string {
  let result = title.trim().replace(/[.,:;!]+$/, "");
  while (TRAILING.test(result)) result = result.replace(TRAILING, "");
  return result;
}

/** Comparable titles: "X meets Y", "comparable to X", "fans of X and Y", or the comps answer. */
export function findComps(text: string, answer: string | undefined): Comps {
  const pairings: string[] = [];
  const titles: string[] = [];
  const add = (title: string) => {
    const clean = cleanTitle(title);
    if (clean.length > 1 && clean.split(" ").length <= 8 && !titles.includes(clean)) titles.push(clean);
  };
  const sources = answer ? [answer, text] : [text];
  for (const source of sources) {
    const meetsLines = source.split(/[\n.;!?]/).filter((line) => line.includes(" meets "));
    for (const match of meetsLines.join("\n").matchAll(MEETS)) {
      const left = cleanTitle(match[1] ?? "");
      const right = cleanTitle(match[2] ?? "");
      const pairing = `${left} meets ${right}`;
      if (!pairings.includes(pairing)) pairings.push(pairing);
      add(left);
      add(right);
    }
    for (const match of source.matchAll(CUE)) {
      for (const part of (match[1] ?? "").split(/,\s*|,?\s+(?:and|or)\s+/)) add(part);
    }
  }
  for (const title of datedTitles(text)) add(title);
  if (answer && titles.length === 0) {
    for (const part of answer.split(/,|;|\band\b|\n/)) if (/\p{Lu}/u.test(part)) add(part);
  }
  return { pairings: pairings.slice(0, 4), titles: titles.slice(0, 6) };
}
