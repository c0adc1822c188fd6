import type { ScriptModel } from "#analysis/read/script/script-model";
import type { ScriptSection } from "#domain/analysis";
import { collapseSpaces } from "#server/screenplay/patterns";
import { nameCase, pagesText, quoted } from "./report-text";

/** What the story is: the synopsis by act, the logline, and where the pages really open. */
export function storySection(model: ScriptModel, title: string): ScriptSection {
  const { reading } = model;
  const paragraphs = reading.synopsis
    .split(/\s(?=(?:Act|Part|Teaser|Cold Open|Tag|Prologue|Epilogue)\b[^()]{0,40}\((?:pages?) \d)/)
    .map((part) => part.trim())
    .filter(Boolean);
  const logline = reading.logline;
  paragraphs.push(
    logline?.source === "writer"
      ? `The writer's own logline for ${title}: ${quoted(logline.text, 60)}.`
      : logline
        ? `${title} carries no logline of its own; ours, drafted from the pages and not the writer's: ${quoted(logline.text, 60)}`
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
      `${title} is prose rather than screenplay pages, centred on ${nameCase(reading.protagonists[0])}.`,
    );
  return { id: "story", section: "The Story", content: paragraphs.join("\n\n") };
}
