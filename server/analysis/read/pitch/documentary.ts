import { type PromptAnswers, STORY_QUESTION_KEYS } from "#domain/questionnaire";
import { splitSentences } from "../text/words";
import type { Slide } from "./slides";
import { readSpecificity } from "./specificity";

/**
 * A documentary is judged on its subject, its access and its story, not on a protagonist's goal
 * and an antagonist: who or what the film is about, why these filmmakers can film it, and what
 * happens over the time the film covers.
 */
export interface DocumentaryReading {
  /** The named people, group, place or event the film follows. */
  subject: string | null;
  /** The sentence that says what access the film has. */
  access: string | null;
  /** The sentence that gives the story a shape in time (a season, acts, an outcome). */
  story: string | null;
}

const DOCUMENTARY =
  /\b(?:documentar(?:y|ies)|docu-?series|docu-?drama|feature doc|observational (?:film|series)|non-?fiction (?:film|series))\b/i;
const ACCESS =
  /\b(?:access|exclusive(?:ly)?|(?:has|have) agreed|agreed to (?:be filmed|take part|participate|film)|(?:we|I) (?:have )?(?:been )?(?:filming|filmed|shot|recorded)|already (?:shot|filmed|recorded)|embedded (?:with|in)|permission|the rights to|archive footage|consent|(?:filming|filmed) (?:with|since)|self-shot|home (?:videos?|movies)|(?:hours|years) of footage)\b/i;
/** A story with a shape in time: acts, a season, a span, turning points, an outcome. */
const SHAPE =
  /\b(?:act (?:one|two|three|1|2|3)|season|over (?:the |a |one |two |three |\d+ )?(?:year|months?|weeks?|days?|summer|winter)|(?:follows?|following) [^.]{3,80} (?:through|over|until|as)|midpoint|in the end|by the end|the last (?:scene|day|shot|match|game)|final (?:scene|day|match|game|episode)|ends (?:with|when|as|on)|episodes? \d|segments?)\b/i;

/** Where a pitch says what it is: the genre field, the logline, the platform answer and the cover. */
function isDocumentary(genre: string | null, opening: string): boolean {
  return DOCUMENTARY.test(genre ?? "") || DOCUMENTARY.test(opening);
}

interface DocumentarySource {
  genre: string | null;
  answers: PromptAnswers;
  slides: readonly Slide[];
  body: string;
}

/** The documentary reading of a pitch that says it is one, from the material; null for fiction. */
export function documentaryOf(
  source: DocumentarySource,
  names: readonly string[],
): DocumentaryReading | null {
  const { answers, slides, body } = source;
  const opening = [answers.logline, answers.platform, slides[0]?.text, slides[1]?.text, body.slice(0, 400)]
    .filter(Boolean)
    .join("\n");
  if (!isDocumentary(source.genre, opening)) return null;
  const story = [
    ...STORY_QUESTION_KEYS.map((key) => answers[key] ?? ""),
    ...(slides.length ? slides.map((slide) => slide.text) : [body]),
  ]
    .filter(Boolean)
    .join("\n");
  return readDocumentary(story, names);
}

/** What a documentary pitch says of its subject, access and story, each quoted from the material. */
function readDocumentary(story: string, names: readonly string[]): DocumentaryReading {
  const sentences = splitSentences(story);
  const subject = names[0] ?? readSpecificity(story).names[0] ?? null;
  return {
    subject,
    access: sentences.find((sentence) => ACCESS.test(sentence)) ?? null,
    story: sentences.find((sentence) => SHAPE.test(sentence)) ?? null,
  };
}
