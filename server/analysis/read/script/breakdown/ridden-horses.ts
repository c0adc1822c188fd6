import { lexicon } from "#server/lexicons/word-lists";
import elementLexicons from "../../../../lexicons/element-lexicons.json" with { type: "json" };
import { longestFirst, verbForms } from "./breakdown-lexicons";

const { gaits, figures } = lexicon(elementLexicons).ridden;
/** "gallops past them", "canter past", "at full gallop". */
const GAIT = new RegExp(
  `(?<![\\p{L}])(?:${longestFirst(gaits.flatMap((gait) => verbForms(gait)))})(?![\\p{L}])`,
  "giu",
);
/** "His heart gallops", "his heart suddenly gallops": the gait of a figure, a word at most between. */
const FIGURE_BEFORE = new RegExp(
  `(?<![\\p{L}])(?:${longestFirst(figures)})(?:\\s+[\\p{L}-]+){0,1}\\s+$`,
  "iu",
);

/** Whether a rider's gait in the action puts a horse in the scene: "Captain Marcellus gallops past them". */
export function riddenHorse(action: string): boolean {
  for (const match of action.matchAll(GAIT))
    if (!FIGURE_BEFORE.test(action.slice(Math.max(0, match.index - 40), match.index))) return true;
  return false;
}
