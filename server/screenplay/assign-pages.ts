import { LINES_PER_PAGE, typesetLines } from "./estimate-pages";
import { type ElementType, type ScreenplayElement, STRUCTURE_TYPES } from "./screenplay-element";

/**
 * Sets each element's page: the document's own page when the text came with page breaks (a PDF),
 * as the page prints its number when the document prints them, else counted from the first page
 * after the cover; otherwise as a typeset page would fall (55 lines).
 */
export function assignPages(
  elements: ScreenplayElement[],
  linesPerPage: readonly number[] | null,
  coverPages: number,
  printed: readonly number[] | null = null,
): void {
  if (linesPerPage) {
    const starts: number[] = [];
    let line = 0;
    for (const count of linesPerPage) {
      starts.push(line);
      line += count;
    }
    let page = 0;
    for (const element of elements) {
      const at = element.line ?? 0;
      while (page + 1 < starts.length && starts[page + 1]! <= at) page++;
      element.page = Math.max(1, printed ? (printed[page] ?? 1) : page + 1 - coverPages);
    }
    return;
  }
  let lines = 0;
  let previous: ElementType | null = null;
  for (const element of elements) {
    element.page = Math.floor(lines / LINES_PER_PAGE) + 1;
    lines += typesetLines(element, previous);
    if (!STRUCTURE_TYPES.has(element.type)) previous = element.type;
  }
}
