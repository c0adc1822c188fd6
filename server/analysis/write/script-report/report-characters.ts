import type { ScriptModel } from "#analysis/read/script/script-model";
import { listPhrase } from "#analysis/read/text/words";
import type { ScriptSection } from "#domain/analysis";
import type { ReadingCharacter } from "#domain/script-reading";
import { characterName } from "#server/screenplay/patterns";
import { nameCase, pagesText, plural, possessive, quoted } from "./report-text";

const SHOWN = 4;

/** Who leads and why, then each main character's path through the acts. */
export function charactersSection(model: ScriptModel, title: string): ScriptSection {
  const { reading } = model;
  const paragraphs: string[] = [];
  const lead = reading.protagonists[0];
  const leadCharacter = reading.characters.find((character) => character.name === lead);
  if (lead && leadCharacter && model.isScreenplay) {
    const partners = new Set(
      model.scenes.filter((scene) => scene.characters.includes(lead)).flatMap((scene) => scene.characters),
    );
    partners.delete(lead);
    const edge = Math.max(1, Math.ceil(reading.pages * 0.1));
    const where = [
      leadCharacter.firstPage <= edge ? `in the first ${edge === 1 ? "page" : plural(edge, "page")}` : null,
      leadCharacter.lastPage > reading.pages - edge
        ? `in the last ${edge === 1 ? "page" : plural(edge, "page")}`
        : null,
    ].filter((part): part is string => !!part);
    const others = reading.protagonists.slice(1).map(nameCase);
    paragraphs.push(
      `We read ${nameCase(lead)} as ${possessive(title)} lead${others.length ? `, with ${listPhrase(others)} beside them` : ""}: present in ${leadCharacter.scenes} of ${model.scenes.length} scenes${where.length ? `, ${listPhrase(where)}` : ""}, sharing scenes with ${plural(partners.size, "other character")}${model.writerLeadNote ? `, and the writer's own note says ${quoted(model.writerLeadNote, 25)}` : ""}.`,
    );
  } else if (lead) {
    const others = reading.characters.slice(1, 5).map((character) => nameCase(character.name));
    paragraphs.push(
      `${title} centres on ${nameCase(lead)}, the character it names most${others.length ? `, with ${listPhrase(others)} also named` : ""}.`,
    );
  } else {
    paragraphs.push(`No character in ${title} is named often enough to read as its lead.`);
  }
  for (const character of reading.characters.slice(0, SHOWN)) {
    if (model.isScreenplay) paragraphs.push(characterPath(model, character));
  }
  const minor = reading.characters.filter((character) => character.speeches <= 2).length;
  if (model.isScreenplay && reading.characters.length > SHOWN)
    paragraphs.push(
      `Beyond them, ${plural(reading.characters.length - SHOWN, "more speaking part")}${minor ? `, ${minor} of them with one or two lines` : ""}.`,
    );
  return { id: "characters", section: "Characters", content: paragraphs.join("\n\n") };
}

function characterPath(model: ScriptModel, character: ReadingCharacter): string {
  const name = nameCase(character.name);
  const aliases = character.aliases.length ? ` (also ${listPhrase(character.aliases.slice(0, 3))})` : "";
  const byAct = model.reading.acts.map((act) => {
    const count = model.scenes.filter(
      (scene) =>
        scene.page >= act.startPage && scene.page <= act.endPage && scene.characters.includes(character.name),
    ).length;
    return `${count} in ${act.label}`;
  });
  const intro = model.introductions.get(character.name);
  const scenesIn = model.scenes.filter((scene) => scene.characters.includes(character.name));
  const last = scenesIn.at(-1);
  const lines = linesOf(model, character);
  const first = lines[0];
  const final = lines.at(-1);
  const parts = [
    `${name}${aliases} is in ${plural(character.scenes, "scene")} on ${pagesText(character.firstPage, character.lastPage)}, with ${plural(character.speeches, "speech", "speeches")} (${plural(character.words, "word")})${byAct.length > 1 ? `: ${listPhrase(byAct)}` : ""}.`,
    intro
      ? `Introduced on page ${intro.page}: ${quoted(intro.text, 28)}.`
      : `${name} is never introduced in the action.`,
    last?.heading && last !== scenesIn[0] ? `Last seen on page ${last.page}, in ${last.heading}.` : "",
    first && final && final.page > first.page
      ? `${name}'s first line, on page ${first.page}: ${quoted(first.text, 18)}; the last, on page ${final.page}: ${quoted(final.text, 18)}.`
      : "",
  ];
  return parts.filter(Boolean).join(" ");
}

/** A character's speeches in order, verbatim, with their pages. */
function linesOf(model: ScriptModel, character: ReadingCharacter): { text: string; page: number }[] {
  const cues = new Set([character.name, ...character.aliases]);
  const lines: { text: string; page: number }[] = [];
  for (const scene of model.scenes) {
    let speaker = "";
    for (const element of scene.elements) {
      if (element.type === "character") speaker = characterName(element.text);
      else if (element.type === "dialogue" && cues.has(speaker))
        lines.push({ text: element.text.replace(/\s+/g, " ").trim(), page: element.page ?? scene.page });
    }
  }
  return lines;
}
