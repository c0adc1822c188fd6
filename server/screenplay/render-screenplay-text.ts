import { capitalise } from "#analysis/read/text/words";
import { isCueLine, isSceneHeading, isTransition } from "./patterns";
import type { ParsedScreenplay, ScreenplayElement } from "./screenplay-element";

/**
 * Elements -> conventional flush-left screenplay text (blank line between blocks, cue in caps with
 * its dialogue under it). Fountain's forcing marks are added only where a line would otherwise be
 * read as another element, so `parseScreenplayText(render(x))` gives back the elements of x.
 */
export function renderScreenplayText(parsed: Pick<ParsedScreenplay, "titlePage" | "elements">): string {
  const blocks: string[][] = [];
  const titlePage = parsed.titlePage.map((entry) => `${capitalise(entry.key)}: ${oneLine(entry.value)}`);
  if (titlePage.length > 0) blocks.push(titlePage);
  let speech: string[] | null = null;
  for (const element of parsed.elements) {
    if (speech && (element.type === "parenthetical" || element.type === "dialogue")) {
      speech.push(...speechLines(element));
      continue;
    }
    speech = null;
    if (element.type === "character") {
      const cue = isCueLine(element.text) ? element.text : `@${element.text}`;
      speech = [element.isDual ? `${cue} ^` : cue];
      blocks.push(speech);
    } else blocks.push([renderBlock(element)]);
  }
  return `${blocks
    .filter((block) => block.length > 0)
    .map((block) => block.join("\n"))
    .join("\n\n")}\n`;
}

function speechLines(element: ScreenplayElement): string[] {
  if (element.type === "parenthetical") {
    const text = oneLine(element.text);
    return [/^\(.*\)$/.test(text) ? text : `(${text.replace(/^\(|\)$/g, "")})`];
  }
  return element.text
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);
}

function renderBlock(element: ScreenplayElement): string {
  const lines = element.text
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);
  const text = lines.join("\n");
  switch (element.type) {
    case "scene-heading": {
      const heading = isSceneHeading(text) ? oneLine(text) : `.${oneLine(text)}`;
      return element.sceneNumber ? `${heading} #${element.sceneNumber}#` : heading;
    }
    case "section":
      return `${"#".repeat(element.depth ?? 1)} ${oneLine(text)}`;
    case "synopsis":
      return `= ${oneLine(text)}`;
    case "note":
      return `[[${text.replace(/\]\]/g, "] ]")}]]`;
    case "transition":
      return isTransition(text) ? oneLine(text) : `> ${oneLine(text)}`;
    default:
      return needsForcing(lines) ? `!${text}` : text;
  }
}

/** Would the first line of this action paragraph be read as a heading, cue, transition or markup? */
function needsForcing(lines: readonly string[]): boolean {
  const first = lines[0] ?? "";
  if (/^[!.>@#=~]/.test(first) || /^\/\*|^\[\[/.test(first)) return true;
  if (isSceneHeading(first) || (isTransition(first) && lines.length === 1)) return true;
  return isCueLine(first) && lines.length > 1;
}

function oneLine(text: string): string {
  return text.replace(/\s*\n\s*/g, " ").trim();
}
