import { eighthsText } from "#analysis/judge/grade-reading";
import { flagsOf, type ScriptModel } from "#analysis/read/script/script-model";
import type { ScriptSection } from "#domain/analysis";
import { an, plural, possessive, proseKind, quoted, spokenForm } from "./report-text";

/** Scene lengths, long blocks and speeches, and the format a reader notices, all by page. */
export function pacingSection(model: ScriptModel, title: string): ScriptSection {
  const { reading } = model;
  if (!model.isScreenplay) {
    return {
      id: "pacing",
      section: "Pacing and Format",
      content: spokenForm(reading.format)
        ? `${title} is ${an(spokenForm(reading.format)!)} of ${plural(model.words, "word")}, with no scene headings or page layout, so its pacing and screenplay format are not read.`
        : `${title} is ${plural(model.words, "word")} of ${proseKind(reading.format)}, so pacing and screenplay format cannot be read from it yet.`,
    };
  }
  const paragraphs: string[] = [];
  const short = model.scenes.filter((scene) => scene.eighths < 4).length;
  const long = model.scenes.filter((scene) => scene.eighths > 24).length;
  const longest = model.longest;
  paragraphs.push(
    `${possessive(title)} ${plural(model.scenes.length, "scene")} run a median of ${eighthsText(model.medianEighths)}; ${short} run under half a page and ${long} over three pages${longest ? `, the longest being scene ${longest.number}${longest.heading ? `, ${longest.heading},` : ""} at ${eighthsText(longest.eighths)} from page ${longest.page}` : ""}.`,
  );
  for (const flag of flagsOf(model, "long-action", "monologue").slice(0, 5))
    paragraphs.push(`Page ${flag.page} (scene ${flag.scene}): ${quoted(flag.quote, 14)}. ${flag.note}`);
  const format = flagsOf(model, "format");
  for (const flag of format.slice(0, 5))
    paragraphs.push(`Page ${flag.page}: ${quoted(flag.quote, 14)}. ${flag.note}`);
  if (format.length === 0) {
    const transitions = model.scenes.filter((scene) => scene.elements.at(-1)?.type === "transition").length;
    paragraphs.push(
      `The format holds: ${plural(model.scenes.filter((scene) => scene.heading).length, "heading")} in capitals, ${transitions} of ${model.scenes.length} scenes closing on a transition, and no run of camera directions in ${plural(reading.pages, "page")}.`,
    );
  }
  for (const flag of flagsOf(model, "language"))
    paragraphs.push(`${flag.note} (page ${flag.page}: ${quoted(flag.quote, 12)})`);
  return { id: "pacing", section: "Pacing and Format", content: paragraphs.join("\n\n") };
}
