import { describe, expect, it } from "vitest";
import type { AnalysisInput } from "#analysis/engine/analysis-engine";
import { createBuiltinEngine } from "#analysis/engine/create-builtin-engine";
import { STRONG_DECK, STRONG_IDEA, scriptInput } from "#analysis/test/inputs";
import type { DeckBuildout } from "#domain/deck-buildout";

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

  it("never invents a team: missing roles say they are not named", async () => {
    const { team } = (await buildout(STRONG_IDEA)).funding_and_team;
    // Every gap said once, in one sentence: the section has one "names no", not four.
    expect(team).toEqual({
      director:
        "No director, writer or producer is named in the material, and it gives no budget, raise or ask.",
      writer: "To be attached.",
      producers: ["To be attached."],
      notes: "Budget: to be set.",
    });
  });

  it("names only people of the story as characters, never the team or a comparable title", async () => {
    for (const input of [STRONG_IDEA, STRONG_DECK]) {
      const outline = await buildout(input);
      for (const card of outline.characters.character_list) expect(input.pitchText).toContain(card.name);
      const names = outline.characters.character_list.map((card) => card.name).join(" ");
      expect(names).not.toMatch(/Maria Lopez|Sam Ortega|Kim Hart|Sicario|Inisherin/);
    }
  });

  it("builds the outline from the questionnaire answers", async () => {
    const outline = await buildout(STRONG_IDEA);
    expect(outline.cover_and_logline.headline).toBe("The Last Lighthouse");
    expect(outline.cover_and_logline.logline).toMatch(/^When a reclusive lighthouse keeper/);
    const phrases = outline.tone_and_visual.tone_slugs.map((slug) => slug.phrase);
    expect(phrases.slice(0, 4).sort()).toEqual(["Eerie", "Hopeful", "Tender", "Windswept"]);
    expect(outline.tone_and_visual.tone_slugs.find((slug) => slug.phrase === "Eerie")?.description).toContain(
      "It shows most in the setting: “A fog-bound island off the west coast of Ireland, 1987.”",
    );
    // The writer's own comps come first, as the writer gave them; titles that fit follow.
    expect(outline.tone_and_visual.comps?.[0]).toBe("The Banshees of Inisherin meets The Shape of Water");
    for (const comp of outline.tone_and_visual.comps?.slice(1) ?? [])
      expect(comp).toMatch(/^.+ \(\d{4}\): .+/);
    expect(outline.world.paragraphs[0]).toBe("A fog-bound island off the west coast of Ireland, 1987.");
    expect(outline.themes_and_why_now.core_themes).toBe(
      "Whether we can be forgiven by people we never apologised to.",
    );
    expect(outline.story_summary.paragraphs[0]).toMatch(/^Elias Marr, 58, has kept the Inishmore light/);
    const [lead, ...others] = outline.characters.character_list;
    expect(lead?.name).toBe("Elias Marr");
    expect(lead?.casting_visual).toBe(
      "Cast about 58. Described as “a former navy diver who hasn't spoken to anyone in town in ten years”.",
    );
    expect(others.map((card) => card.name)).toContain("Brendan Walsh");
  });

  it("says plainly, once, what the material does not give, instead of fill-in templates", async () => {
    const outline = await buildout({
      ...STRONG_IDEA,
      promptAnswers: {},
      pitchText:
        "A short note about a film. Nothing else is decided yet beyond a working title and a strong hunch about it.",
    });
    expect(outline.cover_and_logline.headline).toBe("The Last Lighthouse");
    expect(outline.cover_and_logline.logline).toBe(
      "The Last Lighthouse does not state its logline, and the material is too thin to draft one from its lead, goal and stakes.",
    );
    expect(outline.world.paragraphs).toEqual([
      "The material does not say where or when The Last Lighthouse takes place; one line on the place, the period and its rules would fill this section.",
    ]);
    expect(outline.characters.character_list[0]?.name).toBe("No named characters yet");
    expect(JSON.stringify(outline)).not.toMatch(/"Add |\[protagonist\]|\[event\]/);
  });
});
