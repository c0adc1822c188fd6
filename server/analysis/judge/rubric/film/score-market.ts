import type { Signals } from "#analysis/read/pitch/signals";
import { MARKET_FIGURE } from "#analysis/read/text/figures";
import { listPhrase, quote } from "#analysis/read/text/words";
import { type CategoryScorer, type Check, capitalise, projectName } from "../rubric";

const SPECIFIC_AUDIENCE =
  /\b(\d{2}\s?[-–]\s?\d{2}|ages?\s\d|fans of|who (?:loved|love|watch|watched|read|listen)|millennials|gen ?z|young adults?|adults|teens|children|kids|families|parents|women|men|(?:audiences?|viewers|readers|listeners|subscribers) (?:of|for) (?!all\b|everyone\b|every\b|any\b)\w+)\b/i;

export function audienceText(signals: Signals): string {
  return [signals.answers.audience ?? "", ...signals.market.audience].join(" ");
}

/**
 * A deck goes to market as a package: a buyer acts on who is making it and what it costs, so a
 * deck without either is less ready, whatever its comps say. An idea is not yet a package.
 */
function packageChecks(signals: Signals): Check[] {
  if (signals.stage !== "deck") return [];
  const team = signals.market.teamNames;
  const budget = signals.market.budget[0];
  return [
    {
      weight: 1.5,
      met: team.length ? 1 : 0,
      strength: `The package names who is making it (${listPhrase(team.slice(0, 3))}).`,
      improvement: "The deck never names who is making it, so a buyer has no package to act on.",
      suggestion: "Name the writer, director and producer attached, with one credit each.",
    },
    {
      weight: 1.5,
      met: budget ? 1 : 0,
      strength: budget ? `The package says what it costs: ${quote(budget, 16)}.` : undefined,
      improvement: "The deck never says what it costs or how it will be paid for.",
      suggestion: "Give the budget range and the finance in place or sought.",
    },
  ];
}

export const marketReadinessScorer: CategoryScorer = {
  checks(signals) {
    const { comps, market } = signals;
    const evidence = market.market.find((sentence) => MARKET_FIGURE.test(sentence));
    return [
      {
        weight: 2,
        met: Math.min(1, comps.titles.length / 2),
        strength: `Comparables place the project in the market: ${listPhrase(comps.titles.slice(0, 4))}.`,
        improvement: "No comparable titles are given, so a buyer cannot see where this sits on a slate.",
        suggestion:
          "Add two or three comps from the last five to seven years that found an audience, ideally on the platform you are pitching.",
      },
      {
        weight: 2,
        met: signals.answers.audience || market.audience.length ? 1 : 0,
        strength: `An audience is identified: ${quote(signals.answers.audience ?? market.audience[0] ?? "", 18)}.`,
        improvement: "The audience is not described.",
        suggestion: "Say who will watch: age range, tastes and two titles they already love.",
      },
      {
        weight: 2,
        met: evidence ? 1 : market.market.length ? 0.5 : 0,
        strength: evidence ? `You back the opportunity with figures: ${quote(evidence, 22)}.` : undefined,
        improvement: "There is no evidence of demand (box office, viewing figures, audience size or growth).",
        suggestion:
          "Add one figure that shows demand, such as what your comps earned or how large the audience is.",
      },
      {
        weight: 1.5,
        met: signals.answers.platform || market.platforms.length ? 1 : 0,
        strength: `The intended home is named (${listPhrase((signals.answers.platform ? [signals.answers.platform] : market.platforms).slice(0, 3))}).`,
        improvement:
          "The material does not say where the project belongs (theatrical, streaming, festival, podcast).",
        suggestion: "Name the format and the two or three buyers or platforms you are targeting first.",
      },
      ...packageChecks(signals),
      {
        weight: 0.5,
        met: signals.genre && signals.genre !== "Other" ? 1 : 0,
        strength: `The genre (${signals.genre}) is clear, which helps buyers file it.`,
        improvement: "The genre is not pinned down.",
        suggestion: "State the genre and sub-genre on the cover.",
      },
    ];
  },
  fallback(signals) {
    return {
      strength: `${capitalise(projectName(signals))} has the basics of a market case.`,
      improvement: "The market case is solid; sharpen it with one recent sale or release in the same space.",
      suggestion: "Name one recent deal or release that proves buyers want this kind of story now.",
    };
  },
};

