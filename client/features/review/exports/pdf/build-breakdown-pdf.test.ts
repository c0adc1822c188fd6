import { describe, expect, it } from "vitest";
import { BUDGET_ESTIMATE_NOTE, type ProductionBreakdown } from "#domain/production-breakdown";
import { pdfBodyText, pdfLayoutProblems } from "../test/pdf-checks";
import { flatten, nodePdfFonts, pdfWordBoxes } from "../test/read-back";
import { buildBreakdownPdf } from "./build-breakdown-pdf";

describe("the production breakdown PDF", () => {
  const none = { vehicles: [], animals: [], weapons: [], stunts: [], sfx: [], vfx: [] };
  const breakdown: ProductionBreakdown = {
    scenes: [
      {
        number: 1,
        heading: "EXT. RIVER - DAY (1977)",
        page: 1,
        eighths: 6,
        setting: "EXT",
        time: "DAY (1977)",
        location: "RIVER",
        set: "RIVER",
        cast: ["Edward", "Will"],
        extras: ["crowd"],
        elements: { ...none, animals: ["fish"], vfx: ["giant"] },
        quotes: [
          { kind: "animals", name: "fish", quote: "A catfish swims along." },
          { kind: "vfx", name: "giant", quote: "The giant steps over the river." },
        ],
        period: "1977",
      },
      {
        number: 2,
        heading: "INT. BLOOM HOUSE - KITCHEN - NIGHT",
        page: 2,
        eighths: 11,
        setting: "INT",
        time: "NIGHT",
        location: "BLOOM HOUSE",
        set: "KITCHEN",
        cast: ["Edward"],
        extras: [],
        elements: none,
        period: null,
      },
    ],
    cast: [
      { name: "Edward", scenes: 2, eighths: 17, firstScene: 1, lastScene: 2 },
      { name: "Will", scenes: 1, eighths: 6, firstScene: 1, lastScene: 1 },
    ],
    locations: [
      { name: "BLOOM HOUSE", sets: ["KITCHEN"], scenes: 1, eighths: 11, day: 0, night: 1 },
      { name: "RIVER", sets: ["RIVER"], scenes: 1, eighths: 6, day: 1, night: 0 },
    ],
    period: "1977",
    budgetBand: { band: "low", drivers: ["period 1977", "1 scene with visual effects (giant)"] },
  };
  const bytes = new Uint8Array(
    buildBreakdownPdf({
      projectTitle: "Big Fish",
      breakdown,
      date: new Date(2026, 10, 24),
      fonts: nodePdfFonts(),
    }).output("arraybuffer"),
  );
  const body = flatten(pdfBodyText(bytes));

  it("gives the band with its drivers and the estimate note, then the tables and every scene", () => {
    expect(body).toContain("Budget band: Low ($1–5M)");
    expect(body).toContain("1 scene with visual effects (giant)");
    expect(body).toContain(flatten(BUDGET_ESTIMATE_NOTE));
    for (const heading of ["Cast", "Locations", "Elements", "Scenes"]) expect(body).toContain(heading);
  });

  it("sets cast, locations, elements and scenes as tables: a header row, then one row each", () => {
    expect(body).toContain("Name Scenes Pages First scene Last scene Edward 2 2 1/8 1 2 Will 1 6/8 1 1");
    expect(body).toContain(
      "Location Sets Scenes Pages Day Night BLOOM HOUSE KITCHEN 1 1 3/8 0 1 RIVER – 1 6/8 1 0",
    );
    expect(body).toContain("Kind Element Scenes As written");
    expect(body).toContain("Visual effects giant 1 “The giant steps over the river.” (scene 1, page 1)");
    expect(body).toContain("Animals fish 1 “A catfish swims along.” (scene 1, page 1)");
    // The scenes table wraps its headings: read it by position, a row's cells on one line.
    const { words } = pdfWordBoxes(bytes);
    const top = (word: string, at = 0) => words.filter((box) => box.word === word).at(at)?.yMin;
    expect(new Set(["#", "Heading", "Length", "extras"].map((word) => top(word)))).toHaveLength(1);
    const secondRow = top("INT.");
    expect(secondRow).toBeDefined();
    expect(top("3/8", -1)).toBe(secondRow);
    expect(top("Animals:")).toBe(top("EXT."));
    expect(pdfLayoutProblems(bytes, 2026)).toEqual([]);
  });
});
