import { isRareWord } from "../text/word-rarity";
import { splitSentences } from "../text/words";

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
const NOT_NAMES = new Set(
  "I A An The This That These Those When While After Before As If In On At Of For With From By And Or But So Then Now Each Every His Her Their Its Our Your My He She They We You It X Y Z Act Episode Season Ep Segment Part Chapter Scene".split(
    " ",
  ),
);

const WORD = /[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu;

/** Reads one answer or slide. */
export function readSpecificity(text: string): Specificity {
  const names = new Set<string>();
  const numbers = new Set<string>();
  const rare = new Set<string>();
  let words = 0;
  for (const sentence of splitSentences(text)) {
    let first = true;
    for (const match of sentence.matchAll(WORD)) {
      const word = match[0].replace(/['’]s$/, "");
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
const GENERIC = new Set(
  "about above after again against also always among another anyone around audience audiences away back because been before being between both cannot could despite does doing down during each even ever every everyone everything film films first from given going great have having here into just know last like little long made make many more most movie movies much must need never next nothing once only other over own people really right same season series should show since some something still story stories such take than that their them then there these they thing things this those though three through time today together told tonight under until upon very want wants were what when where whether which while will with within without world would year years young your global market industry growing grew billion million percent number rise rose audiences viewers watch watching moment right relevant timely important needed need".split(
    " ",
  ),
);

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
