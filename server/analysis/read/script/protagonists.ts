import type { ReadingCharacter } from "#domain/script-reading";
import type { SceneModel } from "./scene-model";

/** The writer naming whose story it is: "seen through Henry's POV", "protagonist: Mae". */
const WRITER_POV = [
  /\b(?:through|from|in)\s+(\p{L}[\p{L}-]*)['’]s?\s+(?:eyes|POV|point of view|perspective|view)/giu,
  /\b(\p{L}[\p{L}-]*)['’]s?\s+(?:POV|point of view|story|journey)\b/giu,
  /\b(?:protagonist|lead|hero|heroine|main character)\s*(?:is|:|,|-)\s*(\p{L}[\p{L}-]*)/giu,
  /\bPOV\s*(?::|-|of)?\s*(\p{Lu}[\p{L}-]*)/gu,
];

export interface ProtagonistReading {
  protagonists: string[];
  /** The writer's words that named the lead, when they did. */
  writerNote: string | null;
  scores: Map<string, number>;
}

/**
 * The lead is who is present across the whole script, in the opening and the ending, and shares
 * scenes with the most people; the writer's own note outranks every count. Words spoken count a
 * little, never alone.
 */
export function chooseProtagonists(
  characters: readonly ReadingCharacter[],
  scenes: readonly SceneModel[],
  pages: number,
  writerTexts: readonly string[],
  canonical: Map<string, string>,
  title: string | null = null,
): ProtagonistReading {
  const scores = new Map<string, number>();
  if (characters.length === 0) return { protagonists: [], writerNote: null, scores };
  const partners = new Map<string, Set<string>>();
  for (const scene of scenes) {
    for (const name of scene.characters) {
      const set = partners.get(name) ?? new Set<string>();
      for (const other of scene.characters) if (other !== name) set.add(other);
      partners.set(name, set);
    }
  }
  const edge = Math.max(1, Math.ceil(pages * 0.1));
  const opening = presentBetween(scenes, 1, edge);
  const ending = presentBetween(scenes, pages - edge + 1, pages);
  const maxScenes = Math.max(...characters.map((c) => c.scenes), 1);
  const maxWords = Math.max(...characters.map((c) => c.words), 1);
  const maxPartners = Math.max(...characters.map((c) => partners.get(c.name)?.size ?? 0), 1);
  for (const character of characters) {
    const spread = (character.lastPage - character.firstPage + 1) / Math.max(1, pages);
    scores.set(
      character.name,
      0.35 * (character.scenes / maxScenes) +
        0.15 * (character.words / maxWords) +
        0.15 * ((partners.get(character.name)?.size ?? 0) / maxPartners) +
        0.1 * Math.min(1, spread) +
        (opening.has(character.name) ? 0.12 : 0) +
        (ending.has(character.name) ? 0.13 : 0),
    );
  }
  const { name: named, note } = writerNamedLead(writerTexts, canonical);
  if (named && scores.has(named)) scores.set(named, (scores.get(named) ?? 0) + 1);
  // A title that names characters ("Lunch with John", "Romeo and Juliet") names the leads.
  // Only among the story's main people: a title may name a place ("Guru Peak") or a walk-on.
  const counted = [...scores.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  const best = counted[0]![1];
  const titled = named
    ? []
    : titleCharacters(title, canonical).filter((name) => (scores.get(name) ?? 0) >= best * 0.75);
  for (const name of titled) scores.set(name, (scores.get(name) ?? 0) + 0.5);
  const ranked = [...scores.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  const lead = ranked[0]![0];
  const second = ranked[1]?.[0];
  // A title naming one person settles the lead; a second is still a co-lead when the counts
  // agree with the title (its person leads them too) and the second stands beside it.
  const coLead =
    second !== undefined &&
    !named &&
    (titled.length > 1
      ? titled.includes(second)
      : (titled.length === 0 || counted[0]![0] === lead) &&
        standsBeside(
          counted.map(([, score]) => score),
          characterOf(characters, lead),
          characterOf(characters, second),
        ));
  const protagonists = titled.length > 1 ? titled.slice(0, 2) : coLead ? [lead, second] : [lead];
  return { protagonists, writerNote: named ? note : null, scores };
}

type Counts = Pick<ReadingCharacter, "scenes" | "speeches" | "words">;

/**
 * Whether the second of the counted scores is a co-lead: close to the lead's; or at least seven
 * tenths of it, nearer the lead than the next of the cast (two people stand apart), and ahead of
 * the lead on one count at least (more scenes, speeches or words): a second behind the lead on
 * every count is a partner, not a co-lead.
 */
export function standsBeside(scores: readonly number[], lead: Counts, second: Counts): boolean {
  const [first = 0, next = 0, third] = scores;
  if (next >= first * 0.85) return true;
  // Standing apart needs a rest of the cast: in a cast of two, the second is not set apart by it.
  if (third === undefined || next < first * 0.7 || first - next >= next - third) return false;
  return second.scenes > lead.scenes || second.speeches > lead.speeches || second.words > lead.words;
}

/** Characters the title names by a whole word of their name: "Lunch with John" -> JOHN. */
function titleCharacters(title: string | null, canonical: Map<string, string>): string[] {
  if (!title) return [];
  const words = new Set(
    (title.toUpperCase().match(/\p{L}[\p{L}'’-]*/gu) ?? []).map((word) => word.replace(/['’]S$/, "")),
  );
  const found = new Set<string>();
  for (const [alias, name] of canonical) {
    if (alias.length < 3) continue;
    const parts = alias.split(" ");
    if (
      parts.every((part) => words.has(part)) ||
      (parts.length > 1 && words.has(parts[0]!) && words.has(parts.at(-1)!))
    )
      found.add(name);
  }
  return [...found];
}

function characterOf(characters: readonly ReadingCharacter[], name: string): Counts {
  return characters.find((character) => character.name === name) ?? { scenes: 0, speeches: 0, words: 0 };
}

function presentBetween(scenes: readonly SceneModel[], from: number, to: number): Set<string> {
  const present = new Set<string>();
  for (const scene of scenes) {
    if (scene.endPage < from || scene.page > to) continue;
    for (const name of scene.characters) present.add(name);
  }
  return present;
}

function writerNamedLead(
  texts: readonly string[],
  canonical: Map<string, string>,
): { name: string | null; note: string | null } {
  for (const text of texts) {
    for (const pattern of WRITER_POV) {
      for (const match of text.matchAll(pattern)) {
        const name = canonical.get((match[1] ?? "").toUpperCase());
        if (name) return { name, note: text };
      }
    }
  }
  return { name: null, note: null };
}
