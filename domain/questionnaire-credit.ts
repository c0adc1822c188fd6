import {
  ANSWER_HEADINGS,
  BLANK_ANSWER_PLACEHOLDER,
  PROMPTS_SEPARATOR,
  QUESTION_KEYS,
  type QuestionKey,
} from "./questionnaire";
import type { ProjectStage } from "./stages";

const KEY_BY_HEADING = new Map(QUESTION_KEYS.map((key) => [ANSWER_HEADINGS[key], key] as const));

/**
 * The questions answered in the block `buildCombinedText` writes after the uploaded material, in
 * questionnaire order. Text without the block answers none.
 */
export function answeredInCombinedText(text: string): QuestionKey[] {
  const at = text.indexOf(PROMPTS_SEPARATOR);
  if (at === -1) return [];
  const answered = new Set<QuestionKey>();
  for (const line of text.slice(at + PROMPTS_SEPARATOR.length).split("\n")) {
    const colon = line.indexOf(": ");
    const key = colon > 0 ? KEY_BY_HEADING.get(line.slice(0, colon)) : undefined;
    const answer = line.slice(colon + 2).trim();
    if (key && answer && answer !== BLANK_ANSWER_PLACEHOLDER) answered.add(key);
  }
  return QUESTION_KEYS.filter((key) => answered.has(key));
}

/**
 * The answers a deck version was scored with besides its own slides (a score that moves after the
 * enhancement questionnaire says why). An idea's answers are its material and a script is not
 * scored, so neither credits any.
 */
export function questionnaireCredit(text: string, stage: ProjectStage): QuestionKey[] {
  // The title names the project; it is not scored.
  return stage === "deck" ? answeredInCombinedText(text).filter((key) => key !== "projectTitle") : [];
}

/** "Scored with your questionnaire answers: logline, synopsis and why now." */
export function questionnaireCreditSentence(keys: readonly QuestionKey[]): string {
  const names = keys.map((key) => ANSWER_HEADINGS[key].toLowerCase());
  const list = new Intl.ListFormat("en-GB", { type: "conjunction" }).format(names);
  return `Scored with your questionnaire answers: ${list}. The material you uploaded is scored as before; these answers add to it.`;
}
