import { describe, expect, it } from "vitest";
import { createBuiltinEngine } from "#analysis/engine/create-builtin-engine";
import { buildCombinedText, type PromptAnswers } from "#domain/questionnaire";
import { documentaryOf } from "./documentary";

const DOC: PromptAnswers = {
  logline:
    "A documentary following the Harbour Street choir of Grimsby through the season it sings its way to the national final.",
  synopsis:
    "The choir's twelve members have agreed to be filmed, and we have been filming with them since March 2025. Conductor Rita Vance, 67, has led them for thirty years. Over the season two members fall ill, the hall is sold, and the choir rehearses in a fish market. Rita's granddaughter Jade, 19, joins as the youngest voice. The film ends at the final in Cardiff, where they come fourth and sing on the coach home.",
  audience: "Adults 35-70 who watch observational documentaries like The Choir.",
  platform: "Channel 4 as a 60-minute documentary.",
};

function idea(answers: PromptAnswers, genre: string | null) {
  return {
    pitchText: buildCombinedText(null, answers),
    genre,
    projectTitle: "Harbour Street",
    projectStage: "idea" as const,
    mode: "analyze" as const,
    analysisType: "creative" as const,
    promptAnswers: {},
  };
}

describe("documentaryOf", () => {
  it("reads a documentary from its words and finds its subject, access and story", () => {
    const reading = documentaryOf({ genre: null, answers: DOC, slides: [], body: "" }, ["Rita Vance"]);
    expect(reading?.subject).toBe("Rita Vance");
    expect(reading?.access).toContain("agreed to be filmed");
    expect(reading?.story).toBeTruthy();
    const fiction = documentaryOf(
      { genre: "Drama", answers: { logline: "A choir singer must win the final." }, slides: [], body: "" },
      [],
    );
    expect(fiction).toBeNull();
  });
});

describe("a documentary pitch is judged on subject, access and story", () => {
  const engine = createBuiltinEngine();
  const notes = (categories: { improvements: string[] }[]) =>
    categories.flatMap((category) => category.improvements).join(" ");

  it("never asks a documentary for its lead's goal, flaw or antagonist", async () => {
    const result = await engine.analyze(idea(DOC, "Documentary"));
    expect(notes(result.categories)).not.toMatch(/wants is not stated|flaw or wound|No antagonist/);
    expect(result.categories.find((c) => c.category === "Logline")?.score).toBeGreaterThan(5);
  });

  it("says when a documentary has no access, and scores its structure lower", async () => {
    const withAccess = await engine.analyze(idea(DOC, "Documentary"));
    const without = await engine.analyze(
      idea(
        {
          ...DOC,
          synopsis:
            "Conductor Rita Vance, 67, has led the choir for thirty years. Over the season two members fall ill, the hall is sold, and the choir rehearses in a fish market. Rita's granddaughter Jade, 19, joins as the youngest voice. The film ends at the final in Cardiff, where they come fourth and sing on the coach home.",
        },
        "Documentary",
      ),
    );
    const structure = (result: typeof withAccess) =>
      result.categories.find((c) => c.category === "Structure and Flow")?.score ?? 0;
    expect(notes(without.categories)).toMatch(/what access the film has/);
    expect(structure(without)).toBeLessThan(structure(withAccess));
  });
});
