import { describe, expect, it } from "vitest";
import type { ScriptDelta } from "#domain/version-delta";
import { pdfBodyText, pdfLayoutProblems } from "../test/pdf-checks";
import { nodePdfFonts } from "../test/read-back";
import { SAMPLE_SCRIPT, SAMPLE_TITLE } from "../test/sample-results";
import { buildScriptPdf } from "./build-script-pdf";

const DELTA: ScriptDelta = {
  kind: "script",
  fromId: "00000000-0000-4000-8000-000000000001",
  date: "2026-11-20T10:00:00.000Z",
  pages: { from: 123, to: 122 },
  runtimeMinutes: { from: 123, to: 122 },
  scenes: { added: [], removed: ["EXT. RIVER - DAY"], moved: [], revised: [] },
  characters: { added: [], removed: [], renamed: [{ from: "EDWARD", to: "EDDIE" }] },
  flags: {
    resolved: [{ kind: "monologue", page: 1, quote: "There are some fish that cannot be caught." }],
    added: [{ kind: "on-the-nose", page: 17, quote: "I'm so glad you're here." }],
    kept: 2,
  },
  grid: [{ item: "Pacing", from: "Fair", to: "Good", why: "No monologue runs past half a page." }],
  verdict: { from: "Consider", to: "Consider" },
  strip: {
    from: [
      { page: 1, eighths: 5, change: "kept" },
      { page: 2, eighths: 8, change: "removed" },
    ],
    to: [{ page: 1, eighths: 5, change: "kept" }],
  },
  summary: "This draft cuts 1 scene; it runs 122 pages, 1 fewer than before. EDWARD is now EDDIE.",
};

describe("What changed in the script report PDF", () => {
  const bytes = new Uint8Array(
    buildScriptPdf({
      projectTitle: SAMPLE_TITLE,
      script: { ...SAMPLE_SCRIPT, delta: DELTA },
      date: new Date(2026, 10, 24),
      fonts: nodePdfFonts(),
    }).output("arraybuffer"),
  );
  const body = pdfBodyText(bytes);

  it("has the title with the date, the summary, the table, the struck and the new notes, before the report", () => {
    const expected = [
      "What changed since Nov 20, 2026",
      DELTA.summary,
      "Pages: 123 to 122 (−1)",
      "Pacing: Fair to Good",
      "Scenes cut: 1",
      "EXT. RIVER - DAY",
      "Characters renamed: 1",
      "EDWARD to EDDIE",
      "Resolved: p. 1, monologue: “There are some fish that cannot be caught.”",
      "NEW: p. 17, on the nose: “I'm so glad you're here.”",
      "2 notes still stand",
      "Overall Summary",
    ];
    let from = 0;
    for (const part of expected) {
      const at = body.indexOf(part, from);
      expect(at, `'${part}' after position ${from}`).toBeGreaterThanOrEqual(0);
      from = at + part.length;
    }
  });

  it("keeps the footer on every page", () => {
    expect(pdfLayoutProblems(bytes, 2026)).toEqual([]);
  });
});
