const WORD = /[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu;
/** A word as a reader counts it: a run without spaces holding a letter or a digit ("self-made", "5pm", "and/or"). */
const SPACED_WORD = /\S*[\p{L}\p{N}]\S*/gu;

export function countWords(text: string): number {
  return text.match(SPACED_WORD)?.length ?? 0;
}

/** The words of a text without their punctuation; "a—b" gives two. */
export function words(text: string): string[] {
  return text.match(WORD) ?? [];
}

const HEADING_LINE = /^[\p{Lu}\p{N}][^.!?:;,]{0,40}$/u;

/**
 * Layout text from slides has no punctuation between headings, bullets and columns, so blank
 * lines, form feeds, wide column gaps, bullets and short heading lines all end a segment too.
 */
function segments(text: string): string[] {
  const result: string[] = [];
  for (const block of text.split(/\n\s*\n|\f|[ \t]{3,}|\s[•▪●■]\s?/)) {
    let current: string[] = [];
    for (const raw of block.split("\n")) {
      const line = raw.trim();
      if (!line) continue;
      if (HEADING_LINE.test(line) && line.split(" ").length <= 5) {
        if (current.length) result.push(current.join(" "));
        result.push(line);
        current = [];
      } else current.push(line);
    }
    if (current.length) result.push(current.join(" "));
  }
  return result;
}

const SENTENCE_END = /(?<=[.!?…])["”’)]?\s+(?=["“(]?[\p{Lu}\p{N}])/u;

/** Sentences of running prose (a synopsis, an action paragraph): split where a sentence ends. */
export function proseSentences(text: string): string[] {
  return text
    .replace(/\s+/g, " ")
    .split(SENTENCE_END)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

/** Sentence split good enough for pitch prose: keeps "Dr." and initials together. */
export function splitSentences(text: string): string[] {
  const merged: string[] = [];
  for (const segment of segments(text)) {
    const flat = segment.replace(/\s+/g, " ").trim();
    if (!flat) continue;
    const parts = flat.split(SENTENCE_END);
    let previous: string | undefined;
    for (const part of parts) {
      if (previous && /\b(Dr|Mr|Mrs|Ms|Prof|St|Jr|vs|[A-Z])\.$/.test(previous)) {
        previous = `${previous} ${part}`;
        merged[merged.length - 1] = previous;
      } else {
        merged.push(part);
        previous = part;
      }
    }
  }
  return merged.map((sentence) => sentence.trim()).filter(Boolean);
}

/** Cut after every full stop, question or exclamation mark and the space after it, whatever follows. */
export function sentencesAtStops(text: string): string[] {
  return text.split(/(?<=[.!?])\s+/);
}

/** The first letter in upper case: "the lead moves" -> "The lead moves". */
export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function splitParagraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replace(/\s+/g, " ").trim())
    .filter(Boolean);
}

/** Quotes the user's words, shortened to `maxWords` with an ellipsis. */
export function quote(text: string, maxWords = 28): string {
  const parts = text
    .replace(/\s+/g, " ")
    .replace(/^[^\p{L}\p{N}"“(]+/u, "")
    .trim()
    .split(" ");
  const clipped = parts.length > maxWords ? `${parts.slice(0, maxWords).join(" ")}…` : parts.join(" ");
  return `“${clipped.replace(/^["“]|["”]$/g, "").replace(/[.;:,]$/, "")}”`;
}

const LIST = new Intl.ListFormat("en-GB", { type: "conjunction" });

/** "a, b and c": no serial comma. */
export function listPhrase(items: readonly string[]): string {
  return LIST.format(items);
}

/** Every name when there are few, else the first ones and how many more: no one is silently dropped. */
export function namesPhrase(names: readonly string[], most = 6): string {
  if (names.length <= most) return listPhrase(names);
  const rest = names.length - (most - 1);
  return listPhrase([...names.slice(0, most - 1), `${rest} more`]);
}

export function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** A list's entries as whole words, in list order, for a pattern: `\b(?:a|b)<ending>\b`. */
export function wholeWords(words: readonly string[], ending = ""): string {
  return `\\b(?:${words.map(escapeRegex).join("|")})${ending}\\b`;
}

const termPatterns = new WeakMap<readonly string[], RegExp>();

function termPattern(terms: readonly string[]): RegExp {
  let pattern = termPatterns.get(terms);
  if (!pattern) {
    const sorted = [...terms].sort((a, b) => b.length - a.length).map(escapeRegex);
    pattern = new RegExp(`(?<![\\p{L}\\p{N}])(${sorted.join("|")})(?![\\p{L}\\p{N}])`, "gu");
    termPatterns.set(terms, pattern);
  }
  return pattern;
}

/** How often each entry of a word list occurs in the text; entries in list order (deterministic). */
export function countTerms(text: string, terms: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const match of text.toLowerCase().matchAll(termPattern(terms))) {
    const term = match[1] ?? "";
    counts.set(term, (counts.get(term) ?? 0) + 1);
  }
  return new Map(terms.filter((term) => counts.has(term)).map((term) => [term, counts.get(term) ?? 0]));
}

export function findTerms(text: string, terms: readonly string[]): string[] {
  return [...countTerms(text, terms).keys()];
}

/** Sentences matching a pattern, in text order, at most `limit`; fragments under five words last. */
export function sentencesMatching(
  sentences: readonly string[],
  pattern: { test(sentence: string): boolean },
  limit = 5,
): string[] {
  const matching = sentences.filter((sentence) => pattern.test(sentence));
  const full = matching.filter((sentence) => countWords(sentence) >= 5);
  return [...full, ...matching.filter((sentence) => countWords(sentence) < 5)].slice(0, limit);
}
