import { countWords } from "#analysis/read/text/words";

export function fullSentences(sentences: readonly string[], limit: number): string[] {
  return sentences
    .map((sentence) => sentence.trim())
    .filter((sentence) => countWords(sentence) >= 8)
    .slice(0, limit);
}
