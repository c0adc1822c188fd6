import { describe, expect, it } from "vitest";
import { pdfBodyText, pdfLayoutProblems } from "../test/pdf-checks";
import { flatten, nodePdfFonts, pdfPageTexts } from "../test/read-back";
import { SAMPLE_SCRIPT, SAMPLE_TITLE } from "../test/sample-results";
import { buildScriptPdf, paragraphsOf } from "./build-script-pdf";

const date = new Date(2026, 10, 22, 9, 5);
const fonts = nodePdfFonts();

describe("the script analysis report PDF", () => {
  const bytes = new Uint8Array(
    buildScriptPdf({ projectTitle: SAMPLE_TITLE, script: SAMPLE_SCRIPT, date, fonts }).output("arraybuffer"),
  );
  const body = pdfBodyText(bytes);

  it("has the title, project, intro, summary, every section and Key Insights in order", () => {
    expect(flatten(pdfPageTexts(bytes)[0] ?? "")).toMatch(
      /^GREENLIT Script Analysis Report Café Noir — “The Last Reel”/,
    );
    const expected = [
      SAMPLE_SCRIPT.intro ?? "",
      "Overall Summary",
      ...paragraphsOf(SAMPLE_SCRIPT.overallSummary),
      ...SAMPLE_SCRIPT.sections.flatMap((section) => [section.section, ...paragraphsOf(section.content)]),
      "Key Insights",
      ...SAMPLE_SCRIPT.keyTakeaways,
      SAMPLE_SCRIPT.cta ?? "",
    ].map(flatten);
    let from = 0;
    for (const part of expected) {
      const at = body.indexOf(part, from);
      expect(at, `'${part}' after position ${from}`).toBeGreaterThanOrEqual(0);
      from = at + part.length;
    }
  });

  it("has the footer on every page, also when the report runs long", () => {
    expect(pdfLayoutProblems(bytes, 2026)).toEqual([]);
    const long = {
      ...SAMPLE_SCRIPT,
      sections: Array.from({ length: 12 }, (_, i) => ({
        id: `s${i}`,
        section: `Section ${i + 1}`,
        content: `${"A scene-by-scene note on pacing — tighten it. ".repeat(30)}\n\nSecond paragraph.`,
      })),
    };
    const longBytes = new Uint8Array(
      buildScriptPdf({ projectTitle: "", script: long, date, fonts }).output("arraybuffer"),
    );
    expect(pdfPageTexts(longBytes).length).toBeGreaterThan(4);
    expect(pdfLayoutProblems(longBytes, 2026)).toEqual([]);
    expect(pdfBodyText(longBytes)).toContain("Section 12");
  });
});

describe("paragraphsOf", () => {
  it("splits on blank lines, also with spaces or Windows newlines in them", () => {
    expect(paragraphsOf("One.\n\nTwo\nlines.\r\n \r\nThree.")).toEqual(["One.", "Two\nlines.", "Three."]);
  });
});
