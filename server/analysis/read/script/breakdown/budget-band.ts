import type { BreakdownScene, BudgetBand } from "#domain/production-breakdown";
import { dayPartOf } from "#domain/production-breakdown";

/** Years before this are a period picture: costumes, cars and streets must be dressed. */
const PERIOD_BEFORE = 2000;

export interface BandInput {
  scenes: readonly BreakdownScene[];
  locations: number;
  speakingParts: number;
  years: readonly number[];
  period: string | null;
  pages: number;
  format: string;
  childScenes: number;
  crowdScenes: number;
}

interface Driver {
  points: number;
  text: string;
  /** Places, speaking parts and children size a shoot; the rest is what it must stage. */
  size?: boolean;
}

/**
 * Below these points of staging (period, effects, stunts, nights, animals, vehicles, crowds), a
 * story is shot lean on real places with the people it has, however many: it stays low.
 */
const LEAN_STAGING = 5;
/** A picture is budgeted high by what it stages, not by the size of its cast and map alone. */
const HIGH_STAGING = 8;

/** Steps: the first threshold a count reaches from the top gives its points. */
function step(count: number, steps: readonly [number, number][]): number {
  for (const [threshold, points] of steps) if (count >= threshold) return points;
  return 0;
}

function scenesWith(scenes: readonly BreakdownScene[], kind: keyof BreakdownScene["elements"]) {
  const hits = scenes.filter((scene) => scene.elements[kind].length > 0);
  const names = new Map<string, number>();
  for (const scene of hits)
    for (const name of scene.elements[kind]) names.set(name, (names.get(name) ?? 0) + 1);
  const top = [...names.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3)
    .map(([name]) => name);
  return { count: hits.length, top };
}

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/**
 * The band a producer would first budget the pages in, and what puts it there. Points from
 * what costs money on a shoot (places, people, period, effects, nights); a short is never
 * budgeted above low.
 *
 * Steps, not a smooth estimate, because the steps read the produced films better: a shooting-days
 * times daily-rate estimate (pages at a plain pace, staged scenes as extra setup time, a company
 * move per place, a rate that grows with the staging) and smooth log-counts of these same drivers
 * were set against the dev films' public budgets, their constants refit with each film left out,
 * and matched 13 to 17 of 37 films, against 22 for these steps refit the same way. What parts a
 * micro picture from a low one, or a low from a mid (stars, union crews, studio money), is mostly
 * not on the pages.
 */
export function budgetBand(input: BandInput): { band: BudgetBand; drivers: string[] } {
  const drivers: Driver[] = [];
  const add = (points: number, text: string, size = false) => {
    if (points > 0) drivers.push({ points, text, size });
  };
  const periodYears = input.years.filter((year) => year < PERIOD_BEFORE);
  if (periodYears.length && input.period) {
    const decades = new Set(periodYears.map((year) => Math.floor(year / 10))).size;
    add(decades > 1 ? 3 : 2, `period ${input.period}`);
  }
  add(
    step(input.locations, [
      [60, 4],
      [25, 3],
      [10, 2],
      [5, 1],
    ]),
    plural(input.locations, "location"),
    true,
  );
  add(
    step(input.speakingParts, [
      [40, 3],
      [15, 2],
      [8, 1],
    ]),
    plural(input.speakingParts, "speaking part"),
    true,
  );
  const vfx = scenesWith(input.scenes, "vfx");
  // One impossible image is an insert shot; a creature or a flight that runs through the film is
  // a VFX budget of its own.
  add(
    step(vfx.count, [
      [20, 4],
      [10, 3],
      [4, 2],
      [2, 1],
    ]),
    `${plural(vfx.count, "scene")} with visual effects (${vfx.top.join(", ")})`,
  );
  const stunts = scenesWith(input.scenes, "stunts");
  // Stunts in twenty scenes make an action picture: a stunt unit, doubles and the
  // insurance that comes with them.
  add(
    step(stunts.count, [
      [20, 3],
      [10, 2],
      [3, 1],
    ]),
    `stunts in ${plural(stunts.count, "scene")} (${stunts.top.join(", ")})`,
  );
  const sfx = scenesWith(input.scenes, "sfx");
  add(
    step(sfx.count, [
      [30, 2],
      [10, 1],
    ]),
    `special effects in ${plural(sfx.count, "scene")} (${sfx.top.join(", ")})`,
  );
  // A night exterior costs a night's lighting and a company move per place: coming back to the
  // same runway is the same setup, so the driver counts places, and names the scenes.
  const nightExteriors = input.scenes.filter(
    (scene) => scene.setting !== "INT" && scene.setting !== null && dayPartOf(scene.time) === "night",
  );
  const nightPlaces = new Set(nightExteriors.map((scene) => scene.location)).size;
  add(
    step(nightPlaces, [
      [15, 2],
      [6, 1],
    ]),
    `${plural(nightExteriors.length, "night exterior")} at ${plural(nightPlaces, "place")}`,
  );
  const animals = scenesWith(input.scenes, "animals");
  // A dog in a few scenes is a wrangler for a day; animals, children, extras and picture vehicles
  // cost when they run through the shoot.
  add(
    step(animals.count, [[10, 1]]),
    `animals in ${plural(animals.count, "scene")} (${animals.top.join(", ")})`,
  );
  const vehicles = scenesWith(input.scenes, "vehicles");
  add(
    step(vehicles.count, [[30, 1]]),
    `vehicles in ${plural(vehicles.count, "scene")} (${vehicles.top.join(", ")})`,
  );
  add(step(input.crowdScenes, [[15, 1]]), `crowds or extras in ${plural(input.crowdScenes, "scene")}`);
  add(step(input.childScenes, [[10, 1]]), `children in ${plural(input.childScenes, "scene")}`, true);
  const points = drivers.reduce((sum, driver) => sum + driver.points, 0);
  const staging = drivers.filter((driver) => !driver.size).reduce((sum, driver) => sum + driver.points, 0);
  let band: BudgetBand = points >= 14 ? "high" : points >= 8 ? "mid" : points >= 3 ? "low" : "micro";
  if (staging < LEAN_STAGING && (band === "mid" || band === "high")) band = "low";
  if (staging < HIGH_STAGING && band === "high") band = "mid";
  if (input.format === "short" && (band === "mid" || band === "high")) band = "low";
  const ordered = drivers.sort((a, b) => b.points - a.points).map((driver) => driver.text);
  return {
    band,
    drivers: ordered.length ? ordered : [`${plural(input.pages, "page")}, few places and people`],
  };
}
