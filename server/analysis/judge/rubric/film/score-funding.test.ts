import { describe, expect, it } from "vitest";
import { extractSignals } from "#analysis/read/pitch/extract-signals";
import { scriptInput } from "#analysis/test/inputs";
import { scoreCategory } from "../rubric";
import { fundingScorer } from "./score-funding";

const STORY =
  "Salt Road follows Mara, a ferry pilot who must cross a closed border before the storm season ends.";

function funding(text: string) {
  const signals = extractSignals(
    scriptInput({ pitchText: text, projectStage: "idea", projectTitle: "Salt Road" }),
  );
  return {
    checks: fundingScorer.checks(signals),
    category: scoreCategory("Funding", fundingScorer, signals),
  };
}

describe("fundingScorer", () => {
  it("meets nothing when money is never mentioned, and says the budget is missing", () => {
    const { checks, category } = funding(STORY);
    expect(checks.map((check) => check.met)).toEqual([0, 0, 0, 0]);
    expect(category.score).toBe(1);
    expect(category.improvements.join(" ")).toContain("There is no budget or funding slide");
  });

  it("credits a budget figure, a financing route and returns, quoting the material", () => {
    const { checks, category } = funding(
      `${STORY} The budget is $2.5 million. We are raising equity and a tax credit covers 30% of it. Comparable films recouped through pre-sales and streaming revenue.`,
    );
    expect(checks.map((check) => check.met)).toEqual([1, 1, 1, 1]);
    expect(category.score).toBe(10);
    expect(category.strengths.join(" ")).toContain("$2.5 million");
  });

  it("tells a budget without a figure from one with a figure", () => {
    const vague = funding(`${STORY} The budget will be modest and we are raising it from investors.`);
    expect(vague.checks[0]!.met).toBe(1);
    expect(vague.checks[1]!.met).toBe(0);
    expect(vague.category.score).toBeLessThan(10);
    expect(vague.category.improvements).toContain("No budget figure is given.");
  });
});

describe("fundingScorer on a deck's budget slide", () => {
  it("reads every line of the slide as money, and a sum from a named payer as a route", () => {
    const signals = extractSignals(
      scriptInput({
        pitchText: [
          "SALT ROAD\nA feature drama",
          `Story\n${STORY}`,
          "Budget\n$2.4 million in all: $1.5 million from Northern Screen, $900,000 from Halden Pictures.\nDelivery in ten months; spend 60% shoot, 25% post, 15% release.",
        ].join("\n\f"),
        projectStage: "deck",
        projectTitle: "Salt Road",
      }),
    );
    const checks = fundingScorer.checks(signals);
    expect(checks.slice(0, 3).map((check) => check.met)).toEqual([1, 1, 1]);
  });
});
