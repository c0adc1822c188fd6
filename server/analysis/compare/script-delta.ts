import type { ReadingFlag, ScriptReading } from "#domain/script-reading";
import type { DeltaFlag, GridChange, ScriptDelta, StripScene } from "#domain/version-delta";
import { type DraftScene, draftScenes, type WordIds, wordId, wordsOf } from "./draft-scenes";
import { type HeadingKey, matchScenes, movedPairs, type ScenePair } from "./match-scenes";
import { summarizeScriptDelta } from "./summarize-script-delta";

export interface ScriptDraft {
  text: string;
  reading: ScriptReading;
}

/** Share of a character's speeches in matched scenes that must go on under the new name. */
const RENAME_LINES_SHARE = 0.5;
/** For a character who never speaks: share of their matched scenes the new name must be in. */
const RENAME_SCENES_SHARE = 0.8;
const OPENING_LABEL = "(opening, before the first scene heading)";

/**
 * Draft one against draft two of one script (product.md "What changed"): the scenes matched by
 * heading and content, the characters (a rename is a character whose scenes and lines go on
 * under a new name), the reader's notes, the grid and the verdict.
 */
export function compareScripts(
  from: ScriptDraft & { id: string; date: string },
  to: ScriptDraft,
): ScriptDelta {
  const dictionary: WordIds = new Map();
  const oldScenes = draftScenes(from.text, from.reading, dictionary);
  const newScenes = draftScenes(to.text, to.reading, dictionary);
  const firstPairs = matchScenes(oldScenes, newScenes, headingKeys(new Map()));
  const renamed = findRenames(from.reading, to.reading, firstPairs);
  const wordMap = renameWords(renamed);
  const idMap = new Map(
    [...wordMap].map(([old, renamedTo]) => [wordId(dictionary, old), wordId(dictionary, renamedTo)] as const),
  );
  const headingKey = headingKeys(wordMap);
  const pairs = wordMap.size > 0 ? matchScenes(oldScenes, newScenes, headingKey, idMap) : firstPairs;
  const moved = movedPairs(pairs);
  const matchedFrom = new Map(pairs.map((pair) => [pair.from.index, pair]));
  const matchedTo = new Map(pairs.map((pair) => [pair.to.index, pair]));
  const revised = pairs.filter((pair) => !pair.identical && !sameWords(pair, idMap, headingKey));

  const oldNames = new Set(from.reading.characters.map((character) => character.name));
  const newNames = new Set(to.reading.characters.map((character) => character.name));
  const renamedFrom = new Set(renamed.map((rename) => rename.from));
  const renamedTo = new Set(renamed.map((rename) => rename.to));
  const flags = compareFlags(from.reading.flags, to.reading.flags, wordMap);
  const revisedSet = new Set(revised);
  const changeOf = (pair: ScenePair): StripScene["change"] =>
    moved.has(pair) ? "moved" : revisedSet.has(pair) ? "revised" : "kept";

  const delta: Omit<ScriptDelta, "summary"> = {
    kind: "script",
    fromId: from.id,
    date: from.date,
    pages: { from: from.reading.pages, to: to.reading.pages },
    runtimeMinutes: { from: from.reading.runtimeMinutes, to: to.reading.runtimeMinutes },
    scenes: {
      added: newScenes.filter((scene) => !matchedTo.has(scene.index)).map(label),
      removed: oldScenes.filter((scene) => !matchedFrom.has(scene.index)).map(label),
      moved: [...moved].map((pair) => label(pair.to)),
      revised: revised.map((pair) => label(pair.to)),
    },
    characters: {
      added: [...newNames].filter((name) => !oldNames.has(name) && !renamedTo.has(name)),
      removed: [...oldNames].filter((name) => !newNames.has(name) && !renamedFrom.has(name)),
      renamed,
    },
    flags,
    grid: compareGrid(from.reading, to.reading),
    verdict: { from: from.reading.verdict.script, to: to.reading.verdict.script },
    strip: {
      from: oldScenes.map((scene) => strip(scene, matchedFrom.get(scene.index), changeOf, "removed")),
      to: newScenes.map((scene) => strip(scene, matchedTo.get(scene.index), changeOf, "added")),
    },
  };
  return { ...delta, summary: summarizeScriptDelta(delta) };
}

function label(scene: DraftScene): string {
  return scene.heading || OPENING_LABEL;
}

function strip(
  scene: DraftScene,
  pair: ScenePair | undefined,
  changeOf: (pair: ScenePair) => StripScene["change"],
  unmatched: "added" | "removed",
): StripScene {
  return { page: scene.page, eighths: scene.eighths, change: pair ? changeOf(pair) : unmatched };
}

