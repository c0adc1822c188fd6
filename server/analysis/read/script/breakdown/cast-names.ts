import { lexicon } from "#server/lexicons/word-lists";
import elementLexicons from "../../../../lexicons/element-lexicons.json" with { type: "json" };
import { isCueName } from "../cast";
import { ELEMENT_LEXICONS } from "./breakdown-lexicons";
import { isPersonNoun } from "./person-noun";

const { people } = lexicon(elementLexicons);

/** "A DEEP VOICE", "TODD'S VOICEMAIL": only heard, no one on set. */
const VOICE = /\bVOICE(?:S|MAIL)?$/;
/** "WE INTERCUT", "CAMERA PANS", a shot's framing ("WIDE", "CLOSE ON"): the camera, not a speaker. */
const CAMERA =
  /^(?:WE|CAMERA|ANGLE|ANGLES|SHOT|POV|WIDE|WIDER|WIDEN|CLOSE|CLOSER|CLOSEUP|CLOSE-UP|MEDIUM|TIGHT|TIGHTER|REVERSE|OVERHEAD|TRACKING|PAN)(?![\p{L}'’])/u;
/** "copy of / THOMPSON'S": a title broken over lines ends on a possessive; a name does not. */
const POSSESSIVE = /['’]S$/;
const SOUNDS = new Set(people.soundCues.map((word) => word.toUpperCase()));
/**
 * Whether a cue names someone the breakdown casts: not a voice only heard, a camera direction, a
 * sound set like a cue ("LIGHTNING CRASH") or a title's possessive.
 */
export function isCastName(name: string): boolean {
  return (
    isCueName(name) &&
    !VOICE.test(name) &&
    !CAMERA.test(name) &&
    !POSSESSIVE.test(name) &&
    !SOUNDS.has(name.split(" ").at(-1) ?? "")
  );
}

/**
 * Cast cued by a common noun, each with the pattern that finds it in lower-case action: the
 * script's PRINTER speaks, so "He turns to stare at the printer" puts it on set ("a girl" is any
 * girl, so a kind of person is left to its name). A cue is a
 * common noun where the action writes it in lower case after an article and never with a capital
 * mid-sentence, as it writes a name ("Will walks in").
 */
export function commonNounCast(
  names: Iterable<string>,
  actions: readonly string[],
): { name: string; pattern: RegExp }[] {
  const text = actions.join("\n");
  const found: { name: string; pattern: RegExp }[] = [];
  for (const name of names) {
    const word = name.toLowerCase();
    // "flying the plane": a vehicle's voice is the vehicle, an element of the scene.
    if (!/^\p{Lu}[\p{Lu}-]+$/u.test(name) || isPersonNoun(name) || ELEMENT_LEXICONS.vehicles.names.has(word))
      continue;
    const pattern = new RegExp(`(?<![\\p{L}])the\\s+${word}(?![\\p{L}])`, "u");
    if (!pattern.test(text)) continue;
    const titled = name[0] + word.slice(1);
    const asName = new RegExp(`[\\p{Ll},]\\s+${titled}(?![\\p{L}])`, "u");
    if (!asName.test(text)) found.push({ name, pattern });
  }
  return found;
}
