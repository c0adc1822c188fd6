import { nameCase } from "#analysis/read/text/names";
import { countWords } from "#analysis/read/text/words";
import type { OutlineFacts } from "./outline-facts";
import { clip, sentences } from "./outline-text";
import { firstName } from "./story-person";

export const LOGLINE_MAX_WORDS = 60;

const FILLER = /\b(?:basically|really|very|actually|just|truly|literally|incredibly|extremely)\s+/gi;

/**
 * The writer's logline kept in their words, tightened to at most 60 words: filler and asides
 * go first, then whole sentences from the end, then the clause that runs past the limit.
 */
export function tightenLogline(text: string): string {
  let result = text
    .replace(/\s+/g, " ")
    .replace(/\s*\([^)]*\)/g, "")
    .replace(FILLER, "")
    .trim();
  const parts = sentences(result);
  while (countWords(result) > LOGLINE_MAX_WORDS && parts.length > 1) {
    parts.pop();
    result = parts.join(" ");
  }
  if (countWords(result) <= LOGLINE_MAX_WORDS) return result;
  const words = result.split(" ").slice(0, LOGLINE_MAX_WORDS);
  const cut = words.join(" ");
  const clause = cut.slice(0, Math.max(cut.lastIndexOf(","), cut.lastIndexOf(";"), cut.lastIndexOf(" —")));
  return `${(countWords(clause) >= 15 ? clause : clip(cut, LOGLINE_MAX_WORDS - 1)).replace(/[,;:—…\s]+$/, "")}.`;
}

/** The part of an answer after "wants"/"needs", up to the end of its clause. */
function want(text: string | undefined): string | null {
  return text?.match(/\b(?:wants?|needs?|longs?|hopes?)\s+(?:to\s+)?([^.;]+)/i)?.[1]?.trim() ?? null;
}

function roleOf(facts: OutlineFacts): string | null {
  const lead = facts.leads[0];
  if (!lead) return null;
  const source = lead.detail ?? lead.intro ?? "";
  const after = source.slice(source.indexOf(lead.name) + lead.name.length);
  const role = after
    .replace(/^[\s,(]*(?:age\s*|aged\s*|now\s*)?\d{1,2}(?:['’]?s)?\)?[,\s]*/i, "")
    .split(/[.;]/)[0]
    ?.trim();
  return role && countWords(role) <= 14 ? role.replace(/^(?:is|was)\s+/i, "") : null;
}

/**
 * A logline drafted from the material when the writer gave none: the lead, who they are, what they
 * want and what stands in the way; for a script, the story's opening turn in the leads' names.
 */
export function draftLogline(facts: OutlineFacts, summary: readonly string[]): string | null {
  const lead = facts.leads[0];
  const { answers } = facts.signals;
  if (lead && facts.kind !== "script") {
    const role = roleOf(facts);
    const goal = want(answers.protagonist);
    const obstacle = answers.obstacle ? sentences(answers.obstacle)[0]?.replace(/[.!]$/, "") : null;
    if (goal) {
      const who = role ? `${lead.name}, ${role},` : lead.name;
      const against = obstacle
        ? `, but ${obstacle.charAt(0).toLowerCase()}${obstacle.slice(1)} stands in the way`
        : "";
      return tightenLogline(`${who} wants ${goal}${against}.`);
    }
  }
  const leads = facts.leads.map(firstName);
  const storyLines = summary
    .flatMap(sentences)
    .map((sentence) => sentence.replace(/^[^:]{0,40}\(pages [^)]*\):\s*/, ""))
    .filter((sentence) => leads.some((name) => sentence.includes(name)) && countWords(sentence) >= 8);
  let draft = "";
  for (const sentence of storyLines) {
    if (countWords(`${draft} ${sentence}`) > LOGLINE_MAX_WORDS) break;
    draft = `${draft} ${sentence}`.trim();
    if (countWords(draft) >= 25) break;
  }
  return countWords(draft) >= 15 ? draft : null;
}

/**
 * A drafted logline for a script the reader could not draft one for: who it follows, across which
 * years or places, and the lead's own line about what they want.
 */
export function draftScriptLogline(facts: OutlineFacts): string | null {
  const [lead] = facts.leads;
  if (!lead) return null;
  const second =
    facts.leads[1] ??
    facts.people.find((person) => person !== lead && lead.partner && person.name.startsWith(lead.partner));
  const who = (person: NonNullable<typeof second>) =>
    `${person.name}${person.relation ? `, ${person.relation},` : ""}`;
  const years = [
    ...new Set(facts.scenes.flatMap((scene) => scene.heading.match(/\b(?:1[89]|20)\d\d\b/g) ?? [])),
  ].sort();
  const first = facts.scenes[0];
  const last = facts.scenes.at(-1);
  const span =
    years.length >= 2
      ? ` from ${years[0]} to ${years.at(-1)}`
      : first && last && first !== last
        ? ` from ${nameCase(first.place)} to ${nameCase(last.place)}`
        : "";
  const speaker =
    [lead, second].find(
      (person) => person?.line && /\b(?:I want|I need|I have to|I'm going to|I wish)\b/i.test(person.line),
    ) ?? lead;
  const note = facts.script?.opening
    .flatMap(sentences)
    .find((sentence) => /^This is\b/i.test(sentence) && countWords(sentence) <= 25);
  const line = note
    ? ` In the writer's words, ${note.replace(/^This is\s+/i, "it is ")}`
    : speaker?.line
      ? ` In ${firstName(speaker)}'s words: “${clip(speaker.line, 22)}”`
      : "";
  const draft = `${facts.title} follows ${who(lead)}${second ? ` and ${who(second)}` : ""}${span}.`.replace(
    /,(?=\s*(?:\.|from\b))/g,
    "",
  );
  return tightenLogline(`${draft}${line}`.replace(/\s+/g, " "));
}
