import { readScriptModel } from "#analysis/read/script/read-script";

/** What the script reader makes of an extracted text: tests of extraction check its fidelity here. */
export function scriptFacts(text: string) {
  const { reading, title, isScreenplay } = readScriptModel(text);
  return {
    isScreenplay,
    title,
    pages: reading.pages,
    /** Scenes under a heading (the reader also counts an opening before the first heading). */
    scenes: reading.scenes.filter((scene) => scene.heading).length,
    /** Those who speak, most words first. */
    speakers: reading.characters
      .filter((character) => character.speeches > 0)
      .sort((a, b) => b.words - a.words || a.name.localeCompare(b.name))
      .map((character) => character.name),
  };
}
