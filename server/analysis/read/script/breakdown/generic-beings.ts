import { lexicon } from "#server/lexicons/word-lists";
import elementLexicons from "../../../../lexicons/element-lexicons.json" with { type: "json" };
import { ELEMENT_LEXICONS, GENERIC_BEINGS, namesIn } from "./breakdown-lexicons";

const { creatures, share } = lexicon(elementLexicons).genericBeings;
const CREATURES = new Set(creatures);

function count(texts: readonly string[], kind: "animals" | "vfx", counts: (name: string) => boolean): number {
  const { pattern, names } = ELEMENT_LEXICONS[kind];
  let found = 0;
  for (const text of texts)
    for (const match of text.matchAll(pattern))
      if (counts(names.get((match[1] ?? "").toLowerCase().replace(/\s+/g, " ")) ?? "")) found++;
  return found;
}

/**
 * Whether the script's beings are its creatures: its action names dinosaurs or monsters at least
 * `share` times as often as real animals, so "the animals" and "the beast" are those creatures.
 */
export function beingsAreCreatures(actionTexts: readonly string[]): boolean {
  const creatureCount = count(actionTexts, "vfx", (name) => CREATURES.has(name));
  if (!creatureCount) return false;
  return creatureCount >= share * count(actionTexts, "animals", (name) => name !== "animals");
}

/** Whether the action names a being without its kind ("this terrifying, but utterly fascinating, animal"). */
export function namesABeing(action: string): boolean {
  return namesIn(action, GENERIC_BEINGS).length > 0;
}
