import { describe, expect, it } from "vitest";
import type { AnalysisInput } from "#analysis/engine/analysis-engine";
import { readPitch } from "#analysis/judge/judge-pitch";
import { EMPTY_NAME, findContradictions, quotesMaterial } from "#analysis/judge/note-checks";
import { DECK_CATEGORIES } from "#domain/categories";
import { DECK_PAIRS } from "#eval/corpus/pitch/deck-pairs";
import { IDEA_PAIRS } from "#eval/corpus/pitch/idea-pairs";
import { isAppError } from "#server/errors";
import { reportPitch } from "./report-pitch";

/** Read once, then write: the report and the judgement it answers to. */
function report(input: AnalysisInput) {
  const reading = readPitch(input);
  return { result: reportPitch(reading), judgement: reading.judgement };
}

const FILM_ADVICE =
  /\b(?:festivals?|casting|director|screenplay|script|film|movie|logline|buyers?|slate|streamers?|box office|genre|protagonist|comps|theatrical)\b/i;

function notes(result: ReturnType<typeof reportPitch>): string[] {
  return [
    result.overallSummary,
    ...result.keyTakeaways,
    ...result.categories.flatMap((c) => [...c.strengths, ...c.improvements, ...c.suggestions]),
  ].map((note) => DECK_CATEGORIES.reduce((text, name) => text.split(name).join("[category]"), note));
}

describe("reportPitch", () => {
  it("judges a startup deck in investor terms, with no film advice", () => {
    const harvest = DECK_PAIRS.find((pair) => pair.name.startsWith("HarvestLink"))!.strong;
    const { result, judgement } = report(harvest);
    expect(judgement.deckType).toBe("startup");
    expect(notes(result).filter((note) => FILM_ADVICE.test(note))).toEqual([]);
    const funding = result.categories.find((c) => c.category === "Funding Narrative")!;
    expect(funding.strengths[0]).toBe("The raise is stated: “We are raising a $3M seed round”.");
  });

  it("puts a finding first, caps its category and drops the praise it contradicts", () => {
    const weak = IDEA_PAIRS.find((pair) => pair.name === "Taco Tuesday Forever: vagueAudience")!.weak;
    const { result } = report(weak);
    const audience = result.categories.find((c) => c.category === "Audience Alignment")!;
    expect(audience.score).toBeLessThanOrEqual(3);
    expect(audience.improvements[0]).toBe(
      "The audience is given as “Everyone! People who like good movies”: “everyone” is not a group a buyer can find, reach or sell to; name the people who already watch films like this one.",
    );
    expect(findContradictions(result.categories)).toEqual([]);
    expect(notes(result).filter((note) => EMPTY_NAME.test(note))).toEqual([]);
  });

  it("keeps a category at 5 or below unless a strength quotes the material", () => {
    for (const pair of [...IDEA_PAIRS, ...DECK_PAIRS]) {
      for (const input of [pair.strong, pair.weak]) {
        const { result } = report(input);
        for (const category of result.categories.filter((c) => c.score > 5))
          expect(
            category.strengths.some((note) => quotesMaterial(note, input.pitchText)),
            `${pair.name}: ${category.category}`,
          ).toBe(true);
      }
    }
  });

  it("refuses placeholder text with a 422 sentence", () => {
    const lorem = {
      ...IDEA_PAIRS[0]!.strong,
      pitchText: "Lorem ipsum dolor sit amet, consectetur adipiscing elit. ".repeat(4),
    };
    let caught: unknown;
    try {
      report(lorem);
    } catch (error) {
      caught = error;
    }
    expect(isAppError(caught) && caught.status).toBe(422);
  });
});

describe("note checks", () => {
  it("finds a strength and a denial about the same point, and quotes in the material", () => {
    const category = (strengths: string[], improvements: string[]) => ({
      category: "x",
      score: 5,
      strengths,
      improvements,
      suggestions: [],
    });
    expect(
      findContradictions([
        category(["Money is addressed directly: “raise awareness”."], []),
        category([], ["No budget figure is given."]),
      ]).map((found) => found.topic),
    ).toEqual(["budget"]);
    expect(findContradictions([category(["Slides stay lean."], ["Add a budget."])])).toEqual([]);
    expect(
      quotesMaterial("It opens: “the desert keeps its secrets”.", "THE DESERT\nkeeps its secrets."),
    ).toBe(true);
    expect(quotesMaterial("It opens: “the sea keeps its secrets”.", "The desert keeps its secrets.")).toBe(
      false,
    );
    expect(EMPTY_NAME.test("The  is described as brave.")).toBe(true);
    expect(EMPTY_NAME.test("Diane is described as brave.")).toBe(false);
  });
});
