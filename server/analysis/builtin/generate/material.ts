import type { Signals } from "../signals/signals";
import { countWords, splitParagraphs, splitSentences } from "../text/words";

/** Shortens the user's sentence to a clause for prompts and captions, without changing its words. */
export function clause(text: string, maxWords = 18): string {
  const first = splitSentences(text)[0] ?? text;
  const parts = first.replace(/[.!?]+$/, "").split(" ");
  return parts.length > maxWords ? `${parts.slice(0, maxWords).join(" ")}…` : parts.join(" ");
}

export function titleOf(signals: Signals): string | null {
  return signals.title;
}

export function workName(signals: Signals): string {
  return signals.title ?? "your project";
}

/** Prose paragraphs of the uploaded text, skipping screenplay lines and slide fragments. */
export function proseParagraphs(signals: Signals, limit: number): string[] {
  if (signals.screenplay) return [];
  return splitParagraphs(signals.body)
    .filter((paragraph) => countWords(paragraph) >= 25 && !/^\s*\w[\w &]*:\s*$/.test(paragraph))
    .slice(0, limit);
}

export function setting(signals: Signals): string | null {
  return signals.answers.setting ?? null;
}
