import { estimatePages } from "#server/screenplay/estimate-pages";
import { characterName, headingParts } from "#server/screenplay/patterns";
import type { ParsedScreenplay, ScreenplayElement } from "#server/screenplay/screenplay-element";

/** One scene of the script as the outline reads it: where, when, who, and what happens. */
export interface StoryScene {
  number: number;
  heading: string;
  /** The location of the heading, without INT./EXT. and time of day. */
  place: string;
  /** The production location with its sets grouped ("BLOOM HOUSE" for its kitchen), where the breakdown was read. */
  location?: string;
  time: string;
  page: number;
  /** Canonical cue names of the people who speak in the scene. */
  speakers: string[];
  /** Action paragraphs, flattened to one line each. */
  action: string[];
  lines: { speaker: string; text: string }[];
}

function flat(text: string): string {
  return text
    .replace(/\s+/g, " ")
    .replace(/\*+|_+/g, "")
    .trim();
}

export interface StoryScript {
  scenes: StoryScene[];
  /** Title-page entries ("Author", "Source", "Credit"...). */
  titlePage: { key: string; value: string }[];
  /** Action before the first scene heading: a writer's note or the opening image. */
  opening: string[];
  /** Dialogue before the first scene heading (an opening voice-over). */
  openingLines: { speaker: string; text: string }[];
}

/** The scenes of a parse the reader took for prose, in order, each with its page, speakers, action and dialogue. */
export function storyScriptFromParse({ elements, titlePage }: ParsedScreenplay): StoryScript {
  const scenes: StoryScene[] = [];
  const opening: string[] = [];
  const openingLines: { speaker: string; text: string }[] = [];
  let current: StoryScene | null = null;
  let speaker: string | null = null;
  elements.forEach((element: ScreenplayElement, index) => {
    if (element.type === "scene-heading") {
      const heading = flat(element.text);
      current = {
        number: scenes.length + 1,
        heading,
        ...headingParts(heading),
        page: estimatePages(elements.slice(0, index + 1)),
        speakers: [],
        action: [],
        lines: [],
      };
      scenes.push(current);
      return;
    }
    if (!current) {
      if (element.type === "action") opening.push(flat(element.text));
      if (element.type === "character") speaker = characterName(element.text);
      if (element.type === "dialogue" && speaker) openingLines.push({ speaker, text: flat(element.text) });
      return;
    }
    const scene: StoryScene = current;
    if (element.type === "action") scene.action.push(flat(element.text));
    else if (element.type === "character") {
      speaker = characterName(element.text);
      if (!scene.speakers.includes(speaker)) scene.speakers.push(speaker);
    } else if (element.type === "dialogue" && speaker)
      scene.lines.push({ speaker, text: flat(element.text) });
  });
  return { scenes, titlePage, opening, openingLines };
}
