import { wordLists } from "#server/lexicons/word-lists";
import toneWords from "../../../lexicons/tone-words.json" with { type: "json" };

const lists = wordLists(toneWords);

export const TONE_WORDS = lists.tone;
export const VISUAL_WORDS = lists.visual;
export const EMOTION_WORDS = lists.emotion;
export const THEME_WORDS = lists.theme;
