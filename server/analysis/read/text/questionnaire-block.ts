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

/** What a line may start with to begin an answer: the key, its heading, in any case. */
const LINE_KEY: ReadonlyMap<string, QuestionKey> = new Map([
  ...QUESTION_KEYS.map((key) => [key.toLowerCase(), key] as const),
  ...[...HEADING_TO_KEY].map(([heading, key]) => [heading.toLowerCase(), key] as const),
  ["why now", "urgency"],
  ["tone", "vibes"],
  ["comparables", "comps"],
  ["emotional impact", "emotionalImpact"],
  ["title", "projectTitle"],
]);
/** `key: answer` lines count as a questionnaire when at least this many distinct keys start lines. */
const MIN_KEY_LINES = 3;

function lineKey(line: string): { key: QuestionKey; rest: string } | null {
  const match = /^\s*([A-Za-z][A-Za-z &/]{1,30}?)\s*:\s*(.*)$/.exec(line);
  const key = match ? LINE_KEY.get(match[1]!.toLowerCase().replace(/\s+/g, " ")) : undefined;
  return key ? { key, rest: match![2] ?? "" } : null;
}

/**
 * Answers pasted as `key: answer` lines (logline: ..., urgency: ...) read the same as the
 * questionnaire's own block; text before the first key line stays the body.
 */
function keyLines(text: string): { body: string; answers: Map<QuestionKey, string[]> } | null {
  if (text.includes("\f")) return null;
  const lines = text.split("\n");
  const keyed = lines.map(lineKey);
  if (new Set(keyed.flatMap((found) => (found ? [found.key] : []))).size < MIN_KEY_LINES) return null;
  const first = keyed.findIndex(Boolean);
  const collected = new Map<QuestionKey, string[]>();
  let current: QuestionKey | null = null;
  for (const [index, line] of lines.entries()) {
    if (index < first) continue;
    const found = keyed[index];
    if (found) {
      current = found.key;
      collected.set(found.key, [found.rest]);
    } else if (current) collected.get(current)?.push(line);
  }
  return { body: lines.slice(0, first).join("\n"), answers: collected };
}

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
  const pasted = at === -1 ? keyLines(text) : null;
  const body = pasted ? pasted.body : at === -1 ? text : text.slice(0, at);
  const answers: PromptAnswers = {};
  for (const [key, lines] of pasted?.answers ?? []) {
    const value = lines.join("\n").trim();
    if (value && value !== BLANK_ANSWER_PLACEHOLDER) answers[key] = value;
  }
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
