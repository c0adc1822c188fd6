import { lexicon } from "#server/lexicons/word-lists";
import elementLexicons from "../../../../lexicons/element-lexicons.json" with { type: "json" };
import { isCueName } from "../cast";

const { people } = lexicon(elementLexicons);

/** "A DEEP VOICE", "TODD'S VOICEMAIL": only heard, no one on set. */
const VOICE = /\bVOICE(?:S|MAIL)?$/;
/** "WE INTERCUT", "CAMERA PANS": the camera, not a speaker. */
const CAMERA = /^(?:WE|CAMERA|ANGLE|ANGLES|SHOT|POV)\b/;
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
