import type { ScriptModel } from "#analysis/read/script/script-model";
import type { ScriptSection } from "#domain/analysis";
import { collapseSpaces } from "#server/screenplay/patterns";
import { an, formatName, nameCase, pagesText, possessive, quoted, spokenForm } from "./report-text";

/** Who wants what and what stands in the way, quoted from the pages; said plainly when not found. */
function premiseText(model: ScriptModel): string | null {
  const premise = model.premise;
  if (!premise) return null;
  const lead = nameCase(premise.lead);
  const { want, obstacle } = premise;
  if (!want)
    return `The premise, as we read it: no line of ${possessive(lead)} and no line of action says what ${lead} wants, so we cannot state who wants what and what stands in the way without inventing it.`;
  const source = want.speaker
    ? `in ${possessive(lead)} own words${want.listener ? ` to ${nameCase(want.listener)}` : ""} on page ${want.page}: ${quoted(want.quote, 40)}`
    : `as the action puts it on page ${want.page}: ${quoted(want.quote, 40)}`;
  const against = obstacle
    ? `What stands in the way, on page ${obstacle.page}${obstacle.speaker ? ` (${nameCase(obstacle.speaker)})` : ""}: ${quoted(obstacle.quote, 40)}.`
    : `No later line we can quote blocks that want, so what stands in ${possessive(lead)} way is for a reader to name.`;
  return `The premise, as we read it: ${possessive(lead)} want, ${source}. ${against}`;
}

/** What the story is: the synopsis by act, the logline, and where the pages really open. */
export function storySection(model: ScriptModel, title: string): ScriptSection {
  const { reading } = model;
  const paragraphs = reading.synopsis
    .split(/\s(?=(?:Act|Part|Teaser|Cold Open|Tag|Prologue|Epilogue)\b[^()]{0,40}\((?:pages?) \d)/)
    .map((part) => part.trim())
    .filter(Boolean);
  const premise = premiseText(model);
  if (premise) paragraphs.push(premise);
  const logline = reading.logline;
  paragraphs.push(
    logline?.source === "writer"
      ? `The writer's own logline for ${title}: ${quoted(logline.text, 60)}.`
      : logline
        ? `${title} carries no logline of its own; ours, drafted from the want on the pages and not the writer's: ${quoted(logline.text, 60)}`
        : reading.protagonists[0] && model.premise
          ? `${title} carries no logline, and we draft none: a logline needs the lead's want in words the pages give.`
          : `${title} carries no logline, and no character leads it clearly enough for us to draft one.`,
  );
  const opening = model.scenes.find((scene) => scene.elements.some((element) => element.type === "action"));
  if (opening) {
    const action = opening.elements.find((element) => element.type === "action")!;
    const first = collapseSpaces(action.text).split(/(?<=[.!?])\s/)[0] ?? "";
    // The title page is named, never quoted: credits, contacts and URLs are not the story.
    const credits = model.credits.length
      ? " The title page before it is set aside: it is not the story's opening."
      : "";
    paragraphs.push(
      `The story opens on ${pagesText(opening.page, opening.page)}${opening.heading ? ` at ${opening.heading}` : ""}: ${quoted(first, 30)}.${credits}`,
    );
  }
  if (model.writerSynopses.length)
    paragraphs.push(
      `${title} keeps ${model.writerSynopses.length} synopsis ${model.writerSynopses.length === 1 ? "line" : "lines"} of the writer's own, beginning ${quoted(model.writerSynopses[0]!, 20)}; the synopsis above starts from them.`,
    );
  if (!model.isScreenplay && reading.protagonists[0])
    paragraphs.push(
      `${title} is ${spokenForm(reading.format) ? an(spokenForm(reading.format)!) : formatName(reading.format)} rather than screenplay pages, centred on ${nameCase(reading.protagonists[0])}.`,
    );
  return { id: "story", section: "The Story", content: paragraphs.join("\n\n") };
}
