import { wordLists } from "#server/lexicons/word-lists";
import stopWords from "../../../lexicons/stop-words.json" with { type: "json" };

const { minorTitleWords } = wordLists(stopWords);
const MINOR_WORDS = new Set(minorTitleWords);

/**
 * "EDWARD BLOOM" -> "Edward Bloom", "O'BRIEN'S DINER" -> "O'Brien's Diner", "McCROSKEY" (a cue
 * reads it as MCCROSKEY) -> "McCroskey"; a name already in
 * mixed case is the writer's own spelling and is kept.
 */
export function nameCase(name: string): string {
  if (name !== name.toUpperCase()) return name;
  return name
    .toLowerCase()
    .replace(/(^|[\s.-])(\p{L})/gu, (_, lead: string, letter: string) => lead + letter.toUpperCase())
    .replace(
      /(^|[\s.-])(\p{Lu})(['’])(\p{Ll})(?=\p{Ll})/gu,
      (_, lead: string, initial: string, mark: string, letter: string) =>
        lead + initial + mark + letter.toUpperCase(),
    )
    .replace(
      /(^|[\s.-])Mc(\p{Ll})(?=\p{Ll})/gu,
      (_, lead: string, letter: string) => `${lead}Mc${letter.toUpperCase()}`,
    );
}

/** "REASON OF STATE" -> "Reason of State"; a title already in mixed case is kept. */
export function titleCase(title: string): string {
  if (title !== title.toUpperCase()) return title;
  return nameCase(title)
    .split(" ")
    .map((word, index) => (index > 0 && MINOR_WORDS.has(word.toLowerCase()) ? word.toLowerCase() : word))
    .join(" ");
}
