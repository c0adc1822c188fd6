import { lexicon } from "#server/lexicons/word-lists";
import elementLexicons from "../../../../lexicons/element-lexicons.json" with { type: "json" };
import { ELEMENT_LEXICONS, GENERIC_BEINGS, longestFirst, namesIn } from "./breakdown-lexicons";

const { creatures, share } = lexicon(elementLexicons).genericBeings;
const CREATURES = new Set(creatures);

/** The forms of the creatures a generic word may stand for: "raptor", "dinosaurs", "monster". */
const CREATURE_FORMS = new RegExp(
  `(?<![\\p{L}\\p{N}'’-])(?:${longestFirst(
    [...ELEMENT_LEXICONS.vfx.names].filter(([, name]) => CREATURES.has(name)).map(([form]) => form),
  )})(?![\\p{L}\\p{N}])`,
  "giu",
);

/**
 * Whether the script's beings are its creatures: its action names dinosaurs or monsters at least
 * `share` times as often as real animals, so "the animals" and "the beast" are those creatures.
 */
export function beingsAreCreatures(actionTexts: readonly string[]): boolean {
  let creatureCount = 0;
  for (const text of actionTexts) for (const _ of text.matchAll(CREATURE_FORMS)) creatureCount++;
  if (!creatureCount) return false;
  const { pattern, names } = ELEMENT_LEXICONS.animals;
  let animalCount = 0;
  for (const text of actionTexts)
    for (const match of text.matchAll(pattern)) {
      if (names.get((match[1] ?? "").toLowerCase().replace(/\s+/g, " ")) === "animals") continue;
      // Stop as soon as the animals are too many for the creatures to outnumber.
      if (++animalCount * share > creatureCount) return false;
    }
  return true;
}

/** Whether the action names a being without its kind ("this terrifying, but utterly fascinating, animal"). */
export function namesABeing(action: string): boolean {
  return namesIn(action, GENERIC_BEINGS).length > 0;
}
