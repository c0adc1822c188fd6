import { nameCase } from "#analysis/read/text/names";
import { capitalise, countWords, escapeRegex, proseSentences } from "#analysis/read/text/words";
import type { StoryPerson } from "./story-person";

/** At most `max` words of the text, cut at a word and marked with an ellipsis when cut. */
export function clip(text: string, max: number): string {
  const words = text.replace(/\s+/g, " ").trim().split(" ");
  if (words.length <= max) return words.join(" ");
  return `${words
    .slice(0, max)
    .join(" ")
    .replace(/[,;:–—-]+$/, "")}…`;
}

let memo: { text: string; result: string[] } | null = null;

export function sentences(text: string): string[] {
  // The same long material is split once per outline, not once per section and tone.
  if (memo?.text === text) return memo.result;
  const result = proseSentences(text);
  if (text.length > 2000) memo = { text, result };
  return result;
}

/** A name in capitals followed by an age, as a script introduces someone: "AMOS CALLOWAY (50)". */
const INTRODUCED =
  /(?<![\p{L}'’])(\p{Lu}[\p{Lu}'’.-]*(?:\s\p{Lu}[\p{Lu}'’.-]*){0,3})(?=\s*(?:\(\d|,\s*\d))/gu;

/**
 * Screenplay action names people and sounds in capitals. For prose, people keep capitals only at
 * the start of each name part (those the story knows, and anyone introduced with an age), and
 * other shouted words are set in lower case.
 */
export function proseCase(text: string, people: readonly StoryPerson[]): string {
  const names = new Map<string, string>();
  for (const person of people) {
    for (const part of person.name.split(" ")) names.set(part.toUpperCase(), part);
    if (person.cue) names.set(person.cue, person.name.split(" ")[0] ?? person.name);
  }
  for (const [, name] of text.matchAll(INTRODUCED))
    if (name && /\p{Lu}{2}/u.test(name))
      for (const part of name.split(/\s/)) if (!names.has(part)) names.set(part, nameCase(part));
  return text
    .replace(/(?<![\p{L}])(\p{Lu}[\p{Lu}'’]+)(?![\p{L}])/gu, (word: string, _: string, at: number) => {
      const known = names.get(word) ?? names.get(word.replace(/['’]S$/, ""));
      if (known) return word.endsWith("'S") || word.endsWith("’S") ? `${known}'s` : known;
      if (/^(?:I|OK|TV|USA|US|UK|FBI|CIA|NASA|II|III|IV|DJ|AI|PA|ER|ICU)$/.test(word)) return word;
      const lower = word.toLowerCase();
      const startsSentence = at === 0 || /[.!?:]\s+$/.test(text.slice(Math.max(0, at - 3), at));
      return startsSentence ? capitalise(lower) : lower;
    })
    .replace(/\b(in|at|on|of|to|with|for) A (?=\p{Ll})/giu, "$1 a ");
}

export function quoted(text: string, max = 24): string {
  return `“${clip(text.replace(/^["“]|["”]$/g, ""), max)}”`;
}

export function isStatement(sentence: string, min = 6, max = 40): boolean {
  const words = countWords(sentence);
  return words >= min && words <= max && /[.!?…]["”’]?$/.test(sentence);
}

/** How often each sentence has been said in the outline so far, so no sentence is said three times. */
export type Said = Map<string, number>;

function key(sentence: string): string {
  return sentence
    .toLowerCase()
    .replace(/[^\p{L}\p{N} ]+/gu, "")
    .replace(/\s+/g, " ")
    .trim();
}

/** Sentences of four words or more: a heading's "EXT." or a one-word reply is no repetition. */
function counted(text: string): string[] {
  return sentences(text)
    .map(key)
    .filter((sentence) => sentence.split(" ").length >= 4);
}

export function isWorn(said: Said, text: string): boolean {
  return counted(text).some((sentence) => (said.get(sentence) ?? 0) >= 2);
}

export function say(said: Said, text: string): string {
  for (const sentence of counted(text)) said.set(sentence, (said.get(sentence) ?? 0) + 1);
  return text;
}

/** Whether the text names `name` as a whole word. */
export function mentions(text: string, name: string, flags = "u"): boolean {
  return new RegExp(`(?<![\\p{L}])${escapeRegex(name)}(?![\\p{L}])`, flags).test(text);
}
