import { type ElementType, type ScreenplayElement, STRUCTURE_TYPES } from "./screenplay-element";

export const LINES_PER_PAGE = 55;

const WIDTH: Record<ElementType, number> = {
  "scene-heading": 60,
  action: 60,
  character: 38,
  parenthetical: 25,
  dialogue: 35,
  transition: 60,
  section: 60,
  synopsis: 60,
  note: 60,
};

/** Pages as a typeset screenplay (Courier 12, standard margins) would fill them. */
export function estimatePages(elements: readonly ScreenplayElement[]): number {
  let lines = 0;
  let previous: ElementType | null = null;
  for (const element of elements) {
    lines += typesetLines(element, previous);
    if (!STRUCTURE_TYPES.has(element.type)) previous = element.type;
  }
  return Math.max(1, Math.ceil(lines / LINES_PER_PAGE));
}

/** Lines an element takes on a typeset page (with the blank line before it); 0 for notes and sections. */
export function typesetLines(element: ScreenplayElement, previous: ElementType | null): number {
  if (STRUCTURE_TYPES.has(element.type)) return 0;
  let lines = 0;
  const insideSpeech = element.type === "parenthetical" || element.type === "dialogue";
  if (!(insideSpeech && previous && previous !== "action" && previous !== "scene-heading")) lines += 1;
  if (element.type === "scene-heading") lines += 1;
  for (const paragraph of element.text.split("\n")) lines += wrappedLines(paragraph, WIDTH[element.type]);
  return lines;
}

function wrappedLines(text: string, width: number): number {
  let count = 1;
  let column = 0;
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (column > 0 && column + 1 + word.length > width) {
      count++;
      column = word.length;
    } else column += (column > 0 ? 1 : 0) + word.length;
  }
  return count;
}
