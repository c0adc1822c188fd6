import { wordLists } from "#server/lexicons/word-lists";
import cliches from "../../lexicons/cliches.json" with { type: "json" };

/** Praise a pitch gives itself: it tells a buyer nothing about the story. */
export const HYPE_PATTERN =
  /\b(?:best (?:movie|film|show|series|story|idea|script|pitch)s? ever|the best(?! (?:man|men|woman|women|friends?|part|of|she|he|they|way|thing))|ever made|of all time|next big (?:hit|thing)|guaranteed (?:hit|success|blockbuster)|blockbuster|masterpiece|amazing|incredible|awesome|mind-?blowing|groundbreaking|revolutionary|never been done|never seen before|like nothing (?:you'?ve|anyone has) ever seen|everyone will (?:love|watch|want)|everybody will (?:love|watch)|will make (?:millions|billions)|billion[- ]dollar|huge hit|instant classic|oscar[- ]worthy|award[- ]winning potential|viral sensation|game[- ]changer|perfect (?:movie|film|story))\b/iu;

/** Clichés by genre (server/lexicons/cliches.json); "any" holds those of every genre. */
export const CLICHES: Readonly<Record<string, readonly string[]>> = wordLists(cliches);
