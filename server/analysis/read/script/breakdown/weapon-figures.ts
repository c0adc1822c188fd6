import nlp from "compromise";
import { escapeRegex } from "#analysis/read/text/words";
import { lexicon } from "#server/lexicons/word-lists";
import elementLexicons from "../../../../lexicons/element-lexicons.json" with { type: "json" };

const tools = lexicon(elementLexicons).weaponTools;

const words = (forms: readonly string[]) =>
  new RegExp(
    String.raw`(?<![\p{L}])(?:${forms
      .toSorted((a, b) => b.length - a.length)
      .map((form) => escapeRegex(form).replace(/ /g, "\\s+"))
      .join("|")})(?![\p{L}])`,
    "iu",
  );
const BLADES = new Set(tools.blades);
const WORK = words(tools.verbs);
const THING = words(tools.things);
const TABLE = words(tools.table);
const ATTACK = words(tools.attack);

/** "Matt's driving, Steve's shotgun": the seat beside the driver, not a gun. */
const SEAT_BEFORE = /(?:['’]s|(?<![\p{L}])(?:from|in))\s+$/u;
const DRIVING = /(?<![\p{L}])(?:driv\w*|wheel|seat|passenger|back)(?![\p{L}])/iu;
/** "It is explosive, torrential", "Neil's explosive behind it": a word that describes, with no article before it. */
const ARTICLE_BEFORE =
  /(?<![\p{L}])(?:an?|the|his|her|their|its|this|that|some|more|any|plastic|high|military|c-?4)\s+(?:[\p{L}-]+\s+)?$/iu;
/**
 * "an explosive cloud of medicine", "an explosive title": before a noun, the word describes it. A
 * belt, a vest, a charge or a device so described is one to set off.
 */
const NOUN_AFTER =
  /^[ \t]+(?!(?:belts?|vests?|devices?|charges?|packs?|rounds?|shells?|bolts?|collars?|materials?|tips?)(?![\p{L}]))(\p{Ll}+)(?![\p{L}'’-])/u;
function describesANoun(after: string): boolean {
  const next = NOUN_AFTER.exec(after)?.[1];
  if (!next) return false;
  const tags = (nlp(`explosive ${next}`).terms().json() as { terms: { tags: string[] }[] }[]).at(-1)?.terms[0]
    ?.tags;
  return !!tags?.includes("Noun") && !tags.includes("Verb") && !tags.includes("Preposition");
}

/** "a single gun shot", "rifle rounds", "gun control": the shot, its rounds or the law, no gun on set. */
const FIREARMS = new Set(tools.firearms);
const FIRED_NOUN = new RegExp(String.raw`^[ \t]+(?:${tools.firedNouns.join("|")})(?![\p{L}-])`, "iu");

/** "locate shell casings from Ward's gun": what it left behind, the gun is not there. */
const SPENT =
  /(?<![\p{L}])(?:casings?|slugs|spent\s+(?:shells|rounds))\s+(?:from|of|fired\s+from|out\s+of)\s+(?:[\p{L}'’]+\s+){0,2}$/iu;

/**
 * Whether a weapon's word at `start`..`end` names no weapon on set: a blade or a bar used as a tool
 * on a thing ("cutting through the cable", "PRY open a VENT with the knife") or a knife at a meal,
 * the passenger seat, a word that describes ("explosive"), or the casings a gun left behind.
 * `sentence` is the sentence the word is in; `name` the weapon it names.
 */
export function notAWeapon(
  text: string,
  start: number,
  end: number,
  name: string,
  sentence: string,
): boolean {
  const form = text.slice(start, end).toLowerCase();
  const before = text.slice(Math.max(0, start - 40), start);
  if (form === "shotgun" && SEAT_BEFORE.test(before) && DRIVING.test(sentence)) return true;
  if (form === "explosive" && (!ARTICLE_BEFORE.test(before) || describesANoun(text.slice(end, end + 30))))
    return true;
  if (SPENT.test(before)) return true;
  if (FIREARMS.has(form) && FIRED_NOUN.test(text.slice(end, end + 20))) return true;
  if (!BLADES.has(name) || ATTACK.test(sentence)) return false;
  return (WORK.test(sentence) && THING.test(sentence)) || (name === "knife" && TABLE.test(sentence));
}
