import { lexicon } from "#server/lexicons/word-lists";
import elementLexicons from "../../../../lexicons/element-lexicons.json" with { type: "json" };
import { longestFirst } from "./breakdown-lexicons";
import { isPersonNoun } from "./person-noun";

/** "Two armed agents leap from the chopper", "ARMED GUARDS": people the action arms carry weapons. */
const ARMED = /(?<![\p{L}])(?:heavily\s+)?armed\s+((?:[\p{L}-]+\s+)?[\p{L}-]+)/giu;
/**
 * A thing swung at a person as a weapon: brandished ("tears a leg from the top. Brandishing it -- he
 * stalks the startled thug") or slammed against someone's head ("grabs a fire extinguisher and
 * starts slamming it against Hellboy's head").
 */
const BRANDISHED = /(?<![\p{L}])brandish(?:es|ing|ed)?\s+(?:it|them|the|a|an|his|her|their)(?![\p{L}])/iu;
const STRUCK =
  /(?<![\p{L}])(?:slam|smash|bash|whack|club|crack|bring)(?:s|es|\p{Ll}?ing|\p{Ll}?ed)?\s+(it|the\s+[\p{L}-]+|a\s+[\p{L}-]+)\s+(?:down\s+)?(?:against|on|onto|over|into|across)\s+(?:\p{Lu}[\p{L}'’-]*['’]s|his|her|their|the\s+(?:[\p{L}-]+\s+)?(?:man|woman|guard)['’]s)\s+(?:head|face|skull|jaw|temple|back)(?![\p{L}])/u;
/** What a fist or a knee strikes with is the body, no weapon: "slams his fist against Zed's head". */
const BODY_BLOW =
  /\s(?:fist|fists|hand|hands|knee|knees|elbow|elbows|head|forehead|palm|foot|feet|boot|boots)\s/iu;

const { tools, raising, poised, taking, targets, swingNot } = lexicon(elementLexicons).wieldedTools;
const TOOL = `(?:${longestFirst(tools)})`;
const DET = "(?:the|a|an|his|her|their|its|this|that)";
/** Any tool named: the cheap test before the patterns that read how it is held. */
const ANY_TOOL = new RegExp(String.raw`(?<![\p{L}])${TOOL}(?![\p{L}])`, "iu");
/** "holds the point of the scissors to Chili's throat", "the poker at his face": pointed at a body. */
const AIMED = new RegExp(
  String.raw`(?<![\p{L}])${TOOL}(?:\s+[\p{L}-]+){0,2}?\s+(?:to|at|against|into)\s+(?:\p{Lu}[\p{L}'’-]*['’]s|his|her|their|the\s+(?:[\p{L}-]+\s+)?(?:man|woman|guard|boy|girl)['’]s)\s+(?:${longestFirst(targets)})(?![\p{L}])`,
  "iu",
);
/** "raises the shovel over his head", "the hammer poised", "hold the shovel tensed over his shoulder": ready to strike. */
const RAISED = new RegExp(
  String.raw`(?<![\p{L}])(?:${longestFirst(raising)})\s+${DET}\s+(?:[\p{L}-]+\s+){0,2}${TOOL}(?:\s+[\p{L}-]+){0,2}?\s+(?:over|above)\s+(?:his|her|their)\s+(?:head|shoulders?)(?![\p{L}])|(?<![\p{L}])${TOOL}\s+(?:${longestFirst(poised)})(?![\p{L}])`,
  "iu",
);
/** "swings the skillet at the burglar", "swung the spade into his ribs": swung at someone, not into a thing. */
const SWUNG = new RegExp(
  String.raw`(?<![\p{L}])(?:swings|swinging|swung|swing)\s+${DET}\s+(?:[\p{L}-]+\s+){0,2}${TOOL}(?:\s+[\p{L}-]+){0,2}?\s+(?:at|down\s+on|(?:into|against)\s+(?:him|her|them|his|their))(?![\p{L}])`,
  "iu",
);
/** "picks up a fallen branch": taken up, a weapon if a swing follows in the next sentences. */
const TAKEN = new RegExp(
  String.raw`(?<![\p{L}])(?:${longestFirst(taking)})\s+${DET}\s+(?:[\p{L}-]+\s+){0,2}${TOOL}(?![\p{L}])`,
  "giu",
);
/** "Udesky swings hard": a swing with no other motion after it ("swings open", "swings across"). */
const SWING = new RegExp(
  String.raw`(?<![\p{L}])(?:swings|swinging|swung)(?!\s+(?:${longestFirst(swingNot)})(?![\p{L}]))(?![\p{L}])`,
  "iu",
);
/** How far after a tool is taken up a swing still belongs to it: two or three sentences. */
const SWING_REACH = 300;

/**
 * A tool or a household thing raised, swung or pointed at someone: "holds the point of the
 * scissors to Chili's throat", "hold the shovel tensed over his shoulder", "picks up a fallen branch
 * ... Udesky swings hard". Carried or put to work on a thing, it is a prop.
 */
function toolAsWeapon(text: string): boolean {
  if (!ANY_TOOL.test(text)) return false;
  if (AIMED.test(text) || RAISED.test(text) || SWUNG.test(text)) return true;
  for (const match of text.matchAll(TAKEN)) {
    const end = match.index + match[0].length;
    if (SWING.test(text.slice(end, end + SWING_REACH))) return true;
  }
  return false;
}

/**
 * Weapons the action puts in hands without naming one a lexicon knows: people it calls armed carry
 * guns, and a thing brandished or slammed against someone's head is a club.
 */
export function wieldedWeapons(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(ARMED)) {
    const words = (match[1] ?? "").split(/\s+/);
    if (words.some((_, index) => isPersonNoun(words.slice(0, index + 1).join(" ")))) {
      found.push("gun");
      break;
    }
  }
  const struck = STRUCK.exec(text);
  if (BRANDISHED.test(text) || (struck && !BODY_BLOW.test(struck[1] ?? "")) || toolAsWeapon(text))
    found.push("club");
  return found;
}
