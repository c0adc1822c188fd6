import { MONEY_FIGURE } from "#analysis/read/text/figures";
import { quote } from "#analysis/read/text/words";
import { type CategoryScorer, capitalise, projectName } from "../rubric";

const PLAN =
  /\b(tax (?:credit|incentive)s?|pre-?sales?|pre-?sold|equity|gap financ\w*|investors?|grants?|crowdfund\w*|co-?production|soft money|financing plan|raise|raising|seeking|fund|funds|funded|commissioned|committed|sponsor\w*)\b/i;
/** "£120,000 from Ridgeline": a sum with the name of who pays it is a source of finance. */
const SOURCE = /\d[\d,.]*\s?(?:k|m|million)?\s+(?:from|by)\s+\p{Lu}/u;
const RETURN = /\b(recoup\w*|return|ROI|revenue|profit|grossed|box office|break[- ]even)\b/i;

export const fundingScorer: CategoryScorer = {
  checks(signals) {
    const budget = signals.market.budget;
    const figure = budget.find((sentence) => MONEY_FIGURE.test(sentence));
    const plan =
      budget.find((sentence) => PLAN.test(sentence) || SOURCE.test(sentence)) ??
      signals.sentences.find((sentence) => PLAN.test(sentence));
    const returns = signals.sentences.find((sentence) => RETURN.test(sentence));
    return [
      {
        weight: 3,
        met: budget.length ? 1 : 0,
        strength: `Money is addressed directly: ${quote(budget[0] ?? "", 22)}.`,
        improvement:
          "There is no budget or funding slide: a buyer cannot tell what this costs or what you are asking for.",
        suggestion: "Add a funding slide with the budget range, what is already raised and the exact ask.",
      },
      {
        weight: 2,
        met: figure ? 1 : 0,
        strength: figure ? `The figures are specific: ${quote(figure, 20)}.` : undefined,
        improvement: "No budget figure is given.",
        suggestion:
          "State a budget range (for example “$1.5M to $2M”) so buyers can match it to their slate.",
      },
      {
        weight: 2,
        met: plan ? 1 : 0,
        strength: plan ? `There is a financing route: ${quote(plan, 20)}.` : undefined,
        improvement: "The financing plan (equity, pre-sales, tax incentives, grants) is not described.",
        suggestion: "List the sources you expect to close the budget with, and what is already committed.",
      },
      {
        weight: 1,
        met: returns ? 1 : 0,
        strength: returns ? `You speak to returns: ${quote(returns, 18)}.` : undefined,
        improvement: "Nothing shows how investors get their money back.",
        suggestion: "Add how comparable projects recouped, or the revenue windows you expect.",
      },
    ];
  },
  fallback(signals) {
    return {
      strength: `${capitalise(projectName(signals))} makes a funding case.`,
      improvement: "The funding case is present; show the milestones the money unlocks.",
      suggestion: "Tie each tranche of funding to a milestone (development, shoot, post, delivery).",
    };
  },
};
