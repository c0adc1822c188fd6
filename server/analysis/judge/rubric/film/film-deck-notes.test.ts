import { describe, expect, it } from "vitest";
import { createBuiltinEngine } from "#analysis/engine/create-builtin-engine";

const engine = createBuiltinEngine();

// A film deck in a common layout: "Ending:" as a label, a cast list of "Name: a role", the
// opposition named in the story rather than in an obstacle answer, an audience of adults.
const DECK = [
  "THE LIGHTHOUSE KEEPER'S DAUGHTER\nA feature drama",
  "Logline\nIn 1953 Cornwall, a lighthouse keeper's daughter must keep the lamp lit through a winter storm after her father falls ill.",
  "Story\nMaggie Penrose, 17, runs the Godrevy light alone when her father, Tom, breaks his leg on the rocks.\nThe harbour master, Silas Trewin, wants the light automated and plots against her to prove a girl cannot run it.\nMidpoint: a trawler founders off the point and Maggie rows out to it.\nEnding: Maggie keeps the lamp lit through the night, the crew is saved, and the Board gives her the keeper's licence.",
  "Characters\nMaggie Penrose: a keeper's daughter who has never been off the island.\nTom Penrose: her father, proud and failing.\nSilas Trewin: the harbour master who wants her gone.",
  "Tone\nWind-blown, stubborn, tender, salt-stung.",
  "Audience\nFor adult audiences of period dramas such as Ammonite.",
].join("\n\f");

describe("film deck notes check the whole material before saying something is missing", () => {
  it("a labelled ending, a cast list, a named opponent and an adult audience are all read", async () => {
    const result = await engine.analyze({
      pitchText: DECK,
      genre: "Drama",
      projectTitle: "The Lighthouse Keeper's Daughter",
      projectStage: "deck",
      mode: "analyze",
      analysisType: "both",
      promptAnswers: {},
    });
    const notes = (name: string) => {
      const category = result.categories.find((c) => c.category === name);
      return [...(category?.strengths ?? []), ...(category?.improvements ?? [])].join("\n");
    };
    expect(notes("Story & Structure")).toContain("You reveal the ending");
    expect(notes("Story & Structure")).not.toContain("The ending is held back");
    expect(notes("Characters")).not.toContain("No antagonist or opposing force");
    expect(notes("Characters")).not.toMatch(/Maggie Penrose is named but not yet drawn/);
    expect(notes("Target Market & Platforms")).not.toContain("“everyone” is not a target");
    expect(notes("Logline Clarity")).not.toContain("(Cornwall)");
  });

  async function notesOf(slides: string[], name: string): Promise<string> {
    const result = await engine.analyze({
      pitchText: slides.join("\n\f"),
      genre: "Drama",
      projectTitle: "Night Crossing",
      projectStage: "deck",
      mode: "analyze",
      analysisType: "both",
      promptAnswers: {},
    });
    const category = result.categories.find((c) => c.category === name);
    return [...(category?.strengths ?? []), ...(category?.improvements ?? [])].join("\n");
  }

  it("a synopsis that cuts away before its ending is not praised for revealing it", async () => {
    const story = [
      ...DECK.split("\n\f").slice(0, 2),
      "Story\nNadia Haddad, 50, runs the night ferry to Corsica. The patrol boat's light finds them. The screen cuts to black before we learn what she chose.",
    ];
    const notes = await notesOf(story, "Story & Structure");
    expect(notes).not.toContain("You reveal the ending");
    expect(notes).toContain("The synopsis stops before its ending");
  });

  it("a team slide with roles in 'Role: Name' lines is a team; one with only job titles names no one", async () => {
    const named = await notesOf(
      [...DECK.split("\n\f"), "Team\nDirector: Ruth Okafor (Grierson Award 2022)\nProducer: Daniel Levy"],
      "Team & Execution",
    );
    expect(named).not.toContain("There is no team slide");
    const titles = await notesOf(
      [...DECK.split("\n\f"), "The Team\nHead of Content\nCreative Director\nAll production in-house."],
      "Team & Execution",
    );
    expect(titles).not.toContain("There is no team slide");
    expect(titles).toContain("no one is named");
  });
});
