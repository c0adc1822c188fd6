import { languageName } from "#analysis/read/script/language";
import { flagsOf, type ScriptModel } from "#analysis/read/script/script-model";
import { countWords } from "#analysis/read/text/words";
import type { ScriptSection } from "#domain/analysis";
import { characterName, collapseSpaces } from "#server/screenplay/patterns";
import { an, nameCase, percentOf, plural, possessive, proseKind, quoted, spokenForm } from "./report-text";

/** How the script talks: share, who speaks, quoted lines with pages, and the lines that explain. */
export function dialogueSection(model: ScriptModel, title: string): ScriptSection {
  const { reading } = model;
  const form = spokenForm(reading.format);
  if (!model.isScreenplay) {
    const [lead] = reading.characters;
    return {
      id: "dialogue",
      section: "Dialogue",
      content:
        form && lead
          ? `${title} is ${an(form)}: its speeches are counted (${nameCase(lead.name)} speaks ${plural(lead.speeches, "time")}), not judged against screenplay dialogue patterns.`
          : `${title} has no dialogue set out as speeches: it is ${plural(model.words, "word")} of ${proseKind(reading.format)}.`,
    };
  }
  const paragraphs: string[] = [];
  const quarters = model.dialogueByQuarter.map(percentOf).join(", ");
  const spoken = reading.characters.reduce((sum, character) => sum + character.words, 0) || 1;
  const top = reading.characters
    .filter((character) => character.words > 0)
    .sort((a, b) => b.words - a.words)
    .slice(0, 3)
    .map((character) => `${nameCase(character.name)} ${percentOf(character.words / spoken)}`);
  paragraphs.push(
    `${percentOf(model.dialogueShare)} of ${possessive(title)} words are spoken (by quarter of the script: ${quarters})${top.length > 0 ? `; of the dialogue, ${top.join(", ")}` : ""}.`,
  );
  if (reading.language !== "en") {
    paragraphs.push(
      `The dialogue is in ${languageName(reading.language)}, so we run no English phrase checks on it; ${representative(model)}`,
    );
    return { id: "dialogue", section: "Dialogue", content: paragraphs.join("\n\n") };
  }
  const craft = flagsOf(model, "exposition", "on-the-nose");
  for (const flag of craft.slice(0, 4))
    paragraphs.push(`Page ${flag.page}: ${quoted(flag.quote, 35)}. ${flag.note}`);
  if (craft.length === 0)
    paragraphs.push(
      `No line in ${possessive(title)} ${plural(reading.pages, "page")} tells a listener what they already know or names a feeling outright; ${representative(model)}`,
    );
  for (const naming of model.namings)
    paragraphs.push(
      `${nameCase(naming.speaker)} says the listener's name in ${naming.named} of ${naming.speeches} speeches, as on page ${naming.page}: ${quoted(naming.quote, 25)}. People rarely name whoever they are talking to.`,
    );
  return { id: "dialogue", section: "Dialogue", content: paragraphs.join("\n\n") };
}

/** A line of the lead's from the middle of the script, quoted with its page. */
function representative(model: ScriptModel): string {
  const lead = model.reading.protagonists[0];
  const middle = model.reading.pages / 2;
  const leadCues = new Set([lead, ...(model.reading.characters.find((c) => c.name === lead)?.aliases ?? [])]);
  let best: { text: string; page: number; distance: number } | null = null;
  for (const scene of model.scenes) {
    let speaker = "";
    for (const element of scene.elements) {
      if (element.type === "character") speaker = characterName(element.text);
      if (element.type !== "dialogue" || (lead && !leadCues.has(speaker))) continue;
      const words = countWords(element.text);
      if (words < 6 || words > 30) continue;
      const page = element.page ?? scene.page;
      const distance = Math.abs(page - middle);
      if (!best || distance < best.distance) best = { text: collapseSpaces(element.text), page, distance };
    }
  }
  const speeches = model.reading.characters.reduce((sum, character) => sum + character.speeches, 0);
  const words = model.reading.characters.reduce((sum, character) => sum + character.words, 0);
  return best
    ? `${lead ? `${nameCase(lead)} on` : "from"} page ${best.page}: ${quoted(best.text, 30)}.`
    : `its ${plural(speeches, "speech", "speeches")} average ${plural(Math.round(words / Math.max(1, speeches)), "word")}.`;
}
