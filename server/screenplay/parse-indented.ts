import { isCueLine, isSceneHeading, opensOnShot } from "./patterns";
import type { ScreenplayElement } from "./screenplay-element";

/** "12   INT. HOUSE", or after a full stop one space will do: "1. EXT. FRONT LAWN - DAY". */
const SCENE_NUMBER = /^(\s*)(\d+[A-Z]?\.?)(\s{2,}|(?<=\.)\s)(?=\S)/;
const NUMBERED_BOTH_SIDES = /^(\s*)(\d+[A-Z]?) (\S.*?)[.\s]*\s\2$/;
const PAGE_MARK = /^(\d+\.?|\(?CONTINUED\)?:?|CONTINUED: \(\d+\))$/i;
/**
 * A shooting script's shot line set where a cue goes, its scene number after it: "BAR 101",
 * "MATRIX 106", "ANOTHER ANGLE 9". A copy of a bit part is numbered from one ("COP 2"), a shot from
 * the scene count.
 */
const NUMBERED_SHOT = /\s\d{2,3}(?:-?[A-Z])?$/;
const isShotLine = (text: string) =>
  opensOnShot(text) || NUMBERED_SHOT.test(text.replace(/\([^)]*\)/g, "").trim());

interface Line {
  text: string;
  indent: number;
  isNumbered: boolean;
  sceneNumber?: string;
}

/**
 * How many columns a tab stands for. Typed scripts differ: one sets a cue five tabs in and its
 * speech three (four columns a tab), another a cue three tabs in and its speech two (a
 * typewriter's eight). The text is read both ways and the reading that finds more speakers wins.
 */
export const TAB_WIDTHS = [4, 8] as const;
export type TabWidth = (typeof TAB_WIDTHS)[number];

/** Where a line's text starts, with a leading scene number ("12   INT. HOUSE") removed. */
export function measureLine(raw: string, tabWidth: TabWidth = 4): Line {
  const expanded = (raw.includes("\t") ? raw.replace(/\t/g, " ".repeat(tabWidth)) : raw).trimEnd();
  const numbered = SCENE_NUMBER.exec(expanded);
  if (numbered) {
    const rest = expanded.slice(numbered[0].length).replace(/ {2,}\d+[A-Z]?\.?$/, "");
    if (isCueLine(rest) || isSceneHeading(rest))
      return {
        text: rest,
        indent: numbered[0].length,
        isNumbered: true,
        sceneNumber: numbered[2]!.replace(/\.$/, ""),
      };
  }
  // "1 INT. CAR ENGINE - NIGHT. 1": a shooting script's number on both sides, one space apart.
  const sides = NUMBERED_BOTH_SIDES.exec(expanded);
  if (sides?.[2] && sides[3] && isSceneHeading(sides[3]))
    return {
      text: sides[3],
      indent: (sides[1]?.length ?? 0) + sides[2].length + 1,
      isNumbered: true,
      sceneNumber: sides[2],
    };
  const text = expanded.trim();
  return { text, indent: expanded.length - expanded.trimStart().length, isNumbered: false };
}

/**
 * Traditional layout (PDF text, typewriter .txt): the element is told by its indent from the
 * action margin: dialogue ~10 characters in, parentheticals ~15, cues ~20, transitions far right.
 */
export function parseIndented(
  rawLines: readonly string[],
  margin: number,
  firstLine = 0,
  tabWidth: TabWidth = 4,
): ScreenplayElement[] {
  const lines = rawLines.map((line) => measureLine(line, tabWidth));
  const elements: ScreenplayElement[] = [];
  let last: ScreenplayElement | undefined;
  let isInDialogue = false;
  let moreSpeaker: string | null = null;
  let speaker: string | null = null;
  /** Where this speech's lines start when a page sets dialogue at the action margin. */
  let speech: { from: number; cue: number } | null = null;
  let index = 0;
  const push = (element: ScreenplayElement) => {
    element.line = firstLine + index;
    elements.push(element);
    last = element;
  };

  for (let i = 0; i < lines.length; i++) {
    index = i;
    const line = lines[i]!;
    const { text } = line;
    const offset = line.indent - margin;
    if (text.length === 0) {
      isInDialogue = false;
      last = undefined;
      continue;
    }
    if (PAGE_MARK.test(text)) continue;
    if (/^\(MORE\)$/i.test(text)) {
      moreSpeaker = speaker;
      continue;
    }
    const isSpeechLine = speech !== null && line.indent >= speech.from - 1 && line.indent < speech.cue;
    if (isInDialogue && ((offset >= 5 && offset < 30) || isSpeechLine)) {
      if (text.startsWith("(") || (last?.type === "parenthetical" && !last.text.endsWith(")"))) {
        if (last?.type === "parenthetical" && !last.text.endsWith(")")) last.text += ` ${text}`;
        else push({ type: "parenthetical", text });
      } else if (last?.type === "dialogue") last.text += `\n${text}`;
      else push({ type: "dialogue", text });
      continue;
    }
    isInDialogue = false;
    speech = null;
    const next = lines[i + 1];
    // A speech may open on a parenthetical set between the cue and its lines: "ELLIE" /
    // "(interrupting)" / "Uh, Alan?".
    const after = lines[i + 2];
    const opensOnParenthetical =
      !!next?.text.startsWith("(") && !!after && next.indent < line.indent && next.indent > after.indent;
    const spoken = opensOnParenthetical ? after : next;
    // pdftotext lays some pages out from their own leftmost text: dialogue then sits at the margin.
    const isMarginSpeech =
      !!spoken?.text &&
      offset >= 10 &&
      offset < 40 &&
      spoken.indent - margin < 5 &&
      spoken.indent <= line.indent - 8 &&
      /\p{Ll}/u.test(spoken.text) &&
      !isSceneHeading(spoken.text);
    if (line.isNumbered || (offset < 8 && isSceneHeading(text))) {
      push(
        line.sceneNumber
          ? { type: "scene-heading", text, sceneNumber: line.sceneNumber }
          : { type: "scene-heading", text },
      );
    } else if (
      isCueLine(text) &&
      !isShotLine(text) &&
      ((offset >= 14 && offset < 34 && next?.text && next.indent - margin >= 5) || isMarginSpeech)
    ) {
      const name = text;
      const isContinuation = moreSpeaker !== null && sameSpeaker(moreSpeaker, name);
      push(
        isContinuation
          ? { type: "character", text: name, isContinuation }
          : { type: "character", text: name },
      );
      speaker = name;
      isInDialogue = true;
      if (isMarginSpeech) speech = { from: spoken!.indent, cue: line.indent };
    } else if (offset >= 30 && !/\p{Ll}/u.test(text)) {
      push({ type: "transition", text });
    } else if (last?.type === "action") {
      last.text += `\n${text}`;
    } else {
      push({ type: "action", text });
    }
    moreSpeaker = null;
  }
  return elements;
}

function sameSpeaker(a: string, b: string): boolean {
  const bare = (cue: string) => cue.replace(/\(.*$/, "").trim();
  return bare(a) === bare(b);
}
