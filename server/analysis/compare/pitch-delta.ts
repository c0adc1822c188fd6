import { splitSlides } from "#analysis/read/pitch/slides";
import { splitQuestionnaire } from "#analysis/read/text/questionnaire-block";
import { capitalise, splitParagraphs } from "#analysis/read/text/words";
import type { Category } from "#domain/analysis";
import { ANSWER_HEADINGS, QUESTION_KEYS } from "#domain/questionnaire";
import type { ProjectStage } from "#domain/stages";
import {
  type AnswerChange,
  CATEGORY_ANSWER_KEYS,
  type CategoryChange,
  type PitchDelta,
} from "#domain/version-delta";
import { wordsOf } from "./draft-scenes";

export interface PitchVersion {
  id: string;
  date: string;
  stage: ProjectStage;
  pitchText: string;
  overallScore: number | null;
  categories: readonly Category[];
}

/** A piece of the newer material that is not in the older one: a changed answer, slide or paragraph. */
interface ChangedText {
  source: "answer" | "slide" | "text";
  label: string;
  text: string;
  answerKey?: string;
}

const QUOTE_CHARACTERS = 240;
const QUOTES_PER_CATEGORY = 2;
/** Scores are shown to one decimal: a smaller move is no move. */
const SCORE_STEP = 0.05;

/**
 * An idea or a deck against its previous version (product.md "What changed"): the overall score
 * and each category's, the questionnaire answers that changed, and for each category that moved
 * the new text most likely to have moved it, quoted.
 */
export function comparePitches(from: PitchVersion, to: PitchVersion): PitchDelta {
  const before = splitQuestionnaire(from.pitchText, {});
  const after = splitQuestionnaire(to.pitchText, {});
  const answers: AnswerChange[] = QUESTION_KEYS.flatMap((key) => {
    const old = before.answers[key] ?? null;
    const now = after.answers[key] ?? null;
    return old === now ? [] : [{ key, label: ANSWER_HEADINGS[key], from: old, to: now }];
  });
  const changed: ChangedText[] = [
    ...answers
      .filter((answer) => answer.to !== null)
      .map((answer) => ({
        source: "answer" as const,
        label: answer.label,
        text: answer.to!,
        answerKey: answer.key,
      })),
    ...changedUnits(before.body, after.body, to.stage),
  ];
  const oldScores = new Map(from.categories.map((category) => [category.category, category.score]));
  const newByName = new Map(to.categories.map((category) => [category.category, category]));
  const names = [
    ...new Set([...to.categories.map((c) => c.category), ...from.categories.map((c) => c.category)]),
  ];
  const categories: CategoryChange[] = names.map((name) => {
    const old = oldScores.get(name) ?? null;
    const now = newByName.get(name)?.score ?? null;
    const moved = old === null || now === null ? old !== now : Math.abs(old - now) >= SCORE_STEP;
    const category = newByName.get(name);
    return moved && category
      ? { category: name, from: old, to: now, because: reasonsFor(category, changed) }
      : { category: name, from: old, to: now };
  });
  const delta = {
    kind: "pitch" as const,
    fromId: from.id,
    date: from.date,
    overall: { from: from.overallScore, to: to.overallScore },
    categories,
    answers,
  };
  const pieces = changed.length - changed.filter((unit) => unit.answerKey).length;
  return {
    ...delta,
    summary: summarizePitchDelta(delta, pieces, to.stage === "deck" ? "slide" : "paragraph"),
  };
}

function changedUnits(before: string, after: string, stage: ProjectStage): ChangedText[] {
  const units = (text: string) =>
    stage === "deck"
      ? splitSlides(text).map((slide) => ({
          label: `Slide ${slide.index}: ${slide.title}`,
          text: slide.text.trim(),
        }))
      : splitParagraphs(text).map((paragraph, index) => ({
          label: `Paragraph ${index + 1}`,
          text: paragraph,
        }));
  const old = new Set(units(before).map((unit) => wordsOf(unit.text).join(" ")));
  return units(after)
    .filter((unit) => !old.has(wordsOf(unit.text).join(" ")))
    .map((unit) => ({ source: stage === "deck" ? "slide" : "text", ...unit }));
}

/** The changed answers the category reads, else the changed text that shares most words with its notes. */
function reasonsFor(category: Category, changed: readonly ChangedText[]): CategoryChange["because"] {
  const keys = CATEGORY_ANSWER_KEYS[category.category] ?? [];
  const byAnswer = changed.filter((unit) => unit.answerKey && keys.includes(unit.answerKey as never));
  const notes = new Set(
    wordsOf([...category.strengths, ...category.improvements, ...category.suggestions].join(" ")).filter(
      (word) => word.length > 3,
    ),
  );
  const byWords = changed
    .filter((unit) => !unit.answerKey)
    .map((unit) => ({ unit, shared: new Set(wordsOf(unit.text).filter((word) => notes.has(word))).size }))
    .filter((entry) => entry.shared > 0)
    .sort((a, b) => b.shared - a.shared)
    .map((entry) => entry.unit);
  return [...byAnswer, ...byWords].slice(0, QUOTES_PER_CATEGORY).map((unit) => ({
    source: unit.source,
    label: unit.label,
    quote: excerpt(unit.text),
  }));
}

/** The text's opening, verbatim, cut at a word within QUOTE_CHARACTERS. */
function excerpt(text: string): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= QUOTE_CHARACTERS) return flat;
  const cut = flat.slice(0, QUOTE_CHARACTERS);
  const space = cut.lastIndexOf(" ");
  return space > QUOTE_CHARACTERS / 2 ? cut.slice(0, space) : cut;
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? "" : "s"}`;
}

function summarizePitchDelta(delta: Omit<PitchDelta, "summary">, pieces: number, unit: string): string {
  const { overall, categories, answers } = delta;
  const up = categories.filter((c) => c.from !== null && c.to !== null && c.to - c.from >= SCORE_STEP);
  const down = categories.filter((c) => c.from !== null && c.to !== null && c.from - c.to >= SCORE_STEP);
  const score =
    overall.from === null || overall.to === null
      ? "The overall score cannot be compared."
      : Math.abs(overall.to - overall.from) < SCORE_STEP
        ? `The overall score stays ${overall.to.toFixed(1)}.`
        : `The overall score moves from ${overall.from.toFixed(1)} to ${overall.to.toFixed(1)}.`;
  if (pieces === 0 && answers.length === 0 && up.length === 0 && down.length === 0)
    return `Nothing changed in the material or the answers. ${score}`;
  const moves = [
    up.length > 0 ? `${up.length} ${up.length === 1 ? "category rises" : "categories rise"}` : "",
    down.length > 0 ? `${down.length} ${down.length === 1 ? "category falls" : "categories fall"}` : "",
  ].filter(Boolean);
  const material = `${plural(answers.length, "answer")} and ${plural(pieces, unit)} new or rewritten`;
  return `${score} ${moves.length > 0 ? `${capitalise(moves.join(" and "))}; ` : "No category moved; "}${material}.`;
}
