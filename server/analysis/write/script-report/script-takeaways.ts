import { EXPECTED_PAGES } from "#analysis/judge/grade-reading";
import { flagsOf, type ScriptModel } from "#analysis/read/script/script-model";
import { formatName, nameCase, possessive, proseKind, quoted, spokenForm } from "./report-text";

/** Next steps, each tied to a page or a rating of this script. */
export function scriptTakeaways(model: ScriptModel, title: string): string[] {
  const { reading } = model;
  const takeaways: string[] = [];
  const [low, high] = EXPECTED_PAGES[reading.format];
  // A reader flags length only well past the range: a few pages over is not a note.
  if (model.isScreenplay && reading.pages > Math.round(high * 1.1))
    takeaways.push(
      `Trim ${title} from ${reading.pages} pages toward ${high}: at ${reading.pages - high} pages over, ${formatName(reading.format)} readers will notice.`,
    );
  if (model.isScreenplay && reading.pages < low && reading.format !== "short")
    takeaways.push(
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
      `Break up the ${block.kind === "monologue" ? "speech" : "action block"} on page ${block.page} (${block.note.replace(/\.$/, "")}).`,
    );
  const format = flagsOf(model, "format")[0];
  if (format) takeaways.push(`Fix the format on page ${format.page}: ${format.note}`);
  const want = model.premise?.want;
  if (reading.logline?.source !== "writer" && want)
    takeaways.push(
      `Build ${possessive(title)} logline on the want ${nameCase(model.premise!.lead)} states on page ${want.page}, ${quoted(want.quote, 25)}${model.premise?.obstacle ? `, and what blocks it on page ${model.premise.obstacle.page}` : ""}.`,
    );
  else if (reading.logline?.source !== "writer" && reading.protagonists[0] && model.premise)
    takeaways.push(
      `Write a logline for ${title} that says what ${nameCase(reading.protagonists[0])} wants and what stands in the way: no line on the pages states it in words we can quote, so we draft none.`,
    );
  const lead = reading.protagonists[0];
  if (lead && model.isScreenplay)
    takeaways.push(
      `Pitch ${title} through ${nameCase(lead)}: the lead on ${reading.characters.find((c) => c.name === lead)?.scenes ?? 0} of ${model.scenes.length} scenes.`,
    );
  const spoken = spokenForm(reading.format);
  if (!model.isScreenplay && spoken && reading.acts.length)
    takeaways.push(
      `To take ${title} to the screen, open each of its ${reading.acts.length === 1 ? "one part" : `${reading.acts.length} parts (${reading.acts.map((act) => act.label).join(", ")})`} into scenes with headings and action.`,
    );
  else if (!model.isScreenplay && !spoken)
    takeaways.push(
      `Turn ${possessive(title)} ${model.words.toLocaleString("en-US")} words of ${proseKind(reading.format)} into scenes: headings, action and dialogue.`,
    );
  return takeaways.slice(0, 6);
}
