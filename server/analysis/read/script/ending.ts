import type { ScreenplayElement } from "#server/screenplay/screenplay-element";

/** How writers close a script: THE END, a fade or cut to black, END OF SHOW, CURTAIN. */
const ENDING_MARK =
  /^(the end|end|fin|curtain|black|fade out|fade to black|(cut|smash|slam|burn) to (black|pink|white)|end of (show|episode|pilot|film|play|tag|act [a-z]+)|end credits|end titles|(roll )?credits)\b/i;

export interface Ending {
  /** The script reaches an ending: a closing mark, or a last line that completes. */
  finished: boolean;
  /** The writer's closing mark ("THE END"), when there is one. */
  mark: string | null;
  /** Page of the last element. */
  page: number;
}

/**
 * Whether the draft ends or stops: a script that closes on a cue, a parenthetical, or a line cut
 * off mid-sentence, with no closing mark in its last lines, stopped before its ending.
 */
export function readEnding(elements: readonly ScreenplayElement[]): Ending {
  const story = elements.filter((element) => element.type !== "note" && element.type !== "synopsis");
  const last = story.at(-1);
  const page = last?.page ?? 1;
  const tail = story.slice(-8);
  const markElement = tail.find((element) => ENDING_MARK.test(cleanMark(element.text)));
  if (markElement) return { finished: true, mark: cleanMark(markElement.text), page };
  if (!last) return { finished: false, mark: null, page };
  const text = last.text.trim();
  const cutOff = last.type === "character" || last.type === "parenthetical" || /[\p{L},;]$/u.test(text);
  return { finished: !cutOff, mark: null, page };
}

function cleanMark(text: string): string {
  return text
    .replace(/[>*_<!.:\\]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}
