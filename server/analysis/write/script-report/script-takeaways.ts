import { EXPECTED_PAGES } from "#analysis/judge/grade-reading";
import { flagsOf, type ScriptModel } from "#analysis/read/script/script-model";
import { formatName, nameCase, possessive, proseKind, quoted, spokenForm } from "./report-text";

/**
 * Next steps, each tied to a page of this script. Notes that quote the pages come first; notes
 * from counts alone (length) come after them, so the first takeaway is never a sentence that any
 * script of that length would get.
 */
export function scriptTakeaways(model: ScriptModel, title: string): string[] {
  const { reading } = model;
  const takeaways: string[] = [];
  const counted: string[] = [];
  const [low, high] = EXPECTED_PAGES[reading.format];
  // A reader flags length only well past the range: a few pages over is not a note.
  if (model.isScreenplay && reading.pages > Math.round(high * 1.1))
    counted.push(
      `Trim ${title} from ${reading.pages} pages toward ${high}: at ${reading.pages - high} pages over, ${formatName(reading.format)} readers will notice.`,
    );
  if (model.isScreenplay && reading.pages < low && reading.format !== "short")
    counted.push(
      `At ${reading.pages} pages ${title} is short for ${formatName(reading.format)}; give its middle room to build.`,
    );
  const duplicate = flagsOf(model, "duplicate")[0];
  if (duplicate) takeaways.push(`Cut the repeated scenes from page ${duplicate.page}: ${duplicate.note}`);
  const craft = flagsOf(model, "exposition", "on-the-nose")[0];
  if (craft)
    takeaways.push(
      `Rework the line on page ${craft.page}, ${quoted(craft.quote, 20)}, and the others like it.`,
    );
  const block = flagsOf(model, "long-action", "monologue")[0];
  if (block)
    takeaways.push(
      `Break up the ${block.kind === "monologue" ? "speech" : "action block"} on page ${block.page}${opening(block.quote)} (${block.note.replace(/\.$/, "")}).`,
    );
  const format = flagsOf(model, "format")[0];
  if (format) takeaways.push(`Fix the format on page ${format.page}${opening(format.quote)}: ${format.note}`);
  const want = model.premise?.want;
  if (reading.logline?.source !== "writer" && want)
    takeaways.push(
      `Build ${possessive(title)} logline on the want ${nameCase(model.premise!.lead)} states on page ${want.page}, ${quoted(want.quote, 25)}${model.premise?.obstacle ? `, and what blocks it on page ${model.premise.obstacle.page}` : ""}.`,
    );
  else if (reading.logline?.source !== "writer" && reading.protagonists[0] && model.premise) {
    const close = storyLine(model, "last");
    const name = nameCase(reading.protagonists[0]);
    if (close)
      takeaways.push(
        `State what ${name} wants before the close on page ${close.page}, ${quoted(close.text, 20)}: no line of ${possessive(name)} or of the action says it, so the ending has no want to answer.`,
      );
  }
  const lead = reading.protagonists[0];
  const introduction = lead ? model.introductions.get(lead) : undefined;
  if (lead && introduction && model.isScreenplay)
    takeaways.push(
      `Pitch ${title} through ${nameCase(lead)} as the introduction on page ${introduction.page} has it: ${quoted(introduction.text, 20)}.`,
    );
  const stop = model.ending.finished ? null : storyLine(model, "last");
  if (stop)
    takeaways.unshift(
      `Finish ${title}: the draft stops on page ${stop.page} at ${quoted(stop.text, 20)}, before its story ends.`,
    );
  const first = storyLine(model, "first");
  const last = storyLine(model, "last");
  const spoken = spokenForm(reading.format);
  if (!model.isScreenplay && spoken && reading.acts.length)
    takeaways.push(
      `To take ${title} to the screen, open each of its ${reading.acts.length === 1 ? "one part" : `${reading.acts.length} parts (${reading.acts.map((act) => act.label).join(", ")})`} into scenes with headings and action.`,
    );
  else if (!model.isScreenplay && spoken) {
    if (first)
      takeaways.push(
        `To take ${title} to the screen, set its lines, from ${quoted(first.text, 12)} on page ${first.page}, in places and action: the pages carry dialogue alone.`,
      );
  } else if (!model.isScreenplay && !spoken)
    takeaways.push(
      `Turn ${possessive(title)} ${model.words.toLocaleString("en-US")} words of ${proseKind(reading.format)}${first ? `, from ${quoted(first.text, 12)} on,` : ""} into scenes: headings, action and dialogue.`,
    );
  if (!reading.protagonists.length && first && last && first !== last)
    takeaways.push(
      `Give ${title} a lead to follow from ${quoted(first.text, 12)} on page ${first.page} to ${quoted(last.text, 12)} on page ${last.page}: no one is named often enough to carry it.`,
    );
  return [...takeaways, ...counted].slice(0, 6);
}

/** A running header or footer: the script's title and a page number ("Remedial Chaos Theory" 37.). */
function isRunningLine(text: string, title: string): boolean {
  const line = text.replace(/\s+/g, " ").toLowerCase();
  return title.length > 2 && line.includes(title) && /\d+\.?\s*$/.test(line);
}

/** ", at “the line it starts with”", when the flag quotes a line long enough to find. */
function opening(quote: string): string {
  return quote.trim().length >= 12 ? `, at ${quoted(quote, 12)}` : "";
}

/** The first or last line of action or dialogue, with its page (transitions and closing marks aside). */
function storyLine(model: ScriptModel, which: "first" | "last"): { text: string; page: number } | null {
  const elements = model.scenes.length
    ? model.scenes.flatMap((scene) => scene.elements)
    : model.parsed.elements;
  const title = (model.title ?? "").replace(/\s+/g, " ").toLowerCase();
  const lines = elements.filter(
    (element) =>
      (element.type === "action" || element.type === "dialogue") &&
      // A running header or footer (the title and a page number) is not a line of the story.
      !isRunningLine(element.text, title) &&
      /\p{Ll}{3}/u.test(element.text) &&
      // A Markdown table row is layout, not a line of the story.
      !/^\s*\|/.test(element.text),
  );
  const line = which === "first" ? lines[0] : lines.at(-1);
  return line ? { text: line.text, page: line.page ?? 1 } : null;
}
