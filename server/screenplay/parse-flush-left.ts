import {
  continuesHeading,
  cueWithSpeech,
  hasCueExtension,
  isCueLine,
  isSceneForcedHeading,
  isSceneHeading,
  isTransition,
  stripEmphasis,
} from "./patterns";
import type { ScreenplayElement } from "./screenplay-element";

/**
 * Flush-left screenplay text, read by the Fountain rules (plain screenplay text is valid Fountain):
 * a heading starts INT./EXT. or is forced with ".", a cue is an upper-case line after a blank line
 * with text under it, dialogue runs to the next blank line.
 */
export function parseFlushLeft(lines: readonly string[], firstLine = 0): ScreenplayElement[] {
  const elements: ScreenplayElement[] = [];
  /** Forced headings that name a shot or an object, not a place: scenes only if nothing else is. */
  const shots = new Set<ScreenplayElement>();
  /** Of those, the shots whose sentence the next action paragraph finishes in lower case. */
  const runsOn = new Set<ScreenplayElement>();
  let isInDialogue = false;
  let isAfterBlank = true;
  let last: ScreenplayElement | undefined;
  let index = 0;
  const push = (element: ScreenplayElement) => {
    element.line = firstLine + index;
    elements.push(element);
    last = element;
  };

  for (let i = 0; i < lines.length; i++) {
    index = i;
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
    if (/^={3,}$/.test(line)) continue;
    // A Fountain section ("# ACT ONE"); "#hashtag" with no space is action.
    if (/^#+(\s|(act|part|teaser|cold open|prologue|epilogue|tag)\b)/i.test(line)) {
      const depth = /^#+/.exec(line)![0].length;
      const text = line.slice(depth).trim();
      if (text) push({ type: "section", text, depth });
      continue;
    }
    if (line.startsWith("=")) {
      const text = line.replace(/^=+/, "").trim();
      if (text) push({ type: "synopsis", text });
      continue;
    }
    // "!WARD (CONT'D)" over a speech: an extension only a cue carries marks a cue, whatever the "!"
    // says. With no speech under it, it cues nothing and stays the action the "!" makes it.
    if (line.startsWith("!") && nextLine.length > 0 && hasCueExtension(line) && isCueLine(line.slice(1))) {
      push({ type: "character", text: line.slice(1) });
      isInDialogue = true;
    } else if (line.startsWith("!")) push({ type: "action", text: line.slice(1) });
    else if (/^\.[^.]/.test(line)) {
      const forced = heading(line.slice(1));
      push(forced);
      const next = lines.slice(i + 1).find((after) => after.trim() !== "") ?? "";
      const runs =
        !forced.sceneNumber && !isSceneHeading(forced.text) && continuesHeading(stripEmphasis(next));
      if (runs) runsOn.add(forced);
      if (runs || !isSceneForcedHeading(forced.text)) shots.add(forced);
    } else if (isSceneHeading(line) || NUMBERED_BOTH_SIDES.test(line)) push(heading(line));
    else if (line.startsWith(">") && line.endsWith("<"))
      push({ type: "action", text: line.slice(1, -1).trim() });
    else if (line.startsWith(">")) push({ type: "transition", text: line.slice(1).trim() });
    else if (isTransition(line) && nextLine.length === 0) push({ type: "transition", text: line });
    else if ((line.startsWith("@") || isCueLine(line)) && nextLine.length > 0) {
      const isDual = line.endsWith("^");
      const cue = line.replace(/^@/, "").replace(/\s*\^$/, "");
      push(isDual ? { type: "character", text: cue, isDual } : { type: "character", text: cue });
      isInDialogue = true;
    } else {
      const spoken = cueWithSpeech(line);
      if (!spoken) {
        push({ type: "action", text: line });
        continue;
      }
      push({ type: "character", text: spoken.cue });
      for (const part of spoken.speech)
        push(
          part.startsWith("(") && part.endsWith(")")
            ? { type: "parenthetical", text: part }
            : { type: "dialogue", text: part },
        );
      isInDialogue = true;
    }
  }
  if (elements.some((element) => element.type === "scene-heading" && !shots.has(element))) {
    for (const shot of shots) shot.type = "action";
    // ".THE MAZDA" / "begins to roll down the hill.": one sentence, one paragraph of the scene.
    for (let at = elements.length - 2; at >= 0; at--) {
      const shot = elements[at]!;
      const after = elements[at + 1]!;
      if (!runsOn.has(shot) || after.type !== "action") continue;
      shot.text = `${shot.text} ${after.text}`;
      elements.splice(at + 1, 1);
    }
  }
  // Emphasis may span the lines of an action paragraph ("**Note: ...\n... end**").
  for (const element of elements) element.text = stripEmphasis(element.text);
  return elements;
}

/**
 * A shooting script's heading numbered on both sides, as a PDF's text gives it: "1 INT. CAR ENGINE -
 * NIGHT. 1", "4 INT/EXT. DRIVER'S CAR/ ALVARADO - NIGHT. 4".
 */
const NUMBERED_BOTH_SIDES = /^(\d+[A-Z]?)\s+((?:INT|EXT|I\/E|INT\.?\/EXT|EXT\.?\/INT)[.\s].*?)[.\s]*\s\1$/i;

/** A heading with its Fountain scene number (`INT. HOUSE - DAY #12#`) taken apart. */
function heading(line: string): ScreenplayElement {
  const sides = NUMBERED_BOTH_SIDES.exec(line);
  if (sides?.[1] && sides[2]) return { type: "scene-heading", text: sides[2].trim(), sceneNumber: sides[1] };
  const numbered = /\s*#([^#]*)#\s*$/.exec(line);
  const text = (numbered ? line.slice(0, numbered.index) : line).trim();
  const sceneNumber = numbered?.[1]?.trim();
  return sceneNumber ? { type: "scene-heading", text, sceneNumber } : { type: "scene-heading", text };
}
