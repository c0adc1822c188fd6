import { wordLists } from "#server/lexicons/word-lists";
import stopWords from "../../../lexicons/stop-words.json" with { type: "json" };
import { isRareWord } from "../text/word-rarity";
import { splitSentences, words as wordsOf } from "../text/words";

const { sentenceFurniture, genericPitchWords } = wordLists(stopWords);
/** Capitalised words that name nothing: sentence furniture, pronouns, placeholders. */
const NOT_NAMES: ReadonlySet<string> = new Set(sentenceFurniture);
/** Words of four letters or more that carry content, for what two answers share. */
const GENERIC: ReadonlySet<string> = new Set(genericPitchWords);

/**
 * What in a text is particular to this story: proper nouns, numbers and dates, and rare words
 * (by frequency in general English). Stock phrases are measured apart (stock-phrases.ts).
 */
export interface Specificity {
  names: string[];
  numbers: string[];
  rare: string[];
  words: number;
  /** Particular items per word, 0-1. */
  density: number;
}

/** Capitalised words that name nothing: sentence furniture, pronouns, placeholders. */

/** Reads one answer or slide. */
export function readSpecificity(text: string): Specificity {
  const names = new Set<string>();
  const numbers = new Set<string>();
  const rare = new Set<string>();
  let words = 0;
  for (const sentence of splitSentences(text)) {
    let first = true;
    for (const found of wordsOf(sentence)) {
      const word = found.replace(/['’]s$/, "");
      words++;
      if (/\d/.test(word)) numbers.add(word);
      else if (/^\p{Lu}/u.test(word) && !first && !NOT_NAMES.has(word) && word.length > 1) names.add(word);
      else if (word.length >= 4 && isRareWord(word.toLowerCase())) rare.add(word.toLowerCase());
      first = false;
    }
  }
  const count = names.size + numbers.size + rare.size;
  return {
    names: [...names],
    numbers: [...numbers],
    rare: [...rare],
    words,
    density: words ? Math.min(1, count / words) : 0,
  };
}

/** Words of four letters or more that carry content, for what two answers share. */

export function contentWords(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}]{4,}/gu) ?? []).filter((word) => !GENERIC.has(word));
}

function sameStem(a: string, b: string): boolean {
  const n = Math.min(6, a.length, b.length);
  return n >= 4 && a.slice(0, n) === b.slice(0, n);
}

/** The content words of `text` that the other text also uses (by a shared stem). */
export function sharedContent(text: string, other: string): string[] {
  const theirs = [...new Set(contentWords(other))];
  return [...new Set(contentWords(text))].filter((word) => theirs.some((their) => sameStem(word, their)));
}
