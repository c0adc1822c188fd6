import {
  BLANK_ANSWER_PLACEHOLDER,
  buildCombinedText,
  PROMPTS_SEPARATOR,
  type PromptAnswers,
  QUESTION_KEYS,
  type QuestionKey,
} from "#domain/questionnaire";

/** The headings buildCombinedText writes, read back from it so they stay in one place. */
const HEADING_TO_KEY: ReadonlyMap<string, QuestionKey> = (() => {
  const blank = buildCombinedText(null, {});
  const headings = blank
    .split("\n")
    .filter((line) => line.endsWith(`: ${BLANK_ANSWER_PLACEHOLDER}`))
    .map((line) => line.slice(0, line.length - BLANK_ANSWER_PLACEHOLDER.length - 2));
  return new Map(headings.map((heading, index) => [heading, QUESTION_KEYS[index]!] as const));
})();

export interface SplitMaterial {
  /** The user's own text before the questionnaire block. */
  body: string;
  answers: PromptAnswers;
}

/** The user's own text as sent, before any questionnaire block (page breaks kept, nothing trimmed). */
export function materialBeforePrompts(text: string): string {
  const at = text.indexOf(PROMPTS_SEPARATOR);
  return at === -1 ? text : text.slice(0, at);
}

/** Separates uploaded text from the "ADDITIONAL CONTEXT FROM PROMPTS" block and parses its answers. */
export function splitQuestionnaire(text: string, given: PromptAnswers): SplitMaterial {
  const at = text.indexOf(PROMPTS_SEPARATOR);
  const body = at === -1 ? text : text.slice(0, at);
  const answers: PromptAnswers = {};
  if (at !== -1) {
    let current: QuestionKey | null = null;
    const collected = new Map<QuestionKey, string[]>();
    for (const line of text.slice(at + PROMPTS_SEPARATOR.length).split("\n")) {
      const colon = line.indexOf(": ");
      const key = colon > 0 ? HEADING_TO_KEY.get(line.slice(0, colon)) : undefined;
      if (key) {
        current = key;
        collected.set(key, [line.slice(colon + 2)]);
      } else if (current) collected.get(current)?.push(line);
    }
    for (const [key, lines] of collected) {
      const value = lines.join("\n").trim();
      if (value && value !== BLANK_ANSWER_PLACEHOLDER) answers[key] = value;
    }
  }
  for (const key of QUESTION_KEYS) {
    const value = given[key]?.trim();
    if (value) answers[key] = value;
  }
  return { body: body.trim(), answers };
}
