import { wordLists } from "#server/lexicons/word-lists";
import pitchWords from "../../../lexicons/pitch-words.json" with { type: "json" };

const lists = wordLists(pitchWords);

export const STAKES_WORDS = lists.stakes;
export const CONFLICT_WORDS = lists.conflict;
export const VAGUE_PHRASES = lists.vague;
export const PLATFORM_WORDS = lists.platforms;
export const ROLE_NOUNS = lists.roleNouns;

export const GOAL_PATTERN =
  /\b(must|has to|have to|needs? to|sets? out to|tries? to|fights? to|races? to|struggles? to|wants? to|determined to|in order to|sets? off to|vows? to|plots? to|schemes? to)\b/i;
export const OBSTACLE_PATTERN =
  /\b(but|before|despite|while|until|against|unless|even as|only to|without|when|after)\b/i;
