import { namesWithRoles } from "#analysis/read/pitch/team-roles";
import { COUNTED_FIGURE } from "#analysis/read/text/figures";
import { namesPhrase, quote } from "#analysis/read/text/words";
import type { CategoryScorer } from "../rubric";
import { designScorer } from "../score-design";
import {
  ASK,
  CHANNEL,
  COMPETITION,
  CREDENTIAL,
  CUSTOMER,
  EXPERIENCE,
  find,
  MARKET,
  MODEL,
  ROADMAP,
  ROLE,
  TRACTION,
  WHY_NOW,
} from "./investor-evidence";

export const investorMarket: CategoryScorer = {
  checks(signals) {
    const size = find(signals, MARKET, true);
    const competition = find(signals, COMPETITION);
    const traction = find(signals, TRACTION);
    return [
      {
        weight: 3,
        met: size ? 1 : find(signals, MARKET) ? 0.4 : 0,
        strength: size ? `The market is sized: ${quote(size, 24)}.` : undefined,
        improvement: "The market is not sized with a figure and a source.",
        suggestion: "Give the market size, the part you can reach, and where the figures come from.",
      },
      {
        weight: 2,
        met: competition ? 1 : 0,
        strength: competition ? `Competition is faced: ${quote(competition, 20)}.` : undefined,
        improvement: "No competitor or alternative is named.",
        suggestion: "Name the alternatives customers use today and why they will switch.",
      },
      {
        weight: 2,
        met: traction ? 1 : 0,
        strength: traction ? `There is proof of progress: ${quote(traction, 20)}.` : undefined,
        improvement: "No traction is shown: no customers, pilots, revenue or patents.",
        suggestion: "Show one piece of proof: a pilot, a letter of intent, revenue or a granted patent.",
      },
    ];
  },
  fallback: () => ({
    strength: "The opportunity is framed with figures.",
    improvement: "Show the share you expect to win in three years.",
    suggestion: "Add a bottom-up market estimate.",
  }),
};

export const investorFunding: CategoryScorer = {
  checks(signals) {
    const ask = find(signals, ASK, true) ?? find(signals, ASK);
    const model = find(signals, MODEL);
    return [
      {
        weight: 3,
        met: ask ? (COUNTED_FIGURE.test(ask) ? 1 : 0.5) : 0,
        strength: ask ? `The raise is stated: ${quote(ask, 20)}.` : undefined,
        improvement: ask
          ? `The ask (${quote(ask, 12)}) has no amount.`
          : "There is no ask: the deck never says how much it is raising or what the money buys.",
        suggestion: "Add an ask slide: the amount, the use of funds and the milestone it reaches.",
      },
      {
        weight: 2,
        met: model ? 1 : 0,
        strength: model ? `The business model is named: ${quote(model, 20)}.` : undefined,
        improvement: "How the company makes money is not stated.",
        suggestion: "State who pays, how much and how often.",
      },
    ];
  },
  fallback: () => ({
    strength: "The funding case is set out.",
    improvement: "Tie each tranche to a milestone.",
    suggestion: "Show what the round buys in months of runway.",
  }),
};

export const investorTeam: CategoryScorer = {
  checks(signals) {
    const names = signals.market.teamNames;
    const credential =
      signals.sentences.find((s) => CREDENTIAL.test(s) && ROLE.test(s)) ?? find(signals, EXPERIENCE);
    const roadmap = find(signals, ROADMAP);
    return [
      {
        weight: 3,
        met: Math.min(1, names.length / 2),
        strength: `The team is named: ${namesPhrase(namesWithRoles(names, signals.slides, signals.body))}.`,
        improvement: names.length
          ? `Only ${names[0]} is named on the team.`
          : "No founder or team member is named.",
        suggestion: "Name each founder with their role and one line of relevant experience.",
      },
      {
        weight: 2,
        met: credential ? 1 : 0,
        strength: credential ? `Experience is shown: ${quote(credential, 18)}.` : undefined,
        improvement: "The team's relevant experience is not shown.",
        suggestion: "Give each founder one credential that speaks to this market.",
      },
      {
        weight: 1,
        met: roadmap ? 1 : 0,
        strength: roadmap ? `There is a plan in time: ${quote(roadmap, 16)}.` : undefined,
        improvement: "There is no roadmap or milestone with a date.",
        suggestion: "Add the next three milestones with dates.",
      },
    ];
  },
  fallback: () => ({
    strength: "The team behind the company is visible.",
    improvement: "Show the hire the round pays for.",
    suggestion: "Add the one role you will hire next.",
  }),
};

export const investorWhyNow: CategoryScorer = {
  checks(signals) {
    const timing = find(signals, WHY_NOW, true) ?? find(signals, WHY_NOW);
    return [
      {
        weight: 3,
        met: timing ? (COUNTED_FIGURE.test(timing) ? 1 : 0.5) : 0,
        strength: timing ? `The timing rests on a change in the world: ${quote(timing, 22)}.` : undefined,
        improvement: "Nothing says why this company can win now rather than five years ago.",
        suggestion: "Name the change (a rule, a cost drop, a shift in demand) that opens the window now.",
      },
    ];
  },
  fallback: () => ({
    strength: "The window is explained.",
    improvement: "Date the change that opened it.",
    suggestion: "Cite the source of the trend.",
  }),
};

export const investorGoToMarket: CategoryScorer = {
  checks(signals) {
    const customer = find(signals, CUSTOMER);
    const channel = find(signals, CHANNEL);
    return [
      {
        weight: 2,
        met: customer ? 1 : 0,
        strength: customer ? `The target customer is named: ${quote(customer, 18)}.` : undefined,
        improvement: "The first customer segment is not named.",
        suggestion: "Name the first segment you will sell to and how many of them there are.",
      },
      {
        weight: 2,
        met: channel ? 1 : 0,
        strength: channel ? `There is a route to customers: ${quote(channel, 18)}.` : undefined,
        improvement: "The deck does not say how the product reaches customers.",
        suggestion: "Describe the sales channel and the cost of winning one customer.",
      },
    ];
  },
  fallback: () => ({
    strength: "The route to market is clear.",
    improvement: "Show the cost of winning one customer.",
    suggestion: "Add the first three target accounts.",
  }),
};

/** Film words in the shared design checks, said the way an investor deck needs them said. */
const INVESTOR_WORDING: [string, string][] = [
  ["Buyers skim past dense slides.", "Investors skim past dense slides."],
  [
    "more than a buyer will sit through; 12 to 20 is usual",
    "more than an investor will read; 10 to 15 is usual",
  ],
  ["cover story, world, characters, market and team", "cover problem, solution, market, team and the ask"],
  [
    "Plan 12 to 20 slides: cover, logline, tone, world, story, characters, themes, market, team, ask.",
    "Plan 10 to 15 slides: problem, solution, product, market, competition, business model, traction, team, ask.",
  ],
  ["plain ones a buyer would use", "plain ones an investor would use"],
];

function investorWording(text: string | undefined): string | undefined {
  return INVESTOR_WORDING.reduce((result, [from, to]) => result?.replace(from, to), text);
}

export const investorDesign: CategoryScorer = {
  checks: (signals) =>
    designScorer.checks(signals).map((check) => ({
      ...check,
      strength: investorWording(check.strength),
      improvement: investorWording(check.improvement),
      suggestion: investorWording(check.suggestion),
    })),
  fallback: () => ({
    strength: "The slides read cleanly one by one.",
    improvement: "Let charts carry the numbers rather than paragraphs.",
    suggestion: "Turn the densest slide into one chart and one sentence.",
  }),
};
