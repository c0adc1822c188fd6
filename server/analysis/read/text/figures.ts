/**
 * Figures in a pitch: every pattern that asks "is there a number here" lives in this file. The
 * three differ on purpose: one pattern for all of them was measured and let a weak investor deck's
 * hype pass as market evidence (eval, "flawed category scored lower"), so each says what it counts.
 */

/** Market evidence in a film pitch: an amount, a share or a scale ("$40M", "12%", "3 million"). */
export const MARKET_FIGURE = /[$€£]\s?\d|\d[\d,.]*\s?(?:%|percent|million|billion|bn|m\b)/i;

/** Evidence in an investor deck: an amount, or a number counting something ("400 users", "5 years"). */
export const COUNTED_FIGURE =
  /[$€£]\s?\d|\b\d[\d,.]*\s?(?:%|percent|million|billion|bn|tons|users|customers|hours|years)\b|\bUSD\s?\d/i;

/** A sum of money: a budget, an ask, what is raised ("$2M", "800k", "EUR"). */
export const MONEY_FIGURE = /[$€£]\s?\d|\d[\d,.]*\s?(?:million|billion|bn|k\b|m\b)|\bUSD\b|\bEUR\b/i;

const BUDGET_AMOUNT =
  /(?:[$€£]\s?(\d+(?:[.,]\d+)?)\s?(m|million|k|thousand|bn|billion)?|(\d+(?:[.,]\d+)?)\s?(million|m)\s?(?:dollars|usd|euros?))/i;

/** The first budget the sentences state, in millions ("$2.5M" -> 2.5, "€800k" -> 0.8). */
export function budgetMillions(sentences: readonly string[]): number | null {
  for (const sentence of sentences) {
    const match = sentence.match(BUDGET_AMOUNT);
    if (!match) continue;
    const amount = Number((match[1] ?? match[3] ?? "0").replace(",", "."));
    const unit = (match[2] ?? match[4] ?? "").toLowerCase();
    if (unit.startsWith("b")) return amount * 1000;
    if (unit === "k" || unit === "thousand") return amount / 1000;
    return unit ? amount : amount / 1_000_000;
  }
  return null;
}
