import type { QuestionKey } from "#domain/questionnaire";
import { wordLists } from "#server/lexicons/word-lists";
import answerWords from "../../lexicons/answer-words.json" with { type: "json" };
import { PLATFORM_WORDS } from "../read/text/lexicons";
import { countWords, findTerms, wholeWords } from "../read/text/words";

const ANSWER_WORDS = wordLists(answerWords);

/** A platform or format word (server/lexicons/answer-words.json), or any word beginning "episod". */
const PLATFORM_OR_FORMAT = new RegExp(
  `${wholeWords(ANSWER_WORDS.platformsAndFormats)}|\\bepisod\\w*\\b`,
  "i",
);
/** "52 x 7 minutes", "6 x 45'": a format given as episodes by length. */
const FORMAT_FIGURE = /\b\d+\s?[x×]\s?\d+\b|\b\d+\s?(?:minutes?|mins?)\b/i;

/**
 * Whether a platform answer names where it goes: a platform or format word, a platform we know, a
 * format figure, or a proper name that is not just the answer's first word ("CBeebies", "Nick Jr.").
 */
export function namesPlatform(answer: string): boolean {
  if (
    PLATFORM_OR_FORMAT.test(answer) ||
    findTerms(answer, PLATFORM_WORDS).length ||
    FORMAT_FIGURE.test(answer)
  )
    return true;
  const words = answer.split(/\s+/).filter(Boolean);
  return words.some(
    (word, index) =>
      /^\p{L}*\p{Ll}\p{Lu}/u.test(word) ||
      (index > 0 && /^\p{Lu}\p{L}/u.test(word) && !/[.!?]$/.test(words[index - 1] ?? "")),
  );
}

/** A group a marketer could reach: an age range, a life stage, a taste or a named community. */
const SPECIFIC_AUDIENCE =
  /\b\d{1,2}\s?(?:[-–]|to)\s?\d{2}\b|\b(?:ages?|aged)\s+\d|\b(?:teens?|teenagers?|tweens|kids|children|young adults?|adults|parents|mothers|fathers|families|women|men|girls|boys|students|millennials|gen ?[zx]|boomers|seniors|retirees|professionals|gamers|readers|fans of|who (?:loved?|watch(?:ed)?|read|listen|grew up|play)|viewers of|subscribers|audiences? of|lovers of|enthusiasts|communit(?:y|ies)|founders|investors|farmers|immigrants|nurses|teachers|veterans)\b/i;
/** An audience that means everyone: "Everyone!", "all ages", "four-quadrant" (server/lexicons/answer-words.json). */
export const VAGUE_AUDIENCE = new RegExp(wholeWords(ANSWER_WORDS.everyoneAudiences), "i");
/**
 * What makes an audience of everyone reachable after all: an age range or a taste a buyer can target.
 * Naming groups alone does not ("kids, teens, adults and everyone in between" is still everyone).
 */
export const REACHABLE_AUDIENCE =
  /\b\d{1,2}\s?(?:[-–]|to)\s?\d{2}\b|\b(?:ages?|aged)\s+\d|\bfans of\b|\bwho (?:watch(?:ed)?|loved?|read|listen|play)\b|\b(?:viewers|listeners|readers|subscribers) of\b/i;
const VERB_LIKE =
  /\b(?:\w+(?:s|ed|ing)|must|is|are|was|were|has|have|had|can|will|would|find|finds|meet|meets|lose|loses|make|makes|take|takes|go|goes|come|comes|try|tries|want|wants|need|needs|leave|leaves|fight|fights|win|wins|run|runs|hide|hides)\b/i;
const ROLE_OR_NAME = new RegExp(`\\p{Lu}\\p{Ll}+|${wholeWords(ANSWER_WORDS.peopleByRole)}`, "u");
const TIME_OR_PLACE = new RegExp(
  `\\p{Lu}\\p{Ll}+|\\b(?:\\d{3,4}s?)\\b|${wholeWords(ANSWER_WORDS.timesAndPlaces)}`,
  "u",
);
const TITLE_LIKE = /\p{Lu}[\p{L}\p{N}'’]+/u;

/** Whether an answer could be an answer to its question at all (not whether it is a good one). */
export function answersQuestion(key: QuestionKey, answer: string): boolean {
  const words = countWords(answer);
  switch (key) {
    case "logline":
    case "synopsis":
      return words >= 6 && VERB_LIKE.test(answer) && ROLE_OR_NAME.test(answer);
    case "protagonist":
    case "obstacle":
      return words >= 2 && ROLE_OR_NAME.test(answer);
    case "audience":
      return !VAGUE_AUDIENCE.test(answer) || SPECIFIC_AUDIENCE.test(answer);
    case "platform":
      return namesPlatform(answer);
    case "comps":
      return TITLE_LIKE.test(answer);
    case "setting":
      return TIME_OR_PLACE.test(answer);
    case "vibes":
      return words >= 1 && words <= 40;
    default:
      return words >= 4 && VERB_LIKE.test(answer);
  }
}
