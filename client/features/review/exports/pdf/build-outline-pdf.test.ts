import { describe, expect, it } from "vitest";
import { BUILDOUT_SECTION_TITLES } from "#domain/deck-buildout";
import { pdfBodyText, pdfLayoutProblems } from "../test/pdf-checks";
import { flatten, nodePdfFonts, pdfPageTexts } from "../test/read-back";
import { SAMPLE_BUILDOUT, SAMPLE_TITLE } from "../test/sample-results";
import { buildOutlinePdf } from "./build-outline-pdf";

const date = new Date(2026, 10, 22, 9, 5);

/** Every string anywhere in the build-out. */
function allStrings(value: unknown): string[] {
  if (typeof value === "string") return value.trim() ? [value] : [];
  if (value && typeof value === "object") return Object.values(value).flatMap(allStrings);
  return [];
}

describe("the Complete Deck Outline PDF", () => {
  const bytes = new Uint8Array(
    buildOutlinePdf({
      projectTitle: SAMPLE_TITLE,
      buildout: SAMPLE_BUILDOUT,
      date,
      fonts: nodePdfFonts(),
    }).output("arraybuffer"),
  );
  const body = pdfBodyText(bytes);

  it("numbers the seven sections 1 to 7 with the product's titles, in order", () => {
    expect(flatten(pdfPageTexts(bytes)[0] ?? "")).toContain("Complete Deck Outline");
    const positions = BUILDOUT_SECTION_TITLES.map((title, index) => body.indexOf(`${index + 1}. ${title}`));
    expect(positions.every((at) => at >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  it("contains every field of the build-out", () => {
    const strings = allStrings(SAMPLE_BUILDOUT);
    expect(strings.length).toBeGreaterThan(30);
    for (const text of strings) expect(body).toContain(flatten(text));
  });

  it("has the footer on every page and nothing outside the margins", () => {
    expect(pdfPageTexts(bytes).length).toBeGreaterThan(1);
    expect(pdfLayoutProblems(bytes, 2026)).toEqual([]);
  });
});
