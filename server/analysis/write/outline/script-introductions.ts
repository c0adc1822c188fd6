import { nameCase } from "#analysis/read/text/names";
import { escapeRegex, sentencesAtStops } from "#analysis/read/text/words";
import type { StoryScene } from "./script-scenes";

export interface Introduction {
  sentence: string;
  /** The name as the action sets it in capitals: "EDWARD BLOOM". */
  full: string;
}

/** Action sentences that name the person in capitals, in script order (introductions first). */
export function introductions(scenes: readonly StoryScene[], cue: string, limit = 4): Introduction[] {
  const pattern = new RegExp(
    `(?<![\\p{L}])(${escapeRegex(cue)}(?: (?!(?:THE|A|AN|AND|OF|IN|ON|AT|TO|IS|WAS)\\b)[\\p{Lu}][\\p{Lu}'’-]+)?)(?![\\p{L}])`,
    "u",
  );
  const found: Introduction[] = [];
  for (const scene of scenes) {
    for (const paragraph of scene.action) {
      for (const sentence of sentencesAtStops(paragraph)) {
        const match = sentence.match(pattern);
        if (match) found.push({ sentence, full: match[1] ?? cue });
        if (found.length >= limit) return found;
      }
    }
  }
  return found;
}

const AGE = /^[\s,]*\(?(?:(?:age|aged|now)\s*)?(\d{1,2}(?:['’]?s)?)(?![\d])\)?/i;

/** Ages the action gives the person, in order: "3", "17", "28". */
export function agesOf(intros: readonly Introduction[]): string[] {
  const ages = intros
    .map(
      (intro) => intro.sentence.slice(intro.sentence.indexOf(intro.full) + intro.full.length).match(AGE)?.[1],
    )
    .filter((age): age is string => !!age);
  return [...new Set(ages)];
}

/** The words the introduction uses for the person: "handsome", "who fancies himself a cultured artist". */
export function traitsOf(intro: Introduction): string | null {
  const after = intro.sentence
    .slice(intro.sentence.indexOf(intro.full) + intro.full.length)
    .replace(AGE, "")
    .replace(/^[\s,]*(?:--|—)?\s*(?:and\s+)?/, "");
  const trait =
    after.match(/^((?:who|from whom|with)\s[^,.;]+|[^,.;(]+?)\s*(?:,|--|—|\.|;|$)/)?.[1]?.trim() ?? "";
  const isAction = /^\p{Ll}+(?:s|ing)\b/u.test(trait) && !/^(?:who|with)\b/.test(trait);
  return trait.length >= 4 && trait.split(" ").length <= 14 && !isAction && !/\p{Lu}{2,}/u.test(trait)
    ? trait
    : null;
}

export const KIN =
  "father|mother|dad|mom|son|daughter|wife|husband|bride|groom|brother|sister|friend|boss|girlfriend|boyfriend|partner|fiancée?|uncle|aunt|grandmother|grandfather|grandson|granddaughter|cousin|colleague|neighbou?r|doctor|teacher";

/** Who they are to someone, from the introduction: "Will's father", "Beamen's daughter". */
export function relationOf(intro: Introduction, otherNames: readonly string[]): string | null {
  const before = intro.sentence.slice(0, intro.sentence.indexOf(intro.full));
  const match = before.match(
    new RegExp(
      `(?:(\\p{Lu}[\\p{L}'’-]*)['’]s|\\b(his|her|their))\\s+(?:[\\w-]+\\s+){0,2}(${KIN})\\s*,?\\s*$`,
      "iu",
    ),
  );
  if (!match) return null;
  const owner =
    match[1] ??
    otherNames.find((name) => new RegExp(`(?<![\\p{L}])${escapeRegex(name)}(?![\\p{L}])`, "iu").test(before));
  return owner ? `${nameCase(owner)}'s ${match[3]?.toLowerCase()}` : null;
}
