import type { EvidenceFacts } from "./evidence-facts";
import { normaliseForMatch, stripApostrophe } from "./normalise";

const QUOTED = /“([^”]{2,400})”|"([^"]{2,400})"/g;
const PAGE_REF = /\b(?:page|p\.)\s*(\d+)(?:\s*[-–]\s*(\d+))?/gi;
const SCENE_REF = /\bscenes?\s+(\d+)/gi;
const CAPITALISED = /(?<![\p{L}\p{N}'’])\p{Lu}[\p{L}'’-]*\p{L}/gu;
const OPENS_SENTENCE = /[.!?:;"“(\n•*-]$/;

/** Capitalised words that do not open a sentence: names, places and titles. */
function namesIn(text: string): string[] {
  const names: string[] = [];
  for (const match of text.matchAll(CAPITALISED)) {
    const before = text.slice(0, match.index).trimEnd();
    if (before === "" || OPENS_SENTENCE.test(before)) continue;
    names.push(match[0]);
  }
  return names;
}

/** True when the quote, split at ellipses, occurs piece by piece in the material. */
export function quoteOccurs(quote: string, facts: EvidenceFacts): boolean {
  const pieces = quote
    .split(/\.{3}|…/)
    .map(normaliseForMatch)
    .filter((piece) => piece.replace(/['"-]/g, "").trim().length > 0);
  return pieces.every((piece) => facts.material.includes(` ${piece} `) || facts.material.includes(piece));
}

function withoutQuotes(text: string): string {
  return text.replace(QUOTED, " ");
}

/** Every fact in one sentence of the model's prose that the evidence does not hold. */
export function verifyText(text: string, facts: EvidenceFacts): string[] {
  const problems: string[] = [];
  for (const match of text.matchAll(QUOTED)) {
    const quote = (match[1] ?? match[2] ?? "").trim();
    if (quote && !quoteOccurs(quote, facts)) problems.push(`the quote "${quote}" is not in the material`);
  }
  if (facts.pages !== null) {
    for (const match of text.matchAll(PAGE_REF)) {
      const pages = [match[1], match[2]].filter(Boolean).map(Number);
      for (const page of pages)
        if (page < 1 || page > facts.pages)
          problems.push(`page ${page} does not exist (the script has ${facts.pages})`);
    }
  }
  if (facts.scenes !== null) {
    for (const match of text.matchAll(SCENE_REF)) {
      const scene = Number(match[1]);
      if (!facts.scenes.has(scene))
        problems.push(`scene ${scene} does not exist (the script has ${facts.scenes.size})`);
    }
  }
  for (const name of namesIn(withoutQuotes(text))) {
    const word = stripApostrophe(normaliseForMatch(name));
    if (word && !facts.words.has(word) && !facts.vocabulary.has(word))
      problems.push(`"${name}" is not a name, place or title in the material`);
  }
  return [...new Set(problems)];
}
