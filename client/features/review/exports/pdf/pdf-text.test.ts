import { describe, expect, it } from "vitest";
import { pdfBodyText, pdfLayoutProblems } from "../test/pdf-checks";
import { SAMPLE_SCRIPT } from "../test/sample-results";
import { buildScriptPdf } from "./build-script-pdf";
import { cleanPdfText } from "./pdf-text";

describe("cleanPdfText", () => {
  it("keeps any language with the Unicode font, dropping only invisible characters", () => {
    expect(cleanPdfText("Zoë’s “café” — Ελληνικά\u200B\u0007\tend\r\nnext", true)).toBe(
      "Zoë’s “café” — Ελληνικά    end\nnext",
    );
  });

  it("maps typographic marks to plain ones for the standard font, keeping Latin-1 accents", () => {
    expect(cleanPdfText("Zoë’s “café” — naïve… Łódź", false)).toBe('Zoë\'s "café" - naïve... Lódz');
  });
});

describe("a report without the embedded font", () => {
  it("still comes out readable in the standard font", () => {
    const doc = buildScriptPdf({
      projectTitle: "Zoë’s “Café” — Łódź",
      script: SAMPLE_SCRIPT,
      date: new Date(2026, 0, 1),
      fonts: null,
    });
    const bytes = new Uint8Array(doc.output("arraybuffer"));
    const body = pdfBodyText(bytes);
    expect(body).toContain('Zoë\'s "Café" - Lódz');
    expect(body).toContain("The inciting incident arrives on page 9 - right on time.");
    expect(pdfLayoutProblems(bytes, 2026)).toEqual([]);
  });
});
