/** A line that is only a page number: "12.", "12", "- 12 -", "Page 12", "12/110" (of a total). */
const NUMBER_LINE = /^\s*(?:page\s+|-\s*)?(\d{1,3})(?:\.|\s*-|\s*\/\s*\d{1,3})?\s*$/i;
/** Lines searched at the top and the bottom of a page for its printed number. */
const EDGE_LINES = 3;

/** The number printed on one page (in its first or last few lines), or null. */
function printedNumber(page: string): number | null {
  const lines = page.split("\n").filter((line) => line.trim() !== "");
  const edges = [...lines.slice(0, EDGE_LINES), ...lines.slice(-EDGE_LINES)];
  for (const line of edges) {
    const match = NUMBER_LINE.exec(line);
    if (match) return Number(match[1]);
  }
  return null;
}

/**
 * The page number a reader would cite for each PDF page: the number the page prints where the
 * PDF prints them, and for an unnumbered page (the first script page, usually) the number its
 * place implies. Null when the document prints no consistent numbers: most numbered pages must
 * agree on one offset from their place in the file, so a stray number in the text decides nothing.
 */
export function printedPageNumbers(pageTexts: readonly string[]): number[] | null {
  const printed = pageTexts.map(printedNumber);
  const offsets = new Map<number, number>();
  for (const [index, number] of printed.entries())
    if (number !== null) offsets.set(number - index, (offsets.get(number - index) ?? 0) + 1);
  const numbered = printed.filter((number) => number !== null).length;
  if (numbered < 3 || numbered < (pageTexts.length - 1) * 0.5) return null;
  const [offset, agreeing] = [...offsets.entries()].sort((a, b) => b[1] - a[1])[0]!;
  if (agreeing < numbered * 0.8) return null;
  return printed.map((number, index) =>
    number !== null && number - index === offset ? number : index + offset,
  );
}
