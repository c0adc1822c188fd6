import { EXPECTED_PAGES } from "#analysis/judge/grade-reading";
import { flagsOf, type ScriptModel } from "#analysis/read/script/script-model";
import { scriptStatistics } from "#analysis/read/script/script-statistics";
import { listPhrase } from "#analysis/read/text/words";
import type { ScriptSection } from "#domain/analysis";
import { headingPlaceName } from "#server/screenplay/patterns";
import { an, formatName, nameCase, pagesText, plural } from "./report-text";

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
  const first = model.scenes.find((scene) => scene.heading);
  const last = model.scenes.at(-1);
  const span =
    first?.heading && last?.heading && last !== first
      ? first.page === last.page
        ? `, from ${placeOf(first.heading)} to ${placeOf(last.heading)} on page ${last.page}`
        : `, from ${placeOf(first.heading)} on page ${first.page} to ${placeOf(last.heading)} on page ${last.page}`
      : "";
  paragraphs.push(
    `${title} reads as ${an(`${pages}-page ${formatName(format)}`)}${/^\d+ pages$/.test(model.formatWhy) ? "" : ` (${model.formatWhy})`}${span}, about ${plural(reading.runtimeMinutes, "minute")} on screen: ${fit}.`,
  );
  if (!model.isScreenplay && reading.acts.length)
    paragraphs.push(
      `The writer divides ${title} into ${listPhrase(reading.acts.map((act) => `${act.label} (from page ${act.startPage})`))}${reading.protagonists.length ? `, spoken most by ${listPhrase(reading.protagonists.map(nameCase))}` : ""}.`,
    );
  if (reading.acts.length && model.isScreenplay) {
    const isWriter = reading.acts[0]!.source === "writer";
    const acts = reading.acts.map((act) => {
      const count = model.scenes.filter(
        (scene) => scene.page >= act.startPage && scene.page <= act.endPage,
      ).length;
      const opening = model.scenes.find((scene) => scene.page >= act.startPage && scene.page <= act.endPage);
      const leads = reading.protagonists.filter((lead) =>
        model.scenes.some(
          (scene) =>
            scene.page >= act.startPage && scene.page <= act.endPage && scene.characters.includes(lead),
        ),
      );
      const detail = [
        plural(count, "scene"),
        opening?.heading ? `opening at ${placeOf(opening.heading)}` : "",
        leads.length ? `with ${listPhrase(leads.map(nameCase))}` : "",
      ].filter(Boolean);
      return `${act.label} on ${pagesText(act.startPage, act.endPage)} (${detail.join(", ")})`;
    });
    paragraphs.push(
      isWriter
        ? `The acts are the writer's own headings: ${acts.join("; ")}.`
        : `${title} marks no acts, so we estimate them from page position and the shifts in place and cast: ${acts.join("; ")}.`,
    );
  }
  if (model.isScreenplay) {
    const shape = scriptStatistics(reading);
    const times = new Map<string, number>();
    for (const scene of model.scenes) if (scene.time) times.set(scene.time, (times.get(scene.time) ?? 0) + 1);
    const common = [...times.entries()]
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .slice(0, 3)
      .map(([time, count]) => `${time} (${count})`);
    const places = new Map<string, number>();
    for (const scene of model.scenes) {
      const place = scene.heading ? placeOf(scene.heading) : "";
      if (place) places.set(place, (places.get(place) ?? 0) + 1);
    }
    const returned = [...places.entries()]
      .filter(([, count]) => count >= 2 || places.size <= 3)
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .slice(0, 3)
      .map(([place, count]) => `${place} (${count})`);
    paragraphs.push(
      `Of ${plural(shape.scenes, "scene")}, ${shape.interiors} are interiors, ${shape.exteriors} exteriors${shape.both ? ` and ${shape.both} move between the two` : ""}, ${shape.night} at night${returned.length ? `; ${places.size <= 3 ? `it is set in ${listPhrase(returned.map((entry) => entry.replace(/ \(\d+\)$/, "")))}` : `the places it returns to most are ${listPhrase(returned)}`}` : ""}${common.length ? `; the times of day written most are ${listPhrase(common)}` : "; no heading gives a time of day"}.`,
    );
  } else if (format === "stage-play" || format === "transcript") {
    const [lead, second] = reading.characters;
    if (lead)
      paragraphs.push(
        `${title} is told in speeches, not scenes: ${nameCase(lead.name)} speaks ${plural(lead.speeches, "time")}${second ? `, ${nameCase(second.name)} ${plural(second.speeches, "time")}` : ""}, of ${plural(reading.characters.length, "speaking part")} we count.`,
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

/** The place a heading names, without its INT./EXT. and time of day: "INT. GUEST BEDROOM - NIGHT" -> "GUEST BEDROOM". */
function placeOf(heading: string): string {
  return headingPlaceName(heading);
}
