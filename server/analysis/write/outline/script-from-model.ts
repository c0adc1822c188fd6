import type { ScriptModel } from "#analysis/read/script/script-model";
import type { ScriptReading } from "#domain/script-reading";
import { characterName, headingParts } from "#server/screenplay/patterns";
import type { StoryScene, StoryScript } from "./script-scenes";

function flat(text: string): string {
  return text
    .replace(/\s+/g, " ")
    .replace(/\*+|_+/g, "")
    .trim();
}

/** The reader's canonical name for a cue: `YOUNG EDWARD` -> `EDWARD`. */
function canonicalOf(reading: ScriptReading, cue: string): string {
  const upper = characterName(cue);
  const found = reading.characters.find(
    (character) =>
      character.name === upper || character.aliases.some((alias) => alias.toUpperCase() === upper),
  );
  return found?.name ?? upper;
}

/**
 * The outline's view of the reader's scenes: the same numbers and pages as the script report,
 * with each scene's action and lines. Text before the first heading is the script's opening.
 */
export function storyScriptFromModel(model: ScriptModel): StoryScript {
  const locations = new Map((model.breakdown?.scenes ?? []).map((row) => [row.number, row.location]));
  const scenes: StoryScene[] = [];
  const opening: string[] = [];
  const openingLines: { speaker: string; text: string }[] = [];
  for (const scene of model.scenes) {
    const action: string[] = [];
    const lines: { speaker: string; text: string }[] = [];
    const speakers: string[] = [];
    let speaker: string | null = null;
    for (const element of scene.elements) {
      if (element.type === "action") action.push(flat(element.text));
      else if (element.type === "character") {
        speaker = canonicalOf(model.reading, element.text);
        if (!speakers.includes(speaker)) speakers.push(speaker);
      } else if (element.type === "dialogue" && speaker) lines.push({ speaker, text: flat(element.text) });
    }
    if (!scene.heading.trim()) {
      opening.push(...action);
      openingLines.push(...lines);
      continue;
    }
    const heading = flat(scene.heading);
    scenes.push({
      number: scene.number,
      heading,
      ...headingParts(heading),
      ...(locations.get(scene.number) ? { location: locations.get(scene.number) } : {}),
      page: scene.page,
      speakers,
      action,
      lines,
    });
  }
  const titlePage = model.credits.map((credit) => {
    const at = credit.indexOf(":");
    return { key: credit.slice(0, at).trim(), value: credit.slice(at + 1).trim() };
  });
  return { scenes, titlePage, opening, openingLines };
}
