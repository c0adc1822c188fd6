import { escapeRegex } from "#analysis/read/text/words";
import type { DeckBuildout } from "../domain/deck-buildout";

/**
 * The measures the Complete Deck Outline is held to (docs/product.md §"The Complete Deck Outline"):
 * few fill-in instructions, no sentence said three times, only people of the story as characters,
 * a story summary that names the leads, a logline of 15 to 60 words.
 */

/** Every text field of the outline, flattened in reading order. */
export function textFields(outline: unknown): string[] {
  const fields: string[] = [];
  const walk = (value: unknown): void => {
    if (typeof value === "string") fields.push(value);
    else if (Array.isArray(value)) for (const item of value) walk(item);
    else if (value && typeof value === "object") for (const item of Object.values(value)) walk(item);
  };
  walk(outline);
  return fields.filter((field) => field.trim());
}

const INSTRUCTION = [
  /^\s*(?:add|give|name|describe|write|list|insert|include|define|state)\b/i,
  /\[[a-z][a-z ,/'-]*\]/i,
  /\byour (?:lead|protagonist|project|story|film|title|logline)\b/i,
  /\b(?:lorem ipsum|placeholder|tbd|tbc|to be decided)\b/i,
  /\bfor example\b/i,
];

/** A fill-in instruction or placeholder rather than content about this story. */
export function isPlaceholder(field: string): boolean {
  return INSTRUCTION.some((pattern) => pattern.test(field));
}

export function placeholderShare(outline: DeckBuildout): number {
  const fields = textFields(outline);
  return fields.length ? fields.filter(isPlaceholder).length / fields.length : 1;
}

function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?…])\s+/)
    .map((sentence) => sentence.toLowerCase().replace(/\s+/g, " ").trim())
    .filter((sentence) => sentence.split(" ").length >= 4);
}

/** Sentences that occur three times or more across the outline, word for word. */
export function repeatedSentences(outline: DeckBuildout): string[] {
  const counts = new Map<string, number>();
  for (const sentence of textFields(outline).flatMap(sentencesOf))
    counts.set(sentence, (counts.get(sentence) ?? 0) + 1);
  return [...counts].filter(([, count]) => count >= 3).map(([sentence]) => sentence);
}

function mentions(text: string, name: string): boolean {
  return new RegExp(`(?<![\\p{L}])${escapeRegex(name)}(?![\\p{L}])`, "iu").test(text);
}

/** Character cards whose name is none of the people of the story (gold labels). */
export function nonPeople(outline: DeckBuildout, people: readonly string[]): string[] {
  return outline.characters.character_list
    .map((card) => card.name)
    .filter((name) => !people.some((person) => mentions(name, person) || mentions(person, name)));
}

/** Leads (gold labels) the story summary never names. */
export function leadsMissingFromSummary(outline: DeckBuildout, leads: readonly string[]): string[] {
  const summary = outline.story_summary.paragraphs.join(" ");
  return leads.filter((lead) => !mentions(summary, lead));
}

/** A sentence that says the material lacks something: "The material gives no …", "No director is named". */
const GAP = /\b(?:gives|names|states|shows) no\b|^No [\w ,]+ (?:is|are) named\b|\bnot stated\b/i;

/** Sections (by the outline's seven keys) that say "the material gives no …" more than once. */
export function sectionsWithSeveralGaps(outline: DeckBuildout): string[] {
  return Object.entries(outline)
    .filter(([, section]) => {
      const sentences = textFields(section).flatMap((field) => field.split(/(?<=[.!?])\s+/));
      return sentences.filter((sentence) => GAP.test(sentence)).length > 1;
    })
    .map(([key]) => key);
}

/** A card that shows what changes for its person: two quoted lines, each pinned to a page. */
export function showsChange(description: string): boolean {
  return /\bfrom page \d+ to page \d+\b.*“[^”]+”.*“[^”]+”/i.test(description);
}
