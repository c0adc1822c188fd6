import type { ScreenplayElement } from "./screenplay-element";

const LINES_PER_PAGE = 55;
const WIDTH: Record<ScreenplayElement["type"], number> = {
  "scene-heading": 60,
  action: 60,
  character: 38,
  parenthetical: 25,
  dialogue: 35,
  transition: 60,
};

/** Pages as a typeset screenplay (Courier 12, standard margins) would fill them. */
export function estimatePages(elements: readonly ScreenplayElement[]): number {
  let lines = 0;
  let previous: ScreenplayElement["type"] | null = null;
  for (const element of elements) {
    const insideSpeech = element.type === "parenthetical" || element.type === "dialogue";
    if (!(insideSpeech && previous && previous !== "action" && previous !== "scene-heading")) lines += 1;
    if (element.type === "scene-heading") lines += 1;
    for (const paragraph of element.text.split("\n")) lines += wrappedLines(paragraph, WIDTH[element.type]);
    previous = element.type;
  }
  return Math.max(1, Math.ceil(lines / LINES_PER_PAGE));
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
