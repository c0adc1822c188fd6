import { lexicon } from "#server/lexicons/word-lists";
import elementLexicons from "../../../../lexicons/element-lexicons.json" with { type: "json" };
import type { SceneModel } from "../scene-model";
import { withoutWrittenText } from "../written-text";
import { ELEMENT_LEXICONS, formPattern } from "./breakdown-lexicons";

const { parts, notParts, idioms, hybrids, giantParts } = lexicon(elementLexicons).creatureBodies;
const anyOf = (forms: readonly string[]) =>
  forms
    .toSorted((a, b) => b.length - a.length)
    .map(formPattern)
    .join("|");

/** Up to two describing words, then a part no person has: "devilish red tail", "webbed hand"; not "shirt tail". */
const PART = String.raw`(?:(?!(?:${anyOf(notParts)})\s)[\p{L}-]+,?\s+){0,2}?(?:${anyOf(parts)})(?![\p{L}])(?!\s+(?:${anyOf(idioms)})(?![\p{L}]))`;
/** "Abe's webbed hand". */
const NAME_PART = new RegExp(String.raw`(?<![\p{L}])(\p{Lu}[\p{L}-]*)['’]s\s+${PART}`, "giu");
/** "his devilish red tail", "her gills". */
const PRONOUN_PART = new RegExp(String.raw`(?<![\p{L}])(?:his|her)\s+${PART}`, "iu");
const NAME = /(?<![\p{L}])\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*)?/gu;

const animalForms = [...ELEMENT_LEXICONS.animals.names.keys()].filter((form) => !form.includes(" "));
/** "a FISH-MAN", "the wolf-men": an animal's word joined to a person's, a being half beast. */
const HYBRID = new RegExp(
  String.raw`(?<![\p{L}-])(?:${anyOf(animalForms)})-(?:${anyOf(hybrids)})(?![\p{L}-])`,
  "iu",
);
/** "ABE SAPIEN, a FISH-MAN glides": a name set before a hybrid introduces that character as one (the name is checked against the cast). */
const INTRODUCED_HYBRID = new RegExp(
  String.raw`(?<![\p{L}])([\p{L}'’-]+(?:\s+[\p{L}'’-]+)?),\s+(?:a|an|the)\s+(?:[\p{L}-]+\s+){0,2}?${HYBRID.source}`,
  "giu",
);

/** The cheap test first: a hyphen before a person's word ("-MAN"), then the animal before it. */
const HYBRID_TAIL = new RegExp(String.raw`\p{L}-(?:${anyOf(hybrids)})(?![\p{L}-])`, "iu");
/** A part's own word, to pass over the many blocks that name none. */
const PART_WORD = new RegExp(
  `(?:${[...new Set(parts.map((part) => part.split(" ").at(-1) ?? part))].map(formPattern).join("|")})`,
  "iu",
);

/** "a huge CLAW digs into the skin of the fuselage", "a\nGIGANTIC FIN\nrises from the water": a beast's part too big for an animal, acting. */
const GIANT_PART = new RegExp(
  String.raw`(?<![\p{L}])(?:${anyOf(giantParts.sizes)})\s+(?:${anyOf(giantParts.parts)})(?![\p{L}])\s+(?:\p{Ll}+ly\s+)?(?!(?:${anyOf(giantParts.still)})(?![\p{L}]))\p{L}+s(?![\p{L}])`,
  "iu",
);

/** Whether the action shows a creature by a part of it no animal on set has the size of. */
export function giantPartIn(text: string): boolean {
  return GIANT_PART.test(text);
}

/** Whether the action names a being half beast, half person ("a FISH-MAN"): a creature on set. */
export function hybridIn(text: string): boolean {
  return HYBRID_TAIL.test(text) && HYBRID.test(text);
}

/** A name the script knows, as it knows it: the whole phrase, else its first word ("ABE SAPIEN" is ABE). */
function knownName(phrase: string, upper: ReadonlyMap<string, string>): string | undefined {
  const key = phrase.toUpperCase();
  return upper.get(key) ?? upper.get(key.split(/\s+/)[0] ?? "");
}

/**
 * Characters the action gives a body no person has ("Hellboy blinks his bright golden eyes ...,
 * his devilish red tail twitching", "Abe presses his webbed hand against the glass") or introduces
 * as half beast ("ABE SAPIEN, a FISH-MAN"): name -> "creature", a visual effect in every scene
 * they are in. A "his" counts for the one name its sentence gives before it.
 */
export function creatureCharacters(
  scenes: readonly SceneModel[],
  known: ReadonlySet<string>,
): Map<string, string> {
  const upper = new Map([...known].map((name) => [name.toUpperCase(), name]));
  const found = new Map<string, string>();
  const add = (name: string | undefined) => {
    if (name) found.set(name, "creature");
  };
  for (const scene of scenes)
    for (const block of scene.elements) {
      if (block.type !== "action") continue;
      const bodied = PART_WORD.test(block.text);
      if (!bodied && !HYBRID_TAIL.test(block.text)) continue;
      const text = withoutWrittenText(block.text);
      for (const match of text.matchAll(NAME_PART)) add(knownName(match[1] ?? "", upper));
      if (hybridIn(text))
        for (const match of text.matchAll(INTRODUCED_HYBRID)) add(knownName(match[1] ?? "", upper));
      for (const sentence of text.split(/(?<=[.!?])\s+|\n[ \t]*\n/)) {
        const part = PRONOUN_PART.exec(sentence);
        if (!part) continue;
        const names = new Set(
          [...sentence.slice(0, part.index).matchAll(NAME)]
            .map((name) => knownName(name[0], upper))
            .filter((name) => name !== undefined),
        );
        if (names.size === 1) add([...names][0]);
      }
    }
  return found;
}