export function platformsScorer(): CategoryScorer {
  return {
    checks(signals) {
      const platforms = signals.answers.platform ? [signals.answers.platform] : signals.market.platforms;
      const audience = audienceText(signals);
      return [
        {
          weight: 3,
          met: platforms.length ? Math.min(1, 0.6 + platforms.length * 0.2) : 0,
          strength: `You name where it belongs: ${listPhrase(platforms.slice(0, 3))}.`,
          improvement: "No platform, format or distribution route is named.",
          suggestion:
            "List the format (feature, limited series, podcast) and the first three buyers you would approach, with one reason each.",
        },
        {
          weight: 2,
          met: audience.trim() ? 1 : 0,
          strength: "The target audience is stated, which makes the platform choice credible.",
          improvement: "The target audience is missing, so the platform choice has nothing to rest on.",
          suggestion: "Describe the core audience in one sentence (age, tastes, what they already watch).",
        },
        {
          weight: 1.5,
          met: SPECIFIC_AUDIENCE.test(audience) ? 1 : 0,
          strength: "The audience is specific (ages or tastes), not “everyone”.",
          improvement: audience.trim()
            ? "The audience description is broad; “everyone” is not a target a buyer can reach."
            : undefined,
          suggestion: "Add an age range and two titles your audience already loves.",
        },
        {
          weight: 1,
          met: signals.comps.titles.length ? 1 : 0,
          strength: `Your comps (${listPhrase(signals.comps.titles.slice(0, 2))}) show which platforms already serve this audience.`,
          improvement: "Without comps, there is no proof that a platform already serves this audience.",
          suggestion: "Add comps that premiered on the platforms you name.",
        },
      ];
    },
    fallback(signals) {
      return {
        strength: `${capitalise(projectName(signals))} has a clear destination.`,
        improvement: "The platform fit is clear; show how the project fits that buyer's current slate.",
        suggestion: "Mention one title on your target platform that your project would sit next to.",
      };
    },
  };
}

export const audienceAlignmentScorer: CategoryScorer = {
  checks(signals) {
    const audience = audienceText(signals);
    return [
      {
        weight: 3,
        met: audience.trim() ? 1 : 0,
        strength: `You know who this is for: ${quote(signals.answers.audience ?? signals.market.audience[0] ?? "", 18)}.`,
        improvement: "The material never says who the audience is.",
        suggestion: "Describe the people who will love this: age, tastes and the titles they already watch.",
      },
      {
        weight: 2,
        met: SPECIFIC_AUDIENCE.test(audience) ? 1 : 0,
        strength: "The audience is specific enough to market to.",
        improvement: "The audience is described too broadly to guide choices of tone or platform.",
        suggestion: "Narrow the audience to one core group with an age range and two reference titles.",
      },
      {
        weight: 1.5,
        met: signals.answers.emotionalImpact ? 1 : signals.emotionWords.length >= 2 ? 0.6 : 0,
        strength: "You know what the audience should feel, which is what they will recommend it for.",
        improvement: "The emotional payoff for the audience is not stated.",
        suggestion: "Say how the audience should feel when it ends, in one sentence.",
      },
      {
        weight: 1,
        met: signals.answers.conversation ? 1 : 0,
        strength: signals.answers.conversation
          ? `It will start a conversation: ${quote(signals.answers.conversation, 16)}.`
          : undefined,
        improvement: "There is no sense of what the audience will talk about afterwards.",
        suggestion: "Name the question people will argue about on the way home.",
      },
    ];
  },
  fallback(signals) {
    return {
      strength: `${capitalise(projectName(signals))} has a clear audience.`,
      improvement: "The audience is clear; now show that they are underserved right now.",
      suggestion: "Find one recent title that proved this audience exists and cite its reception.",
    };
  },
};
