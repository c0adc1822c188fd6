import type { Signals } from "#analysis/read/pitch/signals";
import { countWords, listPhrase, quote, splitSentences } from "#analysis/read/text/words";
import { type CategoryScorer, leadName, namedFallback, namedOpposition, projectName } from "../rubric";

function openingLine(signals: Signals): string | null {
  const firstSlide = signals.slides[0]?.text;
  if (firstSlide) return splitSentences(firstSlide)[0] ?? null;
  return signals.logline?.text ?? signals.sentences[0] ?? null;
}

export const hookScorer: CategoryScorer = {
  checks(signals) {
    const logline = signals.logline;
    const loglineQuality = logline
      ? (1 + (logline.protagonist ? 1 : 0) + (logline.hasGoal ? 1 : 0) + (logline.stakes.length ? 1 : 0)) / 4
      : 0;
    const opening = openingLine(signals);
    const openingWords = opening ? countWords(opening) : 0;
    const vague = logline?.vague ?? [];
    const opponent = signals.answers.obstacle ? null : namedOpposition(signals);
    return [
      {
        weight: 3,
        met: loglineQuality,
        strength: logline ? `The concept lands in one line: ${quote(logline.text, 30)}.` : undefined,
        improvement: logline
          ? "The central line states the premise but not yet the lead, the goal and the stakes together, so the hook is softer than the idea."
          : "The hook is buried: a reader has to work through the material to find what the story is.",
        suggestion: `Make the first thing a buyer reads one sentence about ${leadName(signals)}, their goal and what it costs.`,
      },
      {
        weight: 2,
        met: Math.min(1, signals.stakesWords.length / 3),
        strength: `The material carries real stakes (${listPhrase(signals.stakesWords.slice(0, 4).map((w) => `“${w}”`))}).`,
        improvement:
          "Nothing in the material says what is lost if the lead fails, which makes the premise easy to put down.",
        suggestion: `State the cost of failure plainly, in the opening: what does ${leadName(signals)} lose?`,
      },
      {
        weight: 1.5,
        met: signals.answers.obstacle || opponent ? 1 : Math.min(1, signals.conflictWords.length / 2),
        strength: signals.answers.obstacle
          ? `The opposition is clear: ${quote(signals.answers.obstacle, 16)}.`
          : opponent
            ? `The opposition has a name: ${quote(opponent, 16)}.`
            : `Conflict is built in (${listPhrase(signals.conflictWords.slice(0, 3).map((w) => `“${w}”`))}).`,
        improvement: "There is little opposition in the material; hooks grow out of a force pushing back.",
        suggestion: "Name the antagonist or the pressure in the first paragraph, not halfway through.",
      },
      {
        weight: 1.5,
        met: openingWords > 0 && openingWords <= 45 ? 1 : openingWords <= 90 ? 0.5 : 0,
        strength: opening
          ? `The opening is short enough to grab attention: ${quote(opening, 18)}.`
          : undefined,
        improvement: opening
          ? `The opening runs to ${openingWords} words before the reader gets the point; the first beat should be a single line.`
          : "There is no clear opening line.",
        suggestion: "Open with one image or line of 25 words or fewer, then explain.",
      },
      {
        weight: 1,
        met: vague.length ? 0 : 1,
        strength: "The premise is told in concrete terms rather than abstractions.",
        improvement: `Abstract wording (${listPhrase(vague.map((w) => `“${w}”`))}) weakens the first impression.`,
        suggestion: "Replace abstractions with the specific event that makes this story unlike any other.",
      },
      {
        weight: 1,
        met: signals.comps.titles.length ? 1 : 0,
        strength: `Your comps frame the idea instantly (${listPhrase(signals.comps.pairings.length ? signals.comps.pairings.slice(0, 2) : signals.comps.titles.slice(0, 3))}).`,
        improvement: "There is no “X meets Y” frame to help a buyer place the idea in seconds.",
        suggestion: `Add one “X meets Y” line for ${projectName(signals)} using two recent, successful titles.`,
      },
    ];
  },
  fallback: namedFallback(
    "has a premise a reader can follow.",
    "The hook is solid; the next gain is surprise: what about this story would a buyer not expect?",
    "Read the first line to someone outside the project and note what question they ask first; answer it in the pitch.",
  ),
};
