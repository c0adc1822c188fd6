import { wordLists } from "#server/lexicons/word-lists";
import pitchWords from "../../../lexicons/pitch-words.json" with { type: "json" };
import { escapeRegex } from "./words";

const lists = wordLists(pitchWords);

export const STAKES_WORDS = lists.stakes;
export const CONFLICT_WORDS = lists.conflict;
export const VAGUE_PHRASES = lists.vague;
export const PLATFORM_WORDS = lists.platforms;
export const ROLE_NOUNS = lists.roleNouns;
/** Nouns that name a lead by role beyond ROLE_NOUNS ("a burned-out engineer", "two estranged sisters"). */
export const EXTRA_ROLES = lists.extraRoles;

/** Whole words or phrases of a list, in any case. */
function phrasePattern(phrases: readonly string[]): RegExp {
  return new RegExp(`\\b(${phrases.map(escapeRegex).join("|")})\\b`, "i");
}

/** A logline's lead wants something: "must", "sets out to", "races to"... */
export const GOAL_PATTERN = phrasePattern(lists.goal);
/** Something stands in the way: "but", "despite", "only to"... */
export const OBSTACLE_PATTERN = phrasePattern(lists.obstacle);
