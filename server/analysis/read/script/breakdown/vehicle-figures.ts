import { lexicon } from "#server/lexicons/word-lists";
import elementLexicons from "../../../../lexicons/element-lexicons.json" with { type: "json" };
import { formPattern, longestFirst, type MatchJudge, sentenceAround, verbForms } from "./breakdown-lexicons";

const { vehicleHeadings, handCarts, screenedVehicles, drivingFrames } = lexicon(elementLexicons);
const HEADING_ONLY = new Map<string, string>(Object.entries(vehicleHeadings.forms));

/** The vehicle a heading's last word names where only a heading's place makes it one ("INT. JIMMY'S FIGHTER"). */
export function headingOnlyVehicle(word: string): string | undefined {
  return HEADING_ONLY.get(word.toLowerCase());
}

/** "Engine 17 roars up", "Ladder 49": a fire company's numbered rig. */
const FIRE_COMPANY = /(?<![\p{L}])(?:Engine|Ladder|ENGINE|LADDER)\s+\d{1,3}(?![\p{N}])/u;

const alternation = longestFirst;
const bent = (verbs: readonly string[]) => alternation(verbs.flatMap((verb) => verbForms(verb)));
/** The end of a sentence or a clause: "The Jaguar pulls up." */
const CLAUSE_END = String.raw`\s*(?:[.,;:!?]|--|—|–|$)`;
/**
 * "The Jaguar pulls up.", "pulling into an industrial estate": a verb only a vehicle does, with no
 * object after it.
 */
const DRIVEN = new RegExp(
  [
    String.raw`(?:${bent(drivingFrames.arrive)})(?:${CLAUSE_END}|\s+(?:${alternation(drivingFrames.arriveBefore)})(?![\p{L}]))`,
    String.raw`(?:${bent(drivingFrames.enter)})\s+(?:the|a|an)(?![\p{L}])`,
    String.raw`(?:${bent(drivingFrames.drive)})(?:${CLAUSE_END}|\s+(?:${alternation(drivingFrames.driveAfter)})(?![\p{L}]))`,
  ]
    // "strolls through the park": after an article the word is a noun ("Nora drives" has none).
    .map(
      (frame) =>
        String.raw`(?<![\p{L}'’-])(?<!(?<![\p{L}])(?:the|a|an|this|that|his|her|their|its|our)\s+)${frame}`,
    )
    .join("|"),
  "imu",
);

/** "Jeff is at the wheel", "eases her foot from the accelerator": a driver's seat. */
const AT_THE_WHEEL = new RegExp(`(?<![\\p{L}])(?:${alternation(drivingFrames.steer)})(?![\\p{L}])`, "iu");

/**
 * Vehicles the action names by a fire company's number ("Engine 17 roars up") or by what only a
 * vehicle does ("The Jaguar pulls up."): a car, unless the scene's own vehicles or mounts (the
 * elements read so far) are what drives ("The wagon is parked", "the riders pull up").
 */
export function namedVehicles(
  text: string,
  scene: { vehicles: readonly string[]; animals: readonly string[]; stunts?: readonly string[] } = {
    vehicles: [],
    animals: [],
  },
): string[] {
  if (FIRE_COMPANY.test(text)) return ["fire engine"];
  if (scene.vehicles.length > 0 || scene.animals.some((animal) => drivingFrames.mounts.includes(animal)))
    return [];
  // "Tires screech outside": stunt driving told by a car's parts has a car under it.
  const driven =
    DRIVEN.test(text) ||
    AT_THE_WHEEL.test(text) ||
    (scene.stunts?.includes("stunt driving") === true && CAR_PARTS.test(text));
  return driven ? [drivingFrames.vehicle] : [];
}

/** What only a car has, heard or seen: "Tires screech", "the engine roars". */
const CAR_PARTS = /(?<![\p{L}])(?:tires?|tyres?|brakes|engine|burnout)(?![\p{L}])/iu;
const HAND_CART = new RegExp(`^(?:${handCarts.forms.map(formPattern).join("|")})$`, "iu");
const DRAWN = new RegExp(
  `(?<![\\p{L}])(?:${handCarts.drawnBy.map(formPattern).join("|")})(?![\\p{L}])`,
  "iu",
);

const anyOf = (forms: readonly string[]) => forms.map(formPattern).join("|");
/** "On all screens we SEE the space ship", "On the middle monitor, ...": the sentence shows a screen's picture. */
const ON_A_SCREEN = new RegExp(
  String.raw`^on\s+(?:the|all|a|an|each|every|one|his|her|their|its)\s+(?:[\p{L}-]+\s+){0,2}?(?:${anyOf(screenedVehicles.screens)})(?![\p{L}])`,
  "iu",
);
const FOOTAGE_AFTER = new RegExp(`^\\s+(?:${anyOf(screenedVehicles.footage)})(?![\\p{L}])`, "iu");

/**
 * Vehicles' words read in their scene: a cart nothing draws is pushed by hand, and a vehicle a
 * screen shows is footage: no vehicle on set.
 */
export const vehicleJudge: MatchJudge = (text, start, end) => {
  if (HAND_CART.test(text.slice(start, end)) && !DRAWN.test(text)) return false;
  if (FOOTAGE_AFTER.test(text.slice(end, end + 20))) return false;
  if (ON_A_SCREEN.test(sentenceAround(text, start))) return false;
  return undefined;
};
