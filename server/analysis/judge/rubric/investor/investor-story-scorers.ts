import { COUNTED_FIGURE } from "#analysis/read/text/figures";
import { countWords, listPhrase, quote } from "#analysis/read/text/words";
import type { CategoryScorer } from "../rubric";
import {
  ASK,
  COMPETITION,
  CUSTOMER,
  company,
  find,
  MARKET,
  MODEL,
  PROBLEM,
  ROLE,
  SOLUTION,
} from "./investor-evidence";

/**
 * A startup or investor deck judged in investor terms under the spec's category names
 * (docs/product.md §The analyst): problem, solution, market, traction, model, team, ask.
 */
export const investorHook: CategoryScorer = {
  checks(signals) {
    // A heading ("The growing challenge") names a topic, not a problem: a problem takes a sentence.
    const problemSlide = signals.slides.find((slide) => PROBLEM.test(slide.title));
    const underHeading = problemSlide?.text
      .split("\n")
      .slice(1)
      .map((line) => line.trim())
      .find((line) => countWords(line) >= 4);
    const problem = find(signals, PROBLEM, true) ?? find(signals, PROBLEM, false, 5) ?? underHeading;
    const sized = !!problem && COUNTED_FIGURE.test(problem);
    const solution = find(signals, SOLUTION, false, 6);
    return [
      {
        weight: 3,
        met: problem ? (sized ? 1 : 0.6) : 0,
        strength: problem
          ? `The problem is ${sized ? "concrete and sized" : "stated"}: ${quote(problem, 24)}.`
          : undefined,
        improvement: "The deck never states the customer's problem in one line an investor can repeat.",
        suggestion: "Open with the problem in one sentence and one number that shows its size.",
      },
      {
        weight: 2,
        met: solution ? 1 : 0,
        strength: solution ? `The answer follows at once: ${quote(solution, 20)}.` : undefined,
        improvement: "The solution is not stated as what the product does for whom.",
        suggestion: `Say in one line what ${company(signals)} does, for whom, and what changes for them.`,
      },
    ];
  },
  fallback: (signals) => ({
    strength: `${company(signals)} opens on its problem.`,
    improvement: "Make the first slide say the problem and the answer together.",
    suggestion: "Test the opening line on someone outside the field.",
  }),
};

export const investorOneLiner: CategoryScorer = {
  checks(signals) {
    const solution = find(signals, SOLUTION, false, 6);
    const words = solution ? countWords(solution) : 0;
    return [
      {
        weight: 3,
        met: solution ? (words <= 30 ? 1 : 0.5) : 0,
        strength: solution ? `The one-line description reads clearly: ${quote(solution, 30)}.` : undefined,
        improvement: solution
          ? `The description runs to ${words} words (${quote(solution, 14)}); an investor remembers one short line.`
          : "There is no one-sentence description of what the company does.",
        suggestion: "Write one sentence: “We help [customer] do [job] by [how], unlike [alternative].”",
      },
    ];
  },
  fallback: (signals) => ({
    strength: `${company(signals)} can be described in a line.`,
    improvement: "Keep the one-liner identical on the cover and the closing slide.",
    suggestion: "Put the one-liner under the company name on the cover.",
  }),
};

export const investorVoice: CategoryScorer = {
  checks(signals) {
    const { readingEase } = signals.readability;
    const figures = signals.sentences.filter((sentence) => COUNTED_FIGURE.test(sentence));
    return [
      {
        weight: 2,
        met: readingEase >= 40 ? 1 : readingEase >= 20 ? 0.5 : 0.2,
        strength: `The wording is plain enough to read at a glance (reading ease ${readingEase} of 100).`,
        improvement: `The wording is dense (reading ease ${readingEase} of 100); technical terms slow an investor down.`,
        suggestion: "Replace technical terms with what they mean for the customer.",
      },
      {
        weight: 2,
        met: Math.min(1, figures.length / 4),
        strength: figures[0] ? `Claims are backed by numbers, such as ${quote(figures[0], 16)}.` : undefined,
        improvement: "Few claims carry a number, so the deck asks to be believed rather than shown.",
        suggestion: "Give every claim slide one number with its source.",
      },
    ];
  },
  fallback: () => ({
    strength: "The deck speaks in a consistent voice.",
    improvement: "Keep one visual style for every chart.",
    suggestion: "Use one colour for your own figures throughout.",
  }),
};

const ARC = [
  ["problem", PROBLEM],
  ["solution", SOLUTION],
  ["market", MARKET],
  ["competition", COMPETITION],
  ["business model", MODEL],
  ["team", ROLE],
  ["the ask", ASK],
] as const;

export const investorNarrative: CategoryScorer = {
  checks(signals) {
    const covered = ARC.filter(([, pattern]) => find(signals, pattern));
    const missing = ARC.filter((part) => !covered.includes(part)).map(([name]) => name);
    const shown = covered.map(([name, pattern]) => `${name} (${quote(find(signals, pattern) ?? "", 8)})`);
    return [
      {
        weight: 3,
        met: covered.length / ARC.length,
        strength:
          shown.length > 4
            ? `The deck covers ${shown.slice(0, 4).join(", ")}, and ${shown.length - 4} more parts of the investor story.`
            : `The deck covers ${listPhrase(shown)}.`,
        improvement: `The investor story is missing ${listPhrase(missing)}.`,
        suggestion:
          "Follow the order investors expect: problem, solution, market, competition, model, team, ask.",
      },
    ];
  },
  fallback: () => ({
    strength: "The deck follows the order investors expect.",
    improvement: "Close on the ask, not on a demo or a thank-you slide.",
    suggestion: "End with the amount, what it buys and the milestone it reaches.",
  }),
};

export const investorPeople: CategoryScorer = {
  checks(signals) {
    const customer = find(signals, CUSTOMER, true) ?? find(signals, CUSTOMER);
    return [
      {
        weight: 3,
        met: customer ? (COUNTED_FIGURE.test(customer) ? 1 : 0.6) : 0,
        strength: customer ? `The customer is named: ${quote(customer, 20)}.` : undefined,
        improvement: "The deck does not say who the customer is or who feels the problem.",
        suggestion: "Describe the first customer: who they are, how many there are, what they pay today.",
      },
    ];
  },
  fallback: () => ({
    strength: "The people the product serves are clear.",
    improvement: "Add one real customer's words.",
    suggestion: "Quote one customer or pilot user on the problem slide.",
  }),
};
