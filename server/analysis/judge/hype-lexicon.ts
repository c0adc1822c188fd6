import { wordLists } from "#server/lexicons/word-lists";
import cliches from "../../lexicons/cliches.json" with { type: "json" };
import hypePhrases from "../../lexicons/hype-phrases.json" with { type: "json" };

/** Praise a pitch gives itself: it tells a buyer nothing about the story. */
export const HYPE_PATTERN = new RegExp(`\\b(?:${wordLists(hypePhrases).hype.join("|")})\\b`, "iu");

/** Clichés by genre (server/lexicons/cliches.json); "any" holds those of every genre. */
export const CLICHES: Readonly<Record<string, readonly string[]>> = wordLists(cliches);
