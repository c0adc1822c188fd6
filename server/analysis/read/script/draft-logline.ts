import { nameCase } from "#analysis/read/text/names";
import type { ScriptReading } from "#domain/script-reading";
import { collapseSpaces, headingPlaceName } from "#server/screenplay/patterns";
import type { TitlePageEntry } from "#server/screenplay/screenplay-element";
import type { ScriptModel } from "./script-model";

const LABELLED = /^\s*log\s?-?line\s*[:\-–—]\s*(.+)$/im;

/** The writer's own logline: a title-page key, a note or synopsis, or a "Logline:" line. */
export function writerLogline(
  text: string,
  titlePage: readonly TitlePageEntry[],
  writerTexts: readonly string[],
): ScriptReading["logline"] {
  const entry = titlePage.find((item) => /^log\s?-?line$/i.test(item.key))?.value;
  if (entry) return { text: collapseSpaces(entry), source: "writer" };
  for (const candidate of writerTexts) {
    const match = LABELLED.exec(candidate);
    if (match) return { text: collapseSpaces(match[1]!), source: "writer" };
  }
  const labelled = LABELLED.exec(text);
  if (!labelled) return null;
  // The line runs on until the paragraph ends.
  const start = labelled.index + labelled[0].indexOf(labelled[1]!);
  const paragraph = text.slice(start).split(/\n\s*\n|\f/)[0] ?? labelled[1]!;
  const sentence = collapseSpaces(paragraph);
  return sentence.length >= 20 ? { text: sentence, source: "writer" } : null;
}

/** Ours, marked as drafted: the lead as the script introduces them, the other pole, the ground. */
export function draftLogline(model: ScriptModel): ScriptReading["logline"] {
  const [lead, second] = model.reading.protagonists;
  if (!lead) return null;
  const other =
    second ??
    model.reading.characters.find((character) => character.name !== lead && character.speeches >= 3)?.name;
  const descriptor = descriptorOf(model.introductions.get(lead)?.text ?? "", lead);
  const places = model.scenes
    .filter((scene) => scene.setting)
    .map((scene) => placeOf(scene.heading))
    .filter(Boolean);
  const opening = places[0];
  const closing = places.at(-1);
  const where =
    opening && closing && opening !== closing
      ? `, from ${nameCase(opening)} to ${nameCase(closing)}`
      : opening
        ? `, in and around ${nameCase(opening)}`
        : "";
  const text = `${nameCase(lead)}${descriptor ? `, ${descriptor},` : ""} carries the story${other ? ` opposite ${nameCase(other)}` : ""}${where}.`;
  return { text, source: "drafted" };
}

/** "EDWARD BLOOM (60s), a charming storyteller, leans in." -> "a charming storyteller". */
function descriptorOf(sentence: string, name: string): string {
  const at = sentence.toUpperCase().indexOf(name);
  if (at < 0) return "";
  const rest = sentence
    .slice(at + name.length)
    .replace(/^[\p{Lu}'’ -]*/u, "")
    .replace(/^\s*\([^)]*\)/, "");
  const match = /^\s*,\s*((?:an?|the|his|her|their)\s[^,.;:!?]{3,60})/i.exec(rest);
  return match ? match[1]!.trim() : "";
}

function placeOf(heading: string): string {
  return collapseSpaces(headingPlaceName(heading).replace(/\.\s+.*$/, ""));
}
