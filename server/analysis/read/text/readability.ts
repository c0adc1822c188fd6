import { words } from "./words";

export interface Readability {
  averageSentenceWords: number;
  longSentences: number;
  /** Flesch reading ease, 0 (hard) to 100 (easy). */
  readingEase: number;
}

function syllables(word: string): number {
  const lower = word.toLowerCase().replace(/[^a-z]/g, "");
  if (lower.length <= 3) return 1;
  const groups = lower
    .replace(/(?:[^laeiouy]es|ed|[^laeiouy]e)$/, "")
    .replace(/^y/, "")
    .match(/[aeiouy]{1,2}/g);
  return Math.max(1, groups?.length ?? 1);
}

export function measureReadability(sentences: readonly string[]): Readability {
  let wordCount = 0;
  let syllableCount = 0;
  let longSentences = 0;
  for (const sentence of sentences) {
    const tokens = words(sentence);
    wordCount += tokens.length;
    if (tokens.length > 35) longSentences++;
    for (const token of tokens) syllableCount += syllables(token);
  }
  const sentenceCount = Math.max(1, sentences.length);
  const perSentence = wordCount / sentenceCount;
  const perWord = syllableCount / Math.max(1, wordCount);
  const ease = 206.835 - 1.015 * perSentence - 84.6 * perWord;
  return {
    averageSentenceWords: Math.round(perSentence * 10) / 10,
    longSentences,
    readingEase: Math.round(Math.min(100, Math.max(0, ease))),
  };
}
