import type { Signals } from "#analysis/read/pitch/signals";
import { countWords, quote } from "#analysis/read/text/words";
import { type CategoryScorer, type Check, leadName, namedFallback } from "../rubric";

/** A feature's beats, and a series' own: its season arc and its numbered episodes. */
const BEATS =
  /\b(act (?:one|two|three|1|2|3|i{1,3})|first act|second act|third act|inciting|midpoint|turning point|climax|finale|twist|reversal|in the end|by the end|ending|season arc|series arc|ep(?:isode)?\.? ?\d+)\b/gi;
const ENDING =
  /\b(ends (?:with|when|as|on)|in the end|the (?:film|story|series|season|book) ends|final (?:scene|image|shot|act|moments?|episode|day|chapter)|cuts? to black|last (?:scene|shot|image|episode|day|chapter)|climax|the ending)\b|^\s*(?:ending|the end|finale|resolution)\s*:/im;
const CHANGE =
  /\b(learns? (?:to|that|how)|realis(?:es|ing)|realiz(?:es|ing)|transform(?:s|ed|ation)|comes? to (?:terms|accept|understand|see)|finally (?:accepts?|understands?|sees|chooses)|forgives?|changes (?:him|her|them)|by the end,? (?:she|he|they))\b/i;

/** An ending that cuts away before it is told: "cuts to black before we see what she does". */
const CUT_AWAY =
  /\b(?:before (?:we|you|the audience) (?:see|learn|know|find out|hear)|(?:we|you) (?:never|don'?t) (?:see|learn|know|find out)|what happens next|to find out|(?:will|does|can) (?:she|he|they) [^.?!]{2,80}\?)/i;

export const storyScorer: CategoryScorer = {
  checks(signals) {
    const storyText = signals.answers.synopsis ?? signals.body;
    const storyWords = countWords(storyText);
    const beats = new Set((storyText.match(BEATS) ?? []).map((beat) => beat.toLowerCase()));
    const ending = signals.sentences.findLast((sentence) => ENDING.test(sentence));
    const cutAway = ending && CUT_AWAY.test(ending) ? ending : null;
    const change =
      signals.answers.transformation ?? signals.sentences.find((sentence) => CHANGE.test(sentence));
    const isNarrative = signals.characters.length > 0 || !!signals.logline || !!signals.answers.synopsis;
    return [
      {
        weight: 2,
        met: Math.min(1, storyWords / 180) * (isNarrative ? 1 : 0.3),
        strength: `The story is told at usable length (${storyWords.toLocaleString("en-US")} words of synopsis or story material).`,
        improvement: isNarrative
          ? `The story is sketched in ${storyWords} words; a reader cannot yet follow it from setup to ending.`
          : "The material describes the project but tells no story yet: no named character moves through events.",
        suggestion:
          "Write a 150 to 300 word synopsis: the setup, the event that changes everything, the midpoint, the crisis and the ending.",
      },
      {
        weight: 2,
        met: Math.min(1, beats.size / 2 + (signals.conflictWords.length ? 0.25 : 0)),
        strength: `Structural beats are visible (${[...beats].slice(0, 4).join(", ") || "clear escalation"}).`,
        improvement:
          "The turning points are not marked, so the shape of the story (where it turns, where it peaks) is hard to see.",
        suggestion: "Name the inciting incident, the midpoint reversal and the climax, one sentence each.",
      },
      {
        weight: 1.5,
        met: cutAway ? 0.3 : ending ? 1 : 0,
        strength: ending ? `You reveal the ending, which buyers need: ${quote(ending, 20)}.` : undefined,
        improvement: cutAway
          ? `The synopsis stops before its ending (${quote(cutAway, 14)}): say what happens, even if the film leaves it open.`
          : "The ending is held back; in a pitch, withholding it reads as not knowing it.",
        suggestion: "Say how it ends, including the final image if you have one.",
      },
      {
        weight: 1.5,
        met: change ? 1 : 0,
        strength: change ? `There is an arc: ${quote(change, 20)}.` : undefined,
        improvement: `It is not clear how ${leadName(signals)} changes between the first scene and the last.`,
        suggestion: `Add one line on what ${leadName(signals)} believes at the start and what they believe at the end.`,
      },
      ...documentaryStory(signals),
      {
        weight: 1,
        met: signals.readability.longSentences <= 2 ? 1 : signals.readability.longSentences <= 6 ? 0.5 : 0,
        strength:
          signals.readability.averageSentenceWords >= 6
            ? `The prose is easy to follow (about ${Math.round(signals.readability.averageSentenceWords)} words per sentence).`
            : "The material is broken into short lines that are quick to scan.",
        improvement: `${signals.readability.longSentences} sentences run past 35 words, which blurs the sequence of events.`,
        suggestion: "Split long sentences so each one carries one event.",
      },
    ];
  },
  fallback: namedFallback(
    "has a story a reader can follow.",
    "The structure is in place; the next step is making each turn feel inevitable and surprising at once.",
    "Check that every turning point is caused by a choice the protagonist makes, not by chance.",
  ),
};

/** A documentary's story rests on access (it can be shot) and on a shape in time (it goes somewhere). */
function documentaryStory(signals: Signals): Check[] {
  const reading = signals.documentary;
  if (!reading) return [];
  return [
    {
      weight: 2,
      met: reading.access ? 1 : 0,
      strength: reading.access ? `The access is stated: ${quote(reading.access, 20)}.` : undefined,
      improvement:
        "A documentary is judged on its subject, its access and its story: nothing here says what access the film has, so the story may never be shot.",
      suggestion:
        "Add one line on access: who has agreed to be filmed, since when, and what is already shot.",
    },
    {
      weight: 1.5,
      met: reading.story ? 1 : 0,
      strength: reading.story ? `The film has a shape in time: ${quote(reading.story, 20)}.` : undefined,
      improvement:
        "The film has no shape in time yet: no span it follows, no turning points, no outcome it films towards.",
      suggestion: "Say what the film follows, over what span, and the moment it builds to.",
    },
  ];
}
