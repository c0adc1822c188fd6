import { describe, expect, it } from "vitest";
import { extractSignals } from "#analysis/read/pitch/extract-signals";
import { scriptInput } from "#analysis/test/inputs";
import { scoreCategory } from "../rubric";
import { INVESTOR_SCORERS } from "./investor-scorers";

const FULL_DECK = [
  "CLEARCOAT\nCoatings that keep solar panels clean",
  "Problem\nDust costs solar farms $2 billion of lost output every year.",
  "Solution\nOur coatings keep panels clean for five years without water.",
  "Market\nThe addressable market for panel coatings is $4 billion and grows 12% a year.",
  "Competition\nIncumbents sell washing robots; our patents cover the only coating that lasts.",
  "Traction\nThree pilots signed with utilities and revenue of $120,000 in 2024.",
  "Business model\nWe sell by subscription at $3 per panel per year, B2B through installers as channel partners.",
  "Why now\nNew rules from 2025 limit water use on solar farms, and 40% of new farms are in deserts.",
  "Team\nAna Ruiz, CEO, former head of operations at a solar developer with 12 years of experience.\nLi Wei, CTO, PhD in surface chemistry.",
  "The ask\nWe are raising $2 million seed round to reach 50 utilities by Q4 2026.",
].join("\n\f");

const BARE_DECK = [
  "CLEARCOAT",
  "About us\nWe like the sun and we think this is a good idea for everyone.",
].join("\n\f");

function investor(text: string) {
  const signals = extractSignals(
    scriptInput({
      pitchText: text,
      projectStage: "deck",
      projectTitle: "Clearcoat",
    }),
  );
  return (name: string) => {
    const scorer = INVESTOR_SCORERS[name]!;
    return { checks: scorer.checks(signals), category: scoreCategory(name, scorer, signals) };
  };
}

describe("investor scorers", () => {
  it("score every spec category name", () => {
    expect(Object.keys(INVESTOR_SCORERS)).toEqual([
      "The Hook",
      "Logline Clarity",
      "Tone & Visual Style",
      "Story & Structure",
      "Characters",
      "Design and Readability",
      "Market Readiness",
      "Funding Narrative",
      "Team & Execution",
      "Why Now / Urgency",
      "Target Market & Platforms",
    ]);
  });

  it("credit a problem sized with a figure in full, quoting it", () => {
    const hook = investor(FULL_DECK)("The Hook");
    expect(hook.checks[0]!.met).toBe(1);
    expect(hook.category.strengths.join(" ")).toContain("Dust costs solar farms $2 billion of lost output");
  });

  it("give a problem without a figure part credit", () => {
    const hook = investor(
      "CLEARCOAT\n\fProblem\nCleaning solar panels wastes water and is a costly struggle for farms.",
    )("The Hook");
    expect(hook.checks[0]!.met).toBe(0.6);
  });

  it("find the whole investor story in a deck that tells it", () => {
    const story = investor(FULL_DECK)("Story & Structure");
    expect(story.checks[0]!.met).toBe(1);
    expect(story.category.strengths.join(" ")).toMatch(/^The deck covers problem \(/);
  });

  it("name what is missing from a deck that tells none of it", () => {
    const read = investor(BARE_DECK);
    const story = read("Story & Structure");
    expect(story.checks[0]!.met).toBe(0);
    expect(story.category.improvements).toContain(
      "The investor story is missing problem, solution, market, competition, business model, team and the ask.",
    );
    const funding = read("Funding Narrative");
    expect(funding.checks.every((check) => check.met === 0)).toBe(true);
    expect(funding.category.score).toBe(1);
    const hook = read("The Hook");
    expect(hook.category.improvements).toContain(
      "The deck never states the customer's problem in one line an investor can repeat.",
    );
  });

  it("credit an ask only with the amount, and quote it", () => {
    const funding = investor(FULL_DECK)("Funding Narrative");
    expect(funding.checks[0]!.met).toBe(1);
    expect(funding.category.strengths.join(" ")).toContain("$2 million");
    const vague = investor(
      "CLEARCOAT\n\fThe ask\nWe are raising a seed round from angels who share our view of the sun.",
    )("Funding Narrative");
    expect(vague.checks[0]!.met).toBe(0.5);
  });

  it("credit a market only when it is sized with a figure", () => {
    expect(investor(FULL_DECK)("Market Readiness").checks[0]!.met).toBe(1);
    const unsized = investor(
      "CLEARCOAT\n\fMarket\nThe solar industry is a big market and everyone needs clean panels.",
    )("Market Readiness");
    expect(unsized.checks[0]!.met).toBe(0.4);
    expect(unsized.category.improvements).toContain("The market is not sized with a figure and a source.");
  });

  it("speak of investors, not buyers, in the design notes", () => {
    const design = investor(FULL_DECK)("Design and Readability");
    const said = [
      ...design.category.strengths,
      ...design.category.improvements,
      ...design.category.suggestions,
    ];
    expect(said.join(" ")).not.toMatch(/\bbuyers?\b/);
  });
});
