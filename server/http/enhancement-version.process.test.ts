import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { genreTemplate, genreTemplateAnswers } from "#domain/genre-templates";
import { buildCombinedText } from "#domain/questionnaire";
import { historyOf, postAnalyze } from "../test/analyze-requests";
import { createTestApp, newVisitor, type TestApp } from "../test/test-app";

/** Issue 26: a deck's enhancement is a new version that says what the questionnaire added. */
const DECK = [
  "GREENCOATS",
  "Edible coatings for fruit. A documentary about the people who make them.",
  "We follow a small team in a barn who make a coating from plant wax. It is good. Fruit lasts longer on the shelf and in the kitchen.",
  "The film shows the barn, the orchard and the market where the fruit is sold.",
  "Thank you for reading.",
].join("\f");
const ANSWERS = {
  projectTitle: "Greencoats",
  logline:
    "When a failed chemist discovers that a plant wax can keep fruit fresh for weeks, she must prove it on a broke family orchard before the supermarket contract that could save it goes to a rival.",
  synopsis:
    "Act one: Maya loses her lab job and returns to her mother's orchard. Act two: her coating works in the barn but fails at scale, and the rival buys her supplier. Act three: she bets the last harvest on one public trial at the wholesale market.",
  urgency: "A third of the food grown is wasted, and new EU rules on packaging waste start in 2026.",
  audience: "Climate-curious viewers of Kiss the Ground and The Biggest Little Farm, 25-45.",
};
const claims: string[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    deps: {
      claimGeneration: async (_session, projectId) => {
        claims.push(projectId);
        return { granted: true, release: async () => {} };
      },
    },
  });
});
afterAll(() => t.close());

const deck = (pitchText: string, mode: "analyze" | "generate") => ({
  pitchText,
  genre: "Documentary",
  projectTitle: "Greencoats",
  projectId: "project-1",
  projectStage: "deck",
  analysisType: "both",
  mode,
  ...(mode === "generate" ? { generateDeckBuildout: true } : {}),
});

describe("the deck enhancement", () => {
  it("is a new version: the deck's first version stays as it was, the new one says what the answers added", async () => {
    const writer = await newVisitor(t.app);
    const one = await postAnalyze(t.app, writer, deck(DECK, "analyze"));
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json().questionnaireCredit).toBeUndefined();

    const two = await postAnalyze(t.app, writer, deck(buildCombinedText(DECK, ANSWERS), "generate"));
    expect(two.statusCode).toBe(200);
    const enhanced = two.json();
    expect(enhanced.deckBuildout).toBeTruthy();
    expect(enhanced.historyId).not.toBe(one.json().historyId);
    expect(enhanced.questionnaireCredit).toEqual(["logline", "synopsis", "urgency", "audience"]);
    // The score that moved says from what, and why: the answers that changed.
    expect(enhanced.overallScore).toBeGreaterThan(one.json().overallScore);
    expect(enhanced.delta).toMatchObject({
      kind: "pitch",
      fromId: one.json().historyId,
      overall: { from: one.json().overallScore, to: enhanced.overallScore },
    });
    expect(enhanced.delta.answers.map((a: { key: string }) => a.key)).toEqual([
      "projectTitle",
      "logline",
      "synopsis",
      "urgency",
      "audience",
    ]);

    const versions = await historyOf(t.app, writer);
    expect(versions.map((v) => [v.id, v.mode, v.overallScore])).toEqual([
      [enhanced.historyId, "generate", enhanced.overallScore.toFixed(1)],
      [one.json().historyId, "analyze", one.json().overallScore.toFixed(1)],
    ]);
    expect(versions[1]!.pitchText).toBe(DECK);
  });
});

describe("a template analysed with its placeholders unfilled", () => {
  it("is answered with the placeholders to fill: not scored, not stored, no generation claimed", async () => {
    const writer = await newVisitor(t.app);
    const blank = await postAnalyze(t.app, writer, {
      pitchText: genreTemplate("thriller"),
      genre: "Thriller",
      projectStage: "idea",
      analysisType: "creative",
      mode: "analyze",
    });
    expect(blank.statusCode).toBe(200);
    expect(blank.json()).toMatchObject({ overallScore: null, categories: [] });
    expect(blank.json().historyId).toBeUndefined();
    expect(blank.json().unfilledTemplate.placeholders).toContain("[recent thriller]");
    expect(blank.json().overallSummary).toMatch(/^Your pitch still has \d+ template placeholders/);

    claims.length = 0;
    const filledByTemplate = { ...genreTemplateAnswers("documentary"), ...ANSWERS };
    const generate = await postAnalyze(
      t.app,
      writer,
      deck(buildCombinedText(DECK, filledByTemplate), "generate"),
    );
    expect(generate.statusCode).toBe(200);
    expect(generate.json().deckBuildout).toBeUndefined();
    const left = generate.json().unfilledTemplate.placeholders as string[];
    expect(left).toContain("[recent documentary]");
    // The answers the writer gave replaced the template's: their placeholders are not named.
    expect(left.join(" ")).not.toMatch(/\[subject\]|\[the news, anniversary/i);
    expect(claims).toEqual([]);
    expect(await historyOf(t.app, writer)).toEqual([]);
  });
});
