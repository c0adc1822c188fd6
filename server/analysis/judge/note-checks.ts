import type { Category } from "#domain/analysis";

/**
 * Pairs of notes that cannot both be true of one pitch: a strength claiming something and an
 * improvement saying it is missing. Checked across every category of a report.
 */
export const CONTRADICTIONS: readonly { topic: string; claims: RegExp; denies: RegExp }[] = [
  {
    topic: "budget",
    claims: /money is addressed|the figures are specific|budget is|raise is stated/i,
    denies: /no budget|no funding|no budget figure|there is no ask|has no amount/i,
  },
  {
    topic: "lead",
    claims: /names its lead|whose story/i,
    denies: /never says whose story|no identifiable protagonist|no lead/i,
  },
  {
    topic: "goal",
    claims: /has an active goal|wants something specific/i,
    denies: /no clear goal|wants is not stated/i,
  },
  {
    topic: "audience",
    claims:
      /audience is specific|know who this is for|specific enough to market|target audience is stated|audience is identified/i,
    denies:
      /audience is (?:given as|described too broadly|not described|missing)|“everyone” is not|never says who the audience|cannot find or reach “everyone”|not the one the show is made for/i,
  },
  {
    topic: "slides",
    claims: /slides stay lean|sentences are short/i,
    denies: /walls? of text|slides average \d+ words/i,
  },
  {
    topic: "comps",
    claims: /comparables (?:set|place)|comps frame/i,
    denies: /no comparable titles|franchises costing|franchise comps/i,
  },
  {
    topic: "timing",
    claims: /case for timing|timing case rests/i,
    denies:
      /as true ten years ago|nothing says why this story matters now|the story never mentions|why-now is stock phrases/i,
  },
  {
    topic: "figures",
    claims: /back the opportunity with figures|rests on something concrete/i,
    denies: /no evidence of this project's market|the story never mentions/i,
  },
  {
    topic: "platform",
    claims: /name where it belongs|platform fit is clear|intended home is named|route to customers/i,
    denies: /names every buyer, or none|no buyer programmes|no platform, format or distribution route/i,
  },
  {
    topic: "team",
    claims: /the team is (?:presented|named)|people are named/i,
    denies: /no team (?:slide|member)|no founder/i,
  },
  {
    topic: "ending",
    claims: /you reveal the ending/i,
    denies: /ending is held back|holds back its ending|stops before its ending/i,
  },
];

export interface Contradiction {
  topic: string;
  strength: string;
  improvement: string;
}

/** Every pair of notes in a report that say opposite things about the same point. */
export function findContradictions(categories: readonly Category[]): Contradiction[] {
  const strengths = categories.flatMap((category) => category.strengths);
  const improvements = categories.flatMap((category) => [...category.improvements, ...category.suggestions]);
  const found: Contradiction[] = [];
  for (const rule of CONTRADICTIONS) {
    const strength = strengths.find((note) => rule.claims.test(note));
    const improvement = improvements.find((note) => rule.denies.test(note));
    if (strength && improvement) found.push({ topic: rule.topic, strength, improvement });
  }
  return found;
}

/** A sentence with a hole where a name should be: "The  is described", empty quotes, "()". */
export const EMPTY_NAME = /“\s*”|\(\s*\)|\b(?:The|the|a|an)\s+(?:is|has|was|wants|must)\b|\s,|\s\./;

/** Letters and digits only, one space between words: punctuation and layout never hide a quote. */
function fold(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/** Whether a note quotes the material: a “quote” or four words in a row that occur in it. */
export function quotesMaterial(note: string, material: string): boolean {
  const haystack = ` ${fold(material)} `;
  for (const match of note.matchAll(/“([^”]+)”/g)) {
    const quoted = fold((match[1] ?? "").replace(/…$/, ""));
    if (quoted.length >= 3 && haystack.includes(` ${quoted} `)) return true;
  }
  const words = fold(note).split(" ");
  for (let i = 0; i + 4 <= words.length; i++) {
    const window = words
      .slice(i, i + 4)
      .join(" ")
      .replace(/[.,;:!?()]+$/g, "");
    if (window.length >= 12 && haystack.includes(window)) return true;
  }
  return false;
}
