import { countWords, escapeRegex, proseSentences } from "#analysis/read/text/words";
import { characterName } from "#server/screenplay/patterns";
import premiseWords from "../../../lexicons/premise-words.json" with { type: "json" };
import { wordLists } from "../../../lexicons/word-lists";
import type { SceneModel } from "./scene-model";

const WORDS = wordLists(premiseWords);
const ERRANDS = new Set(WORDS.errandVerbs);
const NOT_CONTENT = new Set(WORDS.notContent);
const phrases = (list: readonly string[]) =>
  new RegExp(
    `(?<![\\p{L}])(${list.map((phrase) => escapeRegex(phrase).replace(/'/g, "['’]")).join("|")})(?![\\p{L}])`,
    "iu",
  );
const MOMENTARY = phrases(WORDS.momentary);
const BLOCKING = phrases(WORDS.blocking);
/** A want said as a main clause: "I'm going to find that girl...", "But I have to play the game". */
const SPOKEN_WANT =
  /^(?:(?:and|but|so|now|well|look|okay|listen),? )?I(?:['’]ve| have| am|['’]m)? (?:just |really |still |only |always |finally )?(want|need|have|got|mean|intend|plan|hope|going|determined|desperate)(?:ed)? to ([^.!?;]+)/iu;
const actionWant = (forms: string) =>
  new RegExp(
    `(?<![\\p{L}])(?:${forms})(?:['’]s)? (?:only |just |still |desperately |really )?(wants|needs|is determined|is desperate|sets out|means|longs|hopes|plans|is going) to ([^.!?;]+)`,
    "u",
  );

export interface PremiseLine {
  /** The want ("to find that girl and marry her") or the line that blocks it, as the pages give it. */
  phrase: string;
  /** The whole sentence it stands in, for quoting. */
  quote: string;
  page: number;
  /** Who says it ("" when the action states it). */
  speaker: string;
  /** For a want the lead speaks, who hears it when the scene has one other speaker. */
  listener: string | null;
  verb: string;
}

export interface Premise {
  lead: string;
  want: PremiseLine | null;
  obstacle: PremiseLine | null;
}

interface Scored extends PremiseLine {
  score: number;
  stems: Set<string>;
}

/**
 * Who wants what and what stands in the way, read from the pages: the lead's want in their own
 * words or the action's (an aim, not an errand or an order), set up before the last quarter; then
 * the first later line, in a scene with the lead, that blocks it (a negation or a prior claim on the
 * same thing). English only; nothing is invented, so either may be null.
 */
export function readPremise(
  scenes: readonly SceneModel[],
  lead: string | undefined,
  aliases: ReadonlyMap<string, string>,
  pages: number,
): Premise | null {
  if (!lead) return null;
  const forms = [...aliases].filter(([, name]) => name === lead).map(([alias]) => alias);
  const titled = forms.map((form) => form.toLowerCase().replace(/(^|[\s-])\p{Ll}/gu, (c) => c.toUpperCase()));
  const inAction = actionWant([...new Set([...forms, ...titled])].map(escapeRegex).join("|"));
  const wants: Scored[] = [];
  const lines: { text: string; page: number; speaker: string }[] = [];
  for (const scene of scenes) {
    let speaker = "";
    const speakers = [...new Set(scene.cues.map((cue) => aliases.get(cue) ?? cue))];
    const withLead = speakers.includes(lead) || scene.characters.includes(lead);
    for (const element of scene.elements) {
      if (element.type === "character")
        speaker = aliases.get(characterName(element.text)) ?? characterName(element.text);
      if (element.type !== "dialogue" && element.type !== "action") continue;
      const page = element.page ?? scene.page;
      for (const sentence of proseSentences(element.text)) {
        if (withLead)
          lines.push({ text: sentence, page, speaker: element.type === "dialogue" ? speaker : "" });
        const others = speakers.filter((name) => name !== lead);
        const found =
          element.type === "dialogue" && speaker === lead
            ? SPOKEN_WANT.exec(sentence)
            : element.type === "action"
              ? inAction.exec(sentence)
              : null;
        if (!found) continue;
        const want = scoredWant(found[1]!, found[2]!, sentence, page);
        if (!want) continue;
        if (element.type === "dialogue") {
          want.speaker = lead;
          want.listener = others.length === 1 ? others[0]! : null;
        }
        wants.push(want);
      }
    }
  }
  const setUp = wants.filter((line) => line.page <= Math.max(3, pages * 0.75));
  const want = setUp.sort((a, b) => b.score - a.score || a.page - b.page)[0];
  if (!want) return { lead, want: null, obstacle: null };
  const obstacle = lines.find(
    (line) =>
      (line.page > want.page || (line.page === want.page && line.text !== want.quote)) &&
      BLOCKING.test(line.text) &&
      [...stemsOf(line.text)].filter((stem) => want.stems.has(stem)).length >= Math.min(2, want.stems.size),
  );
  const { score: _score, stems: _stems, ...kept } = want;
  return {
    lead,
    want: kept,
    obstacle: obstacle
      ? {
          phrase: obstacle.text,
          quote: obstacle.text,
          page: obstacle.page,
          speaker: obstacle.speaker,
          listener: null,
          verb: "",
        }
      : null,
  };
}

function scoredWant(verb: string, rest: string, sentence: string, page: number): Scored | null {
  // The want ends where another clause turns against it ("..., but the creature holds on").
  const phrase = rest
    .split(/,? (?:but|because|while|when|until|though|although) |\s+(?:--|–|—)\s+/)[0]!
    .trim()
    .replace(/[,:\-–—]+$/, "");
  const first = phrase.toLowerCase().match(/\p{L}[\p{L}'’]*/u)?.[0] ?? "";
  const words = countWords(phrase);
  // "I'm going to" names a next move unless the plan it names reaches further.
  if (/^going$|^is going$/i.test(verb) && words < 6) return null;
  // An errand ("I need to lie down"), an order ("I want you to..."), a passing need: not the story's want.
  if (words < 3 || ERRANDS.has(first) || /^(you|him|her|them|us)\b/i.test(first) || MOMENTARY.test(phrase))
    return null;
  const stems = stemsOf(phrase);
  if (stems.size === 0) return null;
  return {
    phrase: `to ${phrase}`,
    quote: sentence,
    page,
    speaker: "",
    listener: null,
    verb: verb.toLowerCase(),
    // Reach: a want that names more of what is at stake is the story's, not a scene's.
    score: Math.min(words, 12) + stems.size,
    stems,
  };
}

/** Content words by their first four letters, so "marry" meets "married". */
function stemsOf(text: string): Set<string> {
  return new Set(
    (text.toLowerCase().match(/\p{L}[\p{L}'’]*/gu) ?? [])
      .filter((word) => word.length >= 4 && !NOT_CONTENT.has(word) && !/['’]/.test(word))
      .map((word) => word.slice(0, 4)),
  );
}
