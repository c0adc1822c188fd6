import { isCueLine, isSceneHeading, isTransition, stripEmphasis } from "./patterns";
import type { ScreenplayElement } from "./screenplay-element";

/**
 * Flush-left screenplay text, read by the Fountain rules (plain screenplay text is valid Fountain):
 * a heading starts INT./EXT. or is forced with ".", a cue is an upper-case line after a blank line
 * with text under it, dialogue runs to the next blank line.
 */
export function parseFlushLeft(lines: readonly string[]): ScreenplayElement[] {
  const elements: ScreenplayElement[] = [];
  let isInDialogue = false;
  let isAfterBlank = true;
  let last: ScreenplayElement | undefined;
  const push = (element: ScreenplayElement) => {
    elements.push(element);
    last = element;
  };

  for (let i = 0; i < lines.length; i++) {
    const line = stripEmphasis((lines[i] ?? "").trim());
    if (line.length === 0) {
      isInDialogue = false;
      isAfterBlank = true;
      last = undefined;
      continue;
    }
    const nextLine = (lines[i + 1] ?? "").trim();
    if (isInDialogue) {
      if (line.startsWith("(") && line.endsWith(")")) push({ type: "parenthetical", text: line });
      else if (last?.type === "dialogue") last.text += `\n${line}`;
      else push({ type: "dialogue", text: line });
      continue;
    }
    if (last?.type === "action" && !isAfterBlank) {
      last.text += `\n${line.replace(/^!/, "")}`;
      continue;
    }
    isAfterBlank = false;
    if (/^(={3,}|#|=)/.test(line)) continue;
    if (line.startsWith("!")) push({ type: "action", text: line.slice(1) });
    else if (/^\.[^.]/.test(line)) push({ type: "scene-heading", text: cleanHeading(line.slice(1)) });
    else if (isSceneHeading(line)) push({ type: "scene-heading", text: cleanHeading(line) });
    else if (line.startsWith(">") && line.endsWith("<"))
      push({ type: "action", text: line.slice(1, -1).trim() });
    else if (line.startsWith(">")) push({ type: "transition", text: line.slice(1).trim() });
    else if (isTransition(line) && nextLine.length === 0) push({ type: "transition", text: line });
    else if ((line.startsWith("@") || isCueLine(line)) && nextLine.length > 0) {
      const isDual = line.endsWith("^");
      const cue = line.replace(/^@/, "").replace(/\s*\^$/, "");
      push(isDual ? { type: "character", text: cue, isDual } : { type: "character", text: cue });
      isInDialogue = true;
    } else push({ type: "action", text: line });
  }
  // Emphasis may span the lines of an action paragraph ("**Note: ...\n... end**").
  for (const element of elements) element.text = stripEmphasis(element.text);
  return elements;
}

function cleanHeading(heading: string): string {
  return heading.replace(/\s*#[^#]*#\s*$/, "").trim();
}
