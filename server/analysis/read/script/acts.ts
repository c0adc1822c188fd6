import { nameCase } from "#analysis/read/text/names";
import type { ReadingAct, ScriptFormat } from "#domain/script-reading";
import type { ScreenplayElement } from "#server/screenplay/screenplay-element";
import type { SceneModel } from "./scene-model";

/** An act marker as writers type it: a section, or a line of its own in the pages. */
export const ACT_MARKER =
  /^(?:(?:act|part)\s+(?:one|two|three|four|five|six|seven|[ivx]+|\d+)\b.*|teaser|cold open(?:ing)?|prologue|epilogue|tag)$/i;
const END_OF_ACT = /^end of (act|teaser|cold open)/i;

/** The writer's act headings, in order, with the page each starts on. */
export function writerActMarks(elements: readonly ScreenplayElement[]): { label: string; page: number }[] {
  const sections = elements.filter((element) => element.type === "section");
  const marks: { label: string; page: number }[] = [];
  const top = Math.min(...sections.map((section) => section.depth ?? 1));
  const topSections = sections.filter((section) => (section.depth ?? 1) === top);
  const named = sections.filter((section) => ACT_MARKER.test(section.text.trim()));
  // Unnamed top-level sections are acts only when there are as few as acts (more are sequences).
  const chosen =
    named.length >= 2 ? named : topSections.length >= 2 && topSections.length <= 6 ? topSections : [];
  for (const section of chosen) marks.push({ label: section.text.trim(), page: section.page ?? 1 });
  if (marks.length >= 2) return marks;
  // Plain text and PDFs: "ACT ONE", "TEASER" on a line of their own.
  const lines = elements.filter(
    (element) =>
      (element.type === "action" || element.type === "scene-heading" || element.type === "transition") &&
      !element.text.includes("\n") &&
      ACT_MARKER.test(element.text.trim().replace(/[.:]$/, "")) &&
      !END_OF_ACT.test(element.text.trim()),
  );
  return lines.length >= 2
    ? lines.map((element) => ({ label: element.text.trim().replace(/[.:]$/, ""), page: element.page ?? 1 }))
    : [];
}

const ACT_NAMES = ["Act One", "Act Two", "Act Three", "Act Four", "Act Five"];

export function actsFrom(
  marks: readonly { label: string; page: number }[],
  scenes: readonly SceneModel[],
  pages: number,
  format: ScriptFormat = "feature",
): ReadingAct[] {
  if (marks.length >= 2) {
    return marks.map((mark, index) => {
      const next = marks[index + 1];
      const endPage = next ? Math.max(mark.page, next.page - (next.page > mark.page ? 1 : 0)) : pages;
      return { label: nameCase(mark.label), startPage: mark.page, endPage, source: "writer" };
    });
  }
  if (format === "prose") return [];
  return estimatedActs(scenes, pages, breakShares(format, pages));
}

/**
 * Where estimated acts break, as shares of the pages: a film in three acts; a TV episode in the
 * acts its length suggests (an hour in four, a half-hour in two), never the film's three.
 */
function breakShares(format: ScriptFormat, pages: number): number[] {
  if (format !== "tv-episode") return [0.25, 0.75];
  return pages > 35 ? [0.25, 0.5, 0.75] : [0.5];
}

/** Acts estimated from page position, each break moved to the nearby scene where place and cast change most. */
function estimatedActs(
  scenes: readonly SceneModel[],
  pages: number,
  shares: readonly number[],
): ReadingAct[] {
  if (scenes.length < 3 || pages < 3) {
    return [{ label: "Act One", startPage: 1, endPage: Math.max(1, pages), source: "estimated" }];
  }
  const breakNear = (target: number): number => {
    const window = Math.max(2, pages * 0.06);
    let best = -1;
    let bestShift = -1;
    for (let i = 1; i < scenes.length; i++) {
      const scene = scenes[i]!;
      const distance = Math.abs(scene.page - target);
      if (distance > window) continue;
      const shift = shiftBetween(scenes[i - 1]!, scene) - distance / (window * 4);
      if (shift > bestShift) {
        best = scene.page;
        bestShift = shift;
      }
    }
    return best > 0 ? best : Math.round(target);
  };
  const starts = [1];
  for (const share of shares) {
    const start = Math.max(starts.at(-1)! + 1, breakNear(pages * share));
    if (start <= pages) starts.push(start);
  }
  return starts.map((startPage, index) => ({
    label: ACT_NAMES[index]!,
    startPage,
    endPage: index + 1 < starts.length ? starts[index + 1]! - 1 : pages,
    source: "estimated",
  }));
}

function shiftBetween(before: SceneModel, after: SceneModel): number {
  const place = (heading: string) => heading.replace(/\s+[-–—].*$/, "").replace(/^\S+\s+/, "");
  const moved = place(before.heading) !== place(after.heading) ? 0.5 : 0;
  const cast = new Set([...before.characters, ...after.characters]);
  const shared = before.characters.filter((name) => after.characters.includes(name)).length;
  return moved + (cast.size === 0 ? 0 : 0.5 * (1 - shared / cast.size));
}
