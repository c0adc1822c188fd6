import type { GateResult } from "#domain/pitch-judgement";
import { type PromptAnswers, QUESTIONS, type QuestionKey } from "#domain/questionnaire";
import { wordLists } from "#server/lexicons/word-lists";
import stopWords from "../../lexicons/stop-words.json" with { type: "json" };
import { countWords, quote } from "../read/text/words";
import { answersQuestion } from "./answer-checks";
import { HYPE_PATTERN } from "./hype-lexicon";

const FUNCTION_WORDS: ReadonlySet<string> = new Set(wordLists(stopWords).functionWords);

/** Prose has 35-55% function words; lists and keyword salads have almost none. */
const MIN_FUNCTION_SHARE = { idea: 0.2, deck: 0.1 } as const;
const QUESTION_LABEL = new Map(QUESTIONS.map((question) => [question.key, question.label] as const));

export function functionWordShare(text: string): number {
  const tokens = (text.toLowerCase().match(/[\p{L}'’]+/gu) ?? []).filter(Boolean);
  if (!tokens.length) return 0;
  return tokens.filter((token) => FUNCTION_WORDS.has(token)).length / tokens.length;
}

function normalise(answer: string): string {
  return answer
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

export interface AnswerGates {
  gates: GateResult[];
  refusal: string | null;
  ceiling: number;
}

/** Gates on the questionnaire answers and on the prose as a whole. */
export function answerGates(answers: PromptAnswers, material: string, stage: "idea" | "deck"): AnswerGates {
  const entries = (Object.entries(answers) as [QuestionKey, string][]).filter(
    ([key, value]) => key !== "projectTitle" && value.trim(),
  );
  const gates: GateResult[] = [];
  let refusal: string | null = null;
  let ceiling = 10;

  const share = functionWordShare(material);
  const isProse = countWords(material) < 25 || share >= MIN_FUNCTION_SHARE[stage];
  gates.push({
    gate: "prose",
    passed: isProse,
    measure: share,
    quote: isProse ? null : quote(material, 14),
    note: isProse
      ? "The material is written in sentences."
      : `Only ${Math.round(share * 100)}% of the words are the small words sentences are built from (${quote(material, 14)}): this reads as a list of words, not a pitch.`,
  });
  if (!isProse) ceiling = Math.min(ceiling, 3);

  const groups = new Map<string, QuestionKey[]>();
  for (const [key, value] of entries) {
    const norm = normalise(value);
    if (countWords(norm) < 3) continue;
    groups.set(norm, [...(groups.get(norm) ?? []), key]);
  }
  const largest = [...groups.entries()].sort((a, b) => b[1].length - a[1].length)[0];
  const repeated = largest && largest[1].length >= 3 ? largest[1] : [];
  const repeatedText = repeated.length ? (answers[repeated[0]!] ?? "") : "";
  gates.push({
    gate: "repeated-answers",
    passed: repeated.length === 0,
    measure: repeated.length,
    quote: repeated.length ? quote(repeatedText, 14) : null,
    note: repeated.length
      ? `The same answer (${quote(repeatedText, 14)}) was given to ${repeated.length} questions.`
      : "Each question has its own answer.",
  });
  if (repeated.length && repeated.length * 2 >= entries.length)
    refusal = `The same text (${quote(repeatedText, 14)}) was given as the answer to ${repeated.length} of the ${entries.length} questions, so there is nothing question by question to judge. Answer each question on its own and try again.`;
  else if (repeated.length) ceiling = Math.min(ceiling, 5);

  const off = entries.filter(([key, value]) => !answersQuestion(key, value));
  const offShare = entries.length ? off.length / entries.length : 0;
  const firstOff = off[0];
  gates.push({
    gate: "off-question",
    passed: offShare < 0.5,
    measure: offShare,
    quote: firstOff ? quote(firstOff[1], 14) : null,
    note: firstOff
      ? `${off.length} of ${entries.length} answers do not answer their question; for “${QUESTION_LABEL.get(firstOff[0])}” the answer is ${quote(firstOff[1], 14)}.`
      : "Every answer addresses its question.",
  });
  if (offShare >= 0.5 && entries.length >= 4) ceiling = Math.min(ceiling, 3);

  const hyped = entries.filter(([, value]) => isHypeOnly(value));
  const firstHype = hyped[0];
  const hypeShare = entries.length ? hyped.length / entries.length : 0;
  gates.push({
    gate: "hype",
    passed: hypeShare < 0.4,
    measure: hypeShare,
    quote: firstHype ? quote(firstHype[1], 14) : null,
    note: firstHype
      ? `${hyped.length} of ${entries.length} answers are praise without content, such as ${quote(firstHype[1], 14)}.`
      : "The answers describe the project rather than praise it.",
  });
  if (hypeShare >= 0.4) ceiling = Math.min(ceiling, 2.5);
  return { gates, refusal, ceiling };
}

/** An answer that is mostly praise: hype words make up much of it and little else is said. */
export function isHypeOnly(answer: string): boolean {
  const hits = answer.match(new RegExp(HYPE_PATTERN.source, "giu"))?.length ?? 0;
  return hits > 0 && countWords(answer) <= 8 + hits * 6;
}
