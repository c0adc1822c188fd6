import { EXPECTED_PAGES } from "#analysis/judge/grade-reading";
import { flagsOf, type ScriptModel } from "#analysis/read/script/script-model";
import type { ScriptSection } from "#domain/analysis";
import { an, formatName, listOf, pagesText, plural } from "./report-text";

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
    const times = new Map<string, number>();
    for (const scene of model.scenes) if (scene.time) times.set(scene.time, (times.get(scene.time) ?? 0) + 1);
    const common = [...times.entries()]
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .slice(0, 3)
      .map(([time, count]) => `${time} (${count})`);
    paragraphs.push(
      `Of ${plural(model.scenes.length, "scene")}, ${count("INT")} are interiors, ${count("EXT")} exteriors${count("INT/EXT") ? ` and ${count("INT/EXT")} move between the two` : ""}${common.length ? `; the times of day written most are ${listOf(common)}` : "; no heading gives a time of day"}.`,
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
