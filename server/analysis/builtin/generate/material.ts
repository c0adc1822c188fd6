import type { Signals } from "../signals/signals";
import { countWords, splitSentences } from "../text/words";

/** Shortens the user's sentence to a clause for prompts and captions, without changing its words. */
export function clause(text: string, maxWords = 18): string {
  const first = splitSentences(text)[0] ?? text;
  const parts = first.replace(/[.!?]+$/, "").split(" ");
  const shortened = parts.length > maxWords ? `${parts.slice(0, maxWords).join(" ")}…` : parts.join(" ");
  return shortened.replace(/^(A|An|The)\s/, (article) => article.toLowerCase());
}

export function workName(signals: Signals): string {
  return signals.title ?? "your project";
}

function isProse(sentence: string): boolean {
  return countWords(sentence) >= 8 && sentence !== sentence.toUpperCase() && /[.!?]$/.test(sentence);
}

/**
 * Whole sentences of the user's text, grouped three to a paragraph: from slides whose heading
 * matches `topic` when there are any, else from the opening of the material.
 */
export function proseParagraphs(signals: Signals, limit: number, topic?: RegExp): string[] {
  if (signals.screenplay) return [];
  const slides = topic ? signals.slides.filter((slide) => topic.test(slide.title)) : [];
  const source = slides.length
    ? splitSentences(slides.map((slide) => slide.text).join("\n\n"))
    : splitSentences(signals.body);
  const sentences = source.filter(isProse).slice(0, limit * 3);
  const paragraphs: string[] = [];
  for (let i = 0; i < sentences.length; i += 3) paragraphs.push(sentences.slice(i, i + 3).join(" "));
  return paragraphs;
}

/** Where the story happens: the setting answer, else the first sentence of a world slide. */
export function setting(signals: Signals): string | null {
  if (signals.answers.setting) return signals.answers.setting;
  const slide = signals.slides.find((s) => /\b(world|setting)\b/i.test(s.title));
  return slide ? (splitSentences(slide.text.split("\n").slice(1).join(" "))[0] ?? null) : null;
}

export function fullSentences(sentences: readonly string[], limit: number): string[] {
  return sentences
    .map((sentence) => sentence.trim())
    .filter((sentence) => countWords(sentence) >= 8)
    .slice(0, limit);
}
