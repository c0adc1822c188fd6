import { lexicon } from "#server/lexicons/word-lists";
import elementLexicons from "../../../../lexicons/element-lexicons.json" with { type: "json" };

const { vehicleHeadings } = lexicon(elementLexicons);
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
