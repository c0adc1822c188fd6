import { readFileSync } from "node:fs";
import { extractPdfWithPdftotext } from "#server/extraction/extract-pdf-pdftotext";
import { realFixture } from "#server/test/real-fixtures";

export function readFixture(name: string): string {
  return readFileSync(realFixture(name), "utf8");
}

/** Deck text as a deck's PDF upload yields it through pdftotext: reading order, not layout; pages end in form feeds. */
export async function deckPdfText(name: string): Promise<string> {
  return (
    await extractPdfWithPdftotext(realFixture(name), { isLayout: false, deadline: Date.now() + 60_000 })
  ).text;
}
