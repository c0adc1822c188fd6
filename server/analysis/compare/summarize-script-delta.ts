import { capitalise } from "#analysis/read/text/words";
import type { ScriptDelta } from "#domain/version-delta";

function count(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

function list(parts: readonly string[]): string {
  if (parts.length <= 1) return parts.join("");
  return `${parts.slice(0, -1).join(", ")} and ${parts.at(-1)}`;
}

function names(values: readonly string[]): string {
  const shown = values.slice(0, 3);
  const rest = values.length - shown.length;
  return list(rest > 0 ? [...shown, count(rest, "other")] : shown);
}

/** Two or three sentences: the pages, the people (when they changed), the notes and the verdict. */
export function summarizeScriptDelta(delta: Omit<ScriptDelta, "summary">): string {
  const { scenes, characters, flags, pages, verdict } = delta;
  const sceneParts = [
    scenes.removed.length > 0 ? `cuts ${count(scenes.removed.length, "scene")}` : "",
    scenes.added.length > 0 ? `adds ${count(scenes.added.length, "scene")}` : "",
    scenes.moved.length > 0 ? `moves ${count(scenes.moved.length, "scene")}` : "",
    scenes.revised.length > 0 ? `rewrites ${count(scenes.revised.length, "scene")}` : "",
  ].filter(Boolean);
  const pageChange = pages.to - pages.from;
  const length =
    pageChange === 0
      ? `it still runs ${count(pages.to, "page")}`
      : `it runs ${count(pages.to, "page")}, ${Math.abs(pageChange)} ${pageChange > 0 ? "more" : "fewer"} than before`;
  const characterParts = [
    ...characters.renamed.map((rename) => `${rename.from} is now ${rename.to}`),
    characters.added.length > 0
      ? `${names(characters.added)} ${characters.added.length === 1 ? "is" : "are"} new`
      : "",
    characters.removed.length > 0
      ? `${names(characters.removed)} ${characters.removed.length === 1 ? "is" : "are"} gone`
      : "",
  ].filter(Boolean);
  const nothing = sceneParts.length === 0 && characterParts.length === 0 && pageChange === 0;
  const first = nothing
    ? `Nothing changed on the pages: the same ${count(delta.strip.to.length, "scene")} in the same order, ${count(pages.to, "page")}.`
    : `This draft ${sceneParts.length > 0 ? list(sceneParts) : "keeps every scene"}; ${length}.`;
  const second = characterParts.length > 0 ? `${capitalise(list(characterParts))}.` : "";
  const notes = [
    flags.resolved.length > 0 ? `${flags.resolved.length} resolved` : "",
    flags.added.length > 0 ? `${flags.added.length} new` : "",
    flags.kept > 0 ? `${flags.kept} still standing` : "",
  ].filter(Boolean);
  const verdictWords =
    verdict.from === verdict.to
      ? `the verdict stays ${verdict.to}`
      : `the verdict moves from ${verdict.from} to ${verdict.to}`;
  const third =
    notes.length > 0
      ? `Of the reader's notes, ${list(notes)}; ${verdictWords}.`
      : `The reader has no notes on either draft; ${verdictWords}.`;
  return [first, second, third].filter(Boolean).join(" ");
}
