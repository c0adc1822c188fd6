import {
  CONFLICT_WORDS,
  GOAL_PATTERN,
  OBSTACLE_PATTERN,
  ROLE_NOUNS,
  STAKES_WORDS,
  VAGUE_PHRASES,
} from "../text/lexicons";
import { countWords, findTerms } from "../text/words";
import type { Slide } from "./slides";

export type LoglineSource = "answer" | "labelled" | "detected";

export interface Logline {
  text: string;
  source: LoglineSource;
  words: number;
  protagonist: string | null;
  hasGoal: boolean;
  hasObstacle: boolean;
  stakes: string[];
  vague: string[];
}

const LABELLED = /(?:^|\n)\s*log\s?line\s*[:\-–—]\s*([\s\S]+?)(?:\n\s*\n|\n(?=[A-Z][A-Za-z &]{2,30}:)|$)/i;
const OPENERS =
  /^(?:when|after|as|in|after|following|set in|on the eve of|an? |the |\p{Lu}\p{Ll}+,? (?:a|an|the) )/iu;
const ROLE_PATTERN = new RegExp(
  `\\b(?:a|an|the|two|three|his|her|their)\\s+(?:[\\w-]+\\s+){0,3}(?:${ROLE_NOUNS.join("|")})s?\\b`,
  "i",
);

/** The protagonist a logline names: a known character, a proper name, or a role ("a retired nurse"). */
function findProtagonist(text: string, names: readonly string[]): string | null {
  const lower = text.toLowerCase();
  const known = names.find((name) => lower.includes(name.toLowerCase()));
  if (known) return known;
  const proper = text.match(
    /(?<=\s|^)(\p{Lu}\p{Ll}+(?:\s\p{Lu}\p{Ll}+)?)(?=,|\s(?:must|is|has|finds|discovers|sets|tries|fights|wants|learns|returns))/u,
  );
  if (proper?.[1] && !/^(When|After|As|The|In|On|A|An)$/.test(proper[1])) return proper[1];
  return text.match(ROLE_PATTERN)?.[0] ?? null;
}

export function analyzeLogline(text: string, source: LoglineSource, names: readonly string[]): Logline {
  const clean = text.replace(/\s+/g, " ").trim();
  return {
    text: clean,
    source,
    words: countWords(clean),
    protagonist: findProtagonist(clean, names),
    hasGoal: GOAL_PATTERN.test(clean),
    hasObstacle: OBSTACLE_PATTERN.test(clean) || findTerms(clean, CONFLICT_WORDS).length > 0,
    stakes: findTerms(clean, STAKES_WORDS),
    vague: findTerms(clean, VAGUE_PHRASES),
  };
}

/** The answer to the logline question, a "Logline:" line, or the first sentence built like one. */
export function findLogline(
  answer: string | undefined,
  body: string,
  sentences: readonly string[],
  names: readonly string[],
  slides: readonly Slide[] = [],
): Logline | null {
  if (answer?.trim()) return analyzeLogline(answer, "answer", names);
  const slide = slides.find((s) => /^log\s?line\b/i.test(s.title));
  const slideText = slide?.text.split("\n").slice(1).join(" ").trim();
  if (slideText && countWords(slideText) >= 6) return analyzeLogline(slideText, "labelled", names);
  const labelled = body.slice(0, 20_000).match(LABELLED)?.[1];
  if (labelled && countWords(labelled) >= 6)
    return analyzeLogline(labelled.split(/\n\s*\n/)[0] ?? labelled, "labelled", names);
  const candidate = sentences.slice(0, 40).find((sentence) => {
    const count = countWords(sentence);
    return count >= 12 && count <= 60 && OPENERS.test(sentence) && GOAL_PATTERN.test(sentence);
  });
  return candidate ? analyzeLogline(candidate, "detected", names) : null;
}
