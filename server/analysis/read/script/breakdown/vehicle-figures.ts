import { lexicon } from "#server/lexicons/word-lists";
import elementLexicons from "../../../../lexicons/element-lexicons.json" with { type: "json" };
import { formPattern, type MatchJudge } from "./breakdown-lexicons";

const { vehicleHeadings, handCarts } = lexicon(elementLexicons);
const HEADING_ONLY = new Map<string, string>(Object.entries(vehicleHeadings.forms));

/** The vehicle a heading's last word names where only a heading's place makes it one ("INT. JIMMY'S FIGHTER"). */
export function headingOnlyVehicle(word: string): string | undefined {
  return HEADING_ONLY.get(word.toLowerCase());
}

/** "Engine 17 roars up", "Ladder 49": a fire company's numbered rig. */
const FIRE_COMPANY = /(?<![\p{L}])(?:Engine|Ladder|ENGINE|LADDER)\s+\d{1,3}(?![\p{N}])/u;

/** Vehicles the action names by a fire company's number: "Engine 17 roars up". */
export function namedVehicles(text: string): string[] {
  return FIRE_COMPANY.test(text) ? ["fire engine"] : [];
}

const HAND_CART = new RegExp(`^(?:${handCarts.forms.map(formPattern).join("|")})$`, "iu");
const DRAWN = new RegExp(
  `(?<![\\p{L}])(?:${handCarts.drawnBy.map(formPattern).join("|")})(?![\\p{L}])`,
  "iu",
);

/** Vehicles' words read in their scene: a cart nothing draws is pushed by hand, no vehicle. */
export const vehicleJudge: MatchJudge = (text, start, end) => {
  if (HAND_CART.test(text.slice(start, end)) && !DRAWN.test(text)) return false;
  return undefined;
};
