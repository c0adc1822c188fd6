import { countWords } from "#analysis/read/text/words";
import type { ReadingFlag } from "#domain/script-reading";

import type { SceneModel } from "./scene-model";

const MIN_SCENE_WORDS = 25;

/** Scenes repeated word for word: a block pasted twice, a scene left in two places. */
export function findDuplicates(scenes: readonly SceneModel[]): ReadingFlag[] {
  const seen = new Map<string, number>();
  const repeats: { scene: SceneModel; of: SceneModel }[] = [];
  scenes.forEach((scene, index) => {
    const body = scene.elements
      .filter((element) => element.type !== "note" && element.type !== "section")
      .map((element) => element.text.replace(/\s+/g, " ").trim().toLowerCase())
      .join("|");
    if (countWords(body) < MIN_SCENE_WORDS) return;
    const first = seen.get(body);
    if (first === undefined) seen.set(body, index);
    else repeats.push({ scene, of: scenes[first]! });
  });
  const flags: ReadingFlag[] = [];
  for (let i = 0; i < repeats.length; i++) {
    const start = repeats[i]!;
    let end = i;
    while (
      end + 1 < repeats.length &&
      repeats[end + 1]!.scene.number === repeats[end]!.scene.number + 1 &&
      repeats[end + 1]!.of.number === repeats[end]!.of.number + 1
    )
      end++;
    const last = repeats[end]!;
    const span =
      end === i
        ? `Scene ${start.scene.number} repeats scene ${start.of.number} (page ${start.of.page}) word for word`
        : `Scenes ${start.scene.number}–${last.scene.number} repeat scenes ${start.of.number}–${last.of.number} (from page ${start.of.page}) word for word`;
    flags.push({
      kind: "duplicate",
      page: start.scene.page,
      scene: start.scene.number,
      quote: start.scene.heading || start.scene.elements[0]?.text.trim() || "",
      note: `${span}; cut the copy.`,
    });
    i = end;
  }
  return flags;
}
