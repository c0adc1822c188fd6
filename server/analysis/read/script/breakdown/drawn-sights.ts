import { lexicon } from "#server/lexicons/word-lists";
import actions from "../../../../lexicons/effect-actions.json" with { type: "json" };
import { longestFirst, verbForms } from "./breakdown-lexicons";

const { screens, screenBattles, rays, sizedThings } = lexicon(actions);

const START = String.raw`(?<![\p{L}\p{N}'’-])`;
const END = String.raw`(?![\p{L}\p{N}])`;
const anyOf = (forms: readonly string[]) => `(?:${longestFirst(forms)})`;

const SCREEN = `${START}${anyOf(screens.seenOn)}${END}`;
const BATTLE = `${START}${anyOf(screenBattles.battles)}${END}`;
/** "the battle raging on the screens", "Over monitors the General observes the aerial battle": one clause holds both. */
const SCREEN_BATTLE = new RegExp(`${SCREEN}[^.!?;]{0,60}?${BATTLE}|${BATTLE}[^.!?;]{0,60}?${SCREEN}`, "iu");
const BATTLE_WORD = new RegExp(`${START}(?:battle|dogfight)`, "iu");

/** "A DESTRUCTION BEAM BLASTS down", "the DESTRUCTIVE beam GROWING": a beam the verb after it makes act by itself; "the beam cuts out" only goes dark. */
const RAY = new RegExp(
  String.raw`(?<!${START}${anyOf(rays.lights)}\s+)${START}${anyOf(rays.beams)}\s+(?:\p{Ll}+ly\s+)?${anyOf(
    rays.verbs.flatMap((verb) => verbForms(verb)),
  )}${END}(?!\s+(?:out|off)${END})(?!\s+through\s+(?:the\s+)?${anyOf(rays.dark)}${END})`,
  "iu",
);
const BEAM_WORD = /beam/i;

/**
 * Sights no camera films that the action names by what they do (a convention of how scripts write
 * them, not a creature's or a thing's name): a battle watched on screens is footage the film must
 * make ("screen graphics"), and a beam that blazes, blasts or cuts by itself is a ray drawn in post
 * ("energy beam"), while a flashlight's beam or a roof beam is none.
 */
export function drawnSights(text: string): string[] {
  const found: string[] = [];
  // Cheap tests on the whole scene first: most scenes name no battle and no beam.
  if (BATTLE_WORD.test(text) && SCREEN_BATTLE.test(text)) found.push("screen graphics");
  if (BEAM_WORD.test(text) && RAY.test(text)) found.push("energy beam");
  return found;
}

/** "giant screen TV", "GIANT PAW PRINT": a made thing or a mark right after the word, one word between at most. */
const SIZED_THING = new RegExp(String.raw`^\s+(?:[\p{L}-]+\s+)?${anyOf(sizedThings.things)}${END}`, "iu");

/**
 * Whether the "giant" that ends at `end` only gives a made thing's or a mark's size ("a giant
 * cannon", "giant windows", "a giant paw print"), as plain English uses it: no giant on set.
 */
export function giantOnlySizes(text: string, end: number): boolean {
  return SIZED_THING.test(text.slice(end, end + 40));
}
