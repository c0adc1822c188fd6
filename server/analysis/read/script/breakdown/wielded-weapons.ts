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
  if (BRANDISHED.test(text) || (struck && !BODY_BLOW.test(struck[1] ?? ""))) found.push("club");
  return found;
}
