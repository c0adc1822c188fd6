import { describe, expect, it } from "vitest";
import type { DeckBuildout } from "../../../../domain/deck-buildout";
import type { AnalysisInput } from "../../analysis-engine";
import { createBuiltinEngine } from "../create-builtin-engine";
import { STRONG_DECK, STRONG_IDEA, scriptInput } from "../test/inputs";

const engine = createBuiltinEngine();

async function buildout(input: AnalysisInput): Promise<DeckBuildout> {
  const result = await engine.analyze({ ...input, mode: "generate" });
  if (!result.deckBuildout) throw new Error("no build-out");
  return result.deckBuildout;
}

function emptyFields(value: unknown, path = ""): string[] {
  if (typeof value === "string") return value.trim() ? [] : [path];
  if (Array.isArray(value))
    return value.length ? value.flatMap((item, i) => emptyFields(item, `${path}[${i}]`)) : [path];
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, item]) => emptyFields(item, `${path}.${key}`));
  return [];
}

describe("deck build-out (generate)", () => {
  it.each([
    ["idea", STRONG_IDEA],
    ["deck", STRONG_DECK],
    ["script", scriptInput()],
    [
      "sparse idea",
      {
        ...STRONG_IDEA,
        pitchText:
          "A short note about a film set on a ferry, with nothing else decided yet beyond the boat and the sea.",
      },
    ],
  ] as const)("fills every field of all seven sections for a %s", async (_, input) => {
    const outline = await buildout(input);
    expect(Object.keys(outline)).toHaveLength(7);
    expect(emptyFields(outline)).toEqual([]);
  });

  it("takes the team from the user's own slides, with their credits", async () => {
    const { team } = (await buildout(STRONG_DECK)).funding_and_team;
    expect(team.director).toContain("Sam Ortega");
    expect(team.writer).toContain("Maria Lopez");
    expect(team.producers.join(" ")).toContain("Kim Hart");
    expect(team.notes).toContain("$6.5 million");
  });

  it("never invents a team: missing roles say what to add", async () => {
    const { team } = (await buildout(STRONG_IDEA)).funding_and_team;
    expect(team).toEqual({
      director: "Add your director's name and one relevant credit.",
      writer: "Add the writer's name and one relevant credit.",
      producers: ["Add your producers, each with one credit."],
      notes: "Add the budget range, what is already raised or attached, and your ask.",
    });
  });

  it("names only characters that appear in the material", async () => {
    for (const input of [STRONG_IDEA, STRONG_DECK]) {
      const outline = await buildout(input);
      for (const card of outline.characters.character_list) {
        if (card.name !== "The opposition") expect(input.pitchText).toContain(card.name);
      }
    }
  });

  it("builds the outline from the questionnaire answers", async () => {
    const outline = await buildout(STRONG_IDEA);
    expect(outline.cover_and_logline.headline).toBe("The Last Lighthouse");
    expect(outline.cover_and_logline.logline).toMatch(/^When a reclusive lighthouse keeper/);
    expect(outline.tone_and_visual.tone_slugs.map((slug) => slug.phrase)).toEqual([
      "Eerie",
      "Hopeful",
      "Tender",
      "Windswept",
    ]);
    expect(outline.tone_and_visual.comps).toEqual(["The Banshees of Inisherin meets The Shape of Water"]);
    expect(outline.world.paragraphs[0]).toBe("A fog-bound island off the west coast of Ireland, 1987.");
    expect(outline.themes_and_why_now.core_themes).toBe(
      "Whether we can be forgiven by people we never apologised to.",
    );
    expect(outline.characters.character_list[0]?.name).toBe("Elias Marr");
  });

  it("says what to add where the material is silent", async () => {
    const outline = await buildout({
      ...STRONG_IDEA,
      pitchText:
        "A short note about a film. Nothing else is decided yet beyond a working title and a strong hunch about it.",
    });
    expect(outline.cover_and_logline.headline).toBe("The Last Lighthouse");
    expect(outline.cover_and_logline.logline).toMatch(/^Add your logline/);
    expect(outline.world.paragraphs[0]).toMatch(/^Add where and when/);
    expect(outline.characters.character_list[0]?.name).toBe("Add your protagonist");
    expect(outline.tone_and_visual.comps?.[0]).toMatch(/^Add two comparable titles/);
  });
});
