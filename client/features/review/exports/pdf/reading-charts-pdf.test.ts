import { describe, expect, it } from "vitest";
import type { ScriptReading } from "#domain/script-reading";
import { BIG_FISH_READING } from "#domain/test/big-fish-reading";
import { pdfBodyText, pdfLayoutProblems } from "../test/pdf-checks";
import { rasterImages } from "../test/pdf-pictures";
import { flatten, nodePdfFonts, pdfPageTexts } from "../test/read-back";
import { SAMPLE_SCRIPT, SAMPLE_TITLE } from "../test/sample-results";
import { buildScriptPdf } from "./build-script-pdf";

const date = new Date(2026, 10, 23, 9, 5);
const fonts = nodePdfFonts();
const CAPTIONS = ["Your Script at a Glance", "Structure by page", "Who is on screen when", "Dialogue share"];

function build(reading: unknown, withFonts = fonts): Uint8Array {
  const script = { ...SAMPLE_SCRIPT, reading: reading as ScriptReading };
  return new Uint8Array(
    buildScriptPdf({ projectTitle: SAMPLE_TITLE, script, date, fonts: withFonts }).output("arraybuffer"),
  );
}

describe("the reading's pictures in the script report PDF", () => {
  const bytes = build(BIG_FISH_READING);
  const pages = pdfPageTexts(bytes).map(flatten);

  it("draws them after the overall summary, starting on page 1, and the sections after them", () => {
    expect(pages[0]).toContain("Overall Summary");
    expect(pages[0]).toContain("Your Script at a Glance");
    const body = pdfBodyText(bytes);
    let from = body.indexOf("Overall Summary");
    for (const part of [
      ...CAPTIONS,
      "Coverage grid and verdict",
      SAMPLE_SCRIPT.sections[0]?.section ?? "-",
    ]) {
      const at = body.indexOf(part, from);
      expect(at, `'${part}' in order`).toBeGreaterThan(from);
      from = at;
    }
  });

  it("labels the acts, the pages, the six characters, the shares, the grid and the verdict", () => {
    const body = pdfBodyText(bytes);
    const text = body.slice(
      body.indexOf("Your Script at a Glance"),
      body.indexOf(SAMPLE_SCRIPT.sections[0]?.section ?? "-", body.indexOf("Coverage grid and verdict")),
    );
    for (const word of ["Act One", "Act Two", "Act Three", "p. 1", "120", "INT (interior)", "Night"]) {
      expect(text).toContain(word);
    }
    for (const name of [
      "EDWARD lead 131 scenes",
      "WILL lead 74 scenes",
      "SANDRA 33 scenes",
      "KARL 17 scenes",
    ]) {
      expect(text).toContain(name);
    }
    expect(text).toContain("EDWARD 43%");
    expect(text).toContain("Everyone else 9%");
    expect(text).toContain("Verdict: Consider for the script, Recommend for the writer.");
    expect(text).toContain("SCRIPT WRITER Consider Pass Consider Recommend Recommend");
    for (const row of BIG_FISH_READING.grid) expect(text).toContain(`${row.item} ${row.rating}`);
    expect(text).toContain(flatten(BIG_FISH_READING.grid[4]?.evidence ?? "-"));
  });

  it("is vector drawing and text, with every word inside the margins and a footer on every page", () => {
    expect(rasterImages(bytes)).toEqual([]);
    expect(pdfLayoutProblems(bytes, 2026)).toEqual([]);
  });

  it("still draws, within the margins, with the standard font, and a reading without scenes (a treatment) has only the grid", () => {
    const plain = build(BIG_FISH_READING, null as never);
    expect(pdfBodyText(plain)).toContain("Who is on screen when");
    expect(pdfLayoutProblems(plain, 2026)).toEqual([]);
    const empty: ScriptReading = {
      ...BIG_FISH_READING,
      pages: 1,
      characters: [],
      acts: [],
      scenes: [],
      grid: [{ item: "Premise", rating: "Poor", evidence: "Page 1 is lorem ipsum." }],
      verdict: { script: "Pass", writer: "Pass" },
    };
    const bare = build(empty);
    expect(pdfBodyText(bare)).toContain("Coverage grid and verdict Premise: Poor.");
    expect(pdfBodyText(bare)).not.toContain("Structure by page");
    expect(pdfBodyText(bare)).not.toContain("Who is on screen when");
    expect(pdfBodyText(bare)).not.toContain("Dialogue share");
    expect(pdfLayoutProblems(bare, 2026)).toEqual([]);
  });

  it("draws nothing for a damaged reading, and the report is still whole", () => {
    const damaged = build({ ...BIG_FISH_READING, scenes: "lost" });
    expect(pdfBodyText(damaged)).not.toContain("Your Script at a Glance");
    expect(pdfBodyText(damaged)).toContain(SAMPLE_SCRIPT.sections[0]?.section ?? "-");
  });
});
