import type { ScriptSection } from "../../../../domain/analysis";
import { EXPECTED_PAGES } from "./grade-reading";
import { an, formatName, pagesText, plural } from "./report-text";
import { flagsOf, type ScriptModel } from "./script-model";

/** Format, runtime, the acts by page and the shape of the scenes. */
export function structureSection(model: ScriptModel, title: string): ScriptSection {
  const { reading } = model;
  const { pages, format } = reading;
  const [low, high] = EXPECTED_PAGES[format];
  const paragraphs: string[] = [];
  const expected = `the ${low}–${high} pages a reader expects of ${an(formatName(format))}`;
  const fit =
    pages > high
      ? `${plural(pages - high, "page")} over ${expected}`
      : pages < low
        ? `${plural(low - pages, "page")} under ${expected}`
        : `inside ${expected}`;
  paragraphs.push(
    `${title} reads as ${an(`${pages}-page ${formatName(format)}`)}${/^\d+ pages$/.test(model.formatWhy) ? "" : ` (${model.formatWhy})`}, about ${plural(reading.runtimeMinutes, "minute")} on screen: ${fit}.`,
  );
  if (reading.acts.length && model.isScreenplay) {
    const isWriter = reading.acts[0]!.source === "writer";
    const acts = reading.acts.map((act) => {
      const count = model.scenes.filter(
        (scene) => scene.page >= act.startPage && scene.page <= act.endPage,
      ).length;
      return `${act.label} on ${pagesText(act.startPage, act.endPage)} (${plural(count, "scene")})`;
    });
    paragraphs.push(
      isWriter
        ? `The acts are the writer's own headings: ${acts.join("; ")}.`
        : `${title} marks no acts, so we estimate them from page position and the shifts in place and cast: ${acts.join("; ")}.`,
    );
  }
  if (model.isScreenplay) {
    const count = (setting: string) => model.scenes.filter((scene) => scene.setting === setting).length;
    const nights = model.scenes.filter((scene) => /NIGHT|EVENING|DUSK/i.test(scene.time)).length;
    const days = model.scenes.filter((scene) => /DAY|MORNING|AFTERNOON|DAWN/i.test(scene.time)).length;
    paragraphs.push(
      `Of ${plural(model.scenes.length, "scene")}, ${count("INT")} are interiors, ${count("EXT")} exteriors${count("INT/EXT") ? ` and ${count("INT/EXT")} move between the two` : ""}; ${days} are marked as day and ${nights} as night.`,
    );
  } else {
    paragraphs.push(
      `${title} is ${plural(model.words, "word")} of prose on ${plural(pages, "page")}, with no scene headings, so there are no scenes or acts to place on a page yet.`,
    );
  }
  for (const flag of flagsOf(model, "duplicate"))
    paragraphs.push(`Page ${flag.page}, scene ${flag.scene}: ${flag.note}`);
  return { id: "structure", section: "Structure", content: paragraphs.join("\n\n") };
}
