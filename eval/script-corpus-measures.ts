/**
 * Measures the wide script corpus is scored by (eval/script-corpus.ts): pure functions of a
 * report, its reading and the script's text, so each can be tested on its own.
 */
import type { AnalysisResult } from "../domain/analysis";
import type { ScriptReading } from "../domain/script-reading";
import { escapeRegex } from "../server/analysis/read/text/words";

/** A writer's act label as compared: case, a leading "the" and closing punctuation do not count. */
export function normaliseAct(label: string): string {
  return label
    .toLowerCase()
    .replace(/^the\s+/, "")
    .replace(/[.:]+$/, "")
    .replace(/\s*[-–—]\s*/g, " - ")
    .replace(/\s+/g, " ")
    .trim();
}

export function writerActsMatch(reading: ScriptReading, gold: readonly string[]): boolean {
  const read = reading.acts.filter((act) => act.source === "writer").map((act) => normaliseAct(act.label));
  return JSON.stringify(read) === JSON.stringify(gold.map(normaliseAct));
}

/** Everything a user reads: summary, sections, takeaways, the cast, logline and synopsis. */
export function reportText(result: AnalysisResult): string {
  const report = result.scriptAnalysis;
  const reading = report?.reading;
  return [
    result.overallSummary,
    report?.overallSummary ?? "",
    ...(report?.sections.map((section) => section.content) ?? []),
    ...result.keyTakeaways,
    ...(reading?.characters.flatMap((character) => [character.name, ...character.aliases]) ?? []),
    reading?.logline?.text ?? "",
    reading?.synopsis ?? "",
  ].join("\n");
}

/** The title-page strings that reached the report (case-insensitive). */
export function leakedStrings(text: string, strings: readonly string[]): string[] {
  const lower = text.toLowerCase();
  return strings.filter((value) => lower.includes(value.toLowerCase()));
}

/** The story's text in ten equal parts (up to `storyEnd` when the file carries matter after it). */
export function storyTenths(text: string, storyEnd?: string): string[] {
  const end = storyEnd ? text.indexOf(storyEnd) : -1;
  const story = end > 0 ? text.slice(0, end) : text;
  return Array.from({ length: 10 }, (_, i) =>
    story.slice(Math.floor((story.length * i) / 10), Math.floor((story.length * (i + 1)) / 10)),
  );
}

function contentWords(text: string): string[] {
  return (text.toLowerCase().match(/\p{L}{5,}/gu) ?? []).filter((word, i, all) => all.indexOf(word) === i);
}

export function sentencesOf(text: string): string[] {
  return text
    .split(/\n+|(?<=[.!?”"])\s+(?=[\p{Lu}“"])/u)
    .map((sentence) => sentence.replace(/\s+/g, " ").trim())
    .filter((sentence) => sentence.length > 0);
}

/**
 * Whether the synopsis ends with the story's end: one of its last two sentences has at least two
 * words of five or more letters, half of them occur in the final tenth, and no other tenth holds
 * more of them (a sentence about the opening matches the opening better).
 */
export function synopsisReachesEnd(synopsis: string, tenths: readonly string[]): boolean {
  const parts = tenths.map((part) => new Set(contentWords(part)));
  return sentencesOf(synopsis)
    .slice(-2)
    .some((sentence) => {
      const words = contentWords(sentence);
      if (words.length < 2) return false;
      const scores = parts.map((part) => words.filter((word) => part.has(word)).length / words.length);
      const last = scores.at(-1) ?? 0;
      return last >= 0.5 && last >= Math.max(...scores);
    });
}

/** Names, places and quotes of this script: what makes a sentence about it and no other. */
export function specificTerms(
  reading: ScriptReading,
  scriptText: string,
): { names: string[]; places: string[]; text: string } {
  const names = reading.characters.flatMap((character) => [character.name, ...character.aliases]);
  const places = reading.scenes.flatMap(
    (scene) =>
      (scene.heading.replace(/^\S+\.?\s+/, "").split(/\s+[-–—]\s+/)[0] ?? "").match(/\p{L}{4,}/gu) ?? [],
  );
  return { names, places, text: scriptText.replace(/\s+/g, " ").toLowerCase() };
}

/** A sentence names something of the script: a character, a place in its headings, or a quote from it. */
export function namesSomethingSpecific(sentence: string, terms: ReturnType<typeof specificTerms>): boolean {
  const lower = sentence.toLowerCase();
  const word = (value: string) =>
    new RegExp(`(^|[^\\p{L}])${escapeRegex(value.toLowerCase())}([^\\p{L}]|$)`, "u").test(lower);
  if (terms.names.some((name) => name.length >= 2 && word(name))) return true;
  if (terms.places.some((place) => word(place))) return true;
  const quotes = sentence.match(/“([^”]{8,})”/g) ?? [];
  return quotes.some((quote) =>
    terms.text.includes(
      quote
        .slice(1, -1)
        .replace(/[….]+$/, "")
        .toLowerCase()
        .slice(0, 40),
    ),
  );
}

/** Share of the sentences of the named sections that name something specific to the script. */
export function specificShare(
  result: AnalysisResult,
  sectionIds: readonly string[],
  scriptText: string,
): { specific: number; total: number } {
  const report = result.scriptAnalysis;
  if (!report?.reading) return { specific: 0, total: 0 };
  const terms = specificTerms(report.reading, scriptText);
  const sentences = report.sections
    .filter((section) => sectionIds.includes(section.id))
    .flatMap((section) => sentencesOf(section.content));
  return {
    specific: sentences.filter((sentence) => namesSomethingSpecific(sentence, terms)).length,
    total: sentences.length,
  };
}

/** The quotes (“…”) of a sentence that occur in the script's text, compared on their first 40 characters. */
export function quotesFromPages(sentence: string, scriptText: string): string[] {
  const text = scriptText.replace(/\s+/g, " ").toLowerCase();
  return (sentence.match(/“([^”]{8,})”/g) ?? []).filter((quote) =>
    text.includes(
      quote
        .slice(1, -1)
        .replace(/[….]+$/, "")
        .replace(/\s+/g, " ")
        .toLowerCase()
        .slice(0, 40),
    ),
  );
}

/**
 * A drafted logline is not a fill-in template when most of its content words (five letters or
 * more, names aside) come from the script's own pages: a template's words come from the template.
 */
export function loglineFromPages(logline: string, scriptText: string, names: readonly string[]): boolean {
  const text = new Set(contentWords(scriptText));
  const named = new Set(names.flatMap((name) => contentWords(name)));
  const words = contentWords(logline).filter((word) => !named.has(word));
  if (words.length === 0) return false;
  return words.filter((word) => text.has(word)).length / words.length >= 0.6;
}