function headingKeys(wordMap: ReadonlyMap<string, string>): HeadingKey {
  return (scene, side) =>
    wordsOf(scene.heading)
      .map((word) => (side === "from" ? (wordMap.get(word) ?? word) : word))
      .join(" ");
}

function sameWords(pair: ScenePair, idMap: ReadonlyMap<number, number>, headingKey: HeadingKey): boolean {
  const a = pair.from.words;
  const b = pair.to.words;
  if (a.length !== b.length) return false;
  for (let index = 0; index < a.length; index++)
    if ((idMap.get(a[index]!) ?? a[index]) !== b[index]) return false;
  return headingKey(pair.from, "from") === headingKey(pair.to, "to");
}

/**
 * A character of draft one missing from draft two is renamed when, in the scenes both drafts
 * share, their speeches go on under one new name (or, for a silent character, that name stands
 * in their scenes).
 */
function findRenames(
  from: ScriptReading,
  to: ScriptReading,
  pairs: readonly ScenePair[],
): { from: string; to: string }[] {
  const newNames = new Set(to.characters.map((character) => character.name));
  const oldNames = new Set(from.characters.map((character) => character.name));
  const gone = from.characters.map((character) => character.name).filter((name) => !newNames.has(name));
  const arrived = to.characters.map((character) => character.name).filter((name) => !oldNames.has(name));
  if (gone.length === 0 || arrived.length === 0) return [];
  const renames: { from: string; to: string }[] = [];
  const taken = new Set<string>();
  for (const name of gone) {
    let best: { name: string; share: number } | null = null;
    const pairsWith = pairs.filter((pair) => pair.from.characters.includes(name));
    if (pairsWith.length === 0) continue;
    const lines = pairsWith.flatMap((pair) =>
      (pair.from.speeches.get(name) ?? []).map((line) => ({ pair, line })),
    );
    for (const candidate of arrived) {
      if (taken.has(candidate)) continue;
      const share =
        lines.length > 0
          ? lines.filter(({ pair, line }) => pair.to.speeches.get(candidate)?.includes(line)).length /
            lines.length
          : pairsWith.filter((pair) => pair.to.characters.includes(candidate)).length / pairsWith.length;
      const needed = lines.length > 0 ? RENAME_LINES_SHARE : RENAME_SCENES_SHARE;
      if (share >= needed && (!best || share > best.share)) best = { name: candidate, share };
    }
    if (best) {
      taken.add(best.name);
      renames.push({ from: name, to: best.name });
    }
  }
  return renames;
}

/** The words that differ between an old name and its new one, paired in order ("edward" -> "eddie"). */
function renameWords(renames: readonly { from: string; to: string }[]): Map<string, string> {
  const map = new Map<string, string>();
  for (const rename of renames) {
    const oldWords = wordsOf(rename.from);
    const newWords = wordsOf(rename.to);
    const dropped = oldWords.filter((word) => !newWords.includes(word));
    const added = newWords.filter((word) => !oldWords.includes(word));
    if (dropped.length !== added.length) continue;
    for (const [index, word] of dropped.entries()) map.set(word, added[index]!);
  }
  return map;
}

function flagKey(flag: ReadingFlag, wordMap: ReadonlyMap<string, string>): string {
  const text = flag.quote || flag.note;
  return `${flag.kind}|${wordsOf(text)
    .map((word) => wordMap.get(word) ?? word)
    .join(" ")}`;
}

function compareFlags(
  from: readonly ReadingFlag[],
  to: readonly ReadingFlag[],
  wordMap: ReadonlyMap<string, string>,
): ScriptDelta["flags"] {
  const waiting = new Map<string, ReadingFlag[]>();
  for (const flag of from) {
    const key = flagKey(flag, wordMap);
    const list = waiting.get(key);
    if (list) list.push(flag);
    else waiting.set(key, [flag]);
  }
  const added: DeltaFlag[] = [];
  let kept = 0;
  for (const flag of to) {
    if (waiting.get(flagKey(flag, new Map()))?.shift()) kept++;
    else added.push(deltaFlag(flag));
  }
  const resolved = [...waiting.values()]
    .flat()
    .sort((a, b) => a.page - b.page)
    .map(deltaFlag);
  return { resolved, added, kept };
}

function deltaFlag(flag: ReadingFlag): DeltaFlag {
  return { kind: flag.kind, page: flag.page, quote: flag.quote };
}

function compareGrid(from: ScriptReading, to: ScriptReading): GridChange[] {
  const before = new Map(from.grid.map((row) => [row.item, row]));
  return to.grid.flatMap((row) => {
    const old = before.get(row.item);
    return old && old.rating !== row.rating
      ? [{ item: row.item, from: old.rating, to: row.rating, why: row.evidence }]
      : [];
  });
}
