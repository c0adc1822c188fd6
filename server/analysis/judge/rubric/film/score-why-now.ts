import { quote } from "#analysis/read/text/words";
import { type CategoryScorer, namedFallback, projectName } from "../rubric";

const SPECIFIC =
  /\b(19|20)\d{2}\b|\d+\s?(?:%|percent|million|billion)|\b(election|pandemic|climate|AI|artificial intelligence|housing|war|anniversary|law|ban|strike|crisis)\b/i;

export const whyNowScorer: CategoryScorer = {
  checks(signals) {
    const urgency = signals.answers.urgency;
    const sentences = signals.market.whyNow;
    const text = [urgency ?? "", ...sentences].join(" ");
    const lead = urgency ?? sentences[0];
    return [
      {
        weight: 3,
        met: urgency ? 1 : Math.min(1, sentences.length / 2),
        strength: lead ? `You make a case for timing: ${quote(lead, 24)}.` : undefined,
        improvement:
          "Nothing says why this story matters now rather than five years ago or five years from now.",
        suggestion: `Add a why-now line linking ${projectName(signals)} to a current debate, trend or anniversary.`,
      },
      {
        weight: 2,
        met: SPECIFIC.test(text) ? 1 : 0,
        strength: "The timing case rests on something concrete (a date, a figure or a named issue).",
        improvement: "The timing case is general; buyers respond to a specific event, figure or trend.",
        suggestion: "Back the why-now with one fact: a date, a statistic or a recent headline.",
      },
      {
        weight: 1.5,
        met:
          signals.answers.theme || signals.themeWords.length >= 2 ? 1 : signals.themeWords.length ? 0.5 : 0,
        strength: signals.answers.theme
          ? `The theme is clear: ${quote(signals.answers.theme, 16)}.`
          : `The themes (${signals.themeWords.slice(0, 3).join(", ")}) give the timing case depth.`,
        improvement: "The theme under the plot is not stated, which makes relevance hard to argue.",
        suggestion:
          "Name what the story is really about in one phrase (grief, belonging, power) and why that question is live today.",
      },
      {
        weight: 1,
        met: signals.answers.conversation || signals.answers.legacy ? 1 : 0,
        strength: "You know the conversation it will start, which is what makes a project timely.",
        improvement: "The conversation the project will start is not described.",
        suggestion: "Write the question audiences will argue about after it ends.",
      },
    ];
  },
  fallback: namedFallback(
    "has a reason to exist now.",
    "The why-now is clear; make sure it appears early, not only on the last slide.",
    "Move the strongest timing fact into the first three slides or paragraphs.",
  ),
};
