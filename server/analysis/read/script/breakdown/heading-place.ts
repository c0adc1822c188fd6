import { collapseSpaces, headingWithoutPrefix, withoutHeadingTime } from "#server/screenplay/patterns";

export interface HeadingPlace {
  location: string;
  set: string;
  years: number[];
}

const DASH = /\s+[-–—]+\s+|\s*--\s*/;
/** A year a production could dress: from the first films' centuries to the near future. */
const YEAR = /\b(1[0-9]\d\d|20\d\d)(?:s|'s)?\b|(?<![\p{L}\d])['’]([1-9])0['’]?S\b/giu;
/** A heading part that is a time of day, not a place ("EXT. BIG TOP - NIGHT - CONTINUOUS"). */
const TIME_PART =
  /^[([]?(?:DAY|NIGHT|MORNING|AFTERNOON|EVENING|DUSK|DAWN|SUNSET|SUNRISE|LATER|MOMENTS LATER|CONTINUOUS|SAME|SAME TIME|NOON|MIDNIGHT|PRESENT|PRESENT DAY)[)\]]?$/i;
/** A note in brackets on how the scene is shot or seen, not where: "(MOVING)", "(GOLDENFOLD'S DREAM)". */
const SHOOTING_NOTE =
  /\s*\([^)]*\b(?:MOVING|DRIVING|TRAVELL?ING|DREAM|NIGHTMARE|FLASHBACK|MEMORY|POV|INTERCUT|MONTAGE|LATER|CONTINUOUS)\b[^)]*\)/gi;
/** A heading part that says the set is on the move, not where: "/ DRIVING", "- MOVING". */
const MOTION = /^(?:MOVING|DRIVING|TRAVELL?ING|FLYING|IN FLIGHT|SAILING|RIDING)$/i;
/** A scene number after the heading, with the revision mark a shooting script gives it: "41 *", or the mark alone. */
const WRITER_SCENE_NUMBER = /\s*(?:#?\d+[A-Z]?#?\s*\*?|\*+)\s*$/;

/** A caption line of place and year that opens a stretch of story: "KENT, ENGLAND - 1851", "LONDON, 1888". */
export const PLACE_YEAR_CAPTION =
  /^[A-Z][A-Z .'’]{1,30}(?:,\s*[A-Z][A-Z .'’]{1,30})*(?:,|\s+[-–—]+)\s*1\d\d\d$/;

/** Years a text states ("(1973)", "1940s", "SUMMER 1866"). */
export function yearsIn(text: string): number[] {
  return [...text.matchAll(YEAR)].map((match) =>
    match[1] ? Number(match[1]) : 1900 + Number(match[2]) * 10,
  );
}

/**
 * "INT. BLOOM HOUSE - KITCHEN - NIGHT (1973)" -> location "BLOOM HOUSE", set "KITCHEN",
 * years [1973]. `time` is the part the reading already took as the time of day.
 */
export function headingPlace(heading: string, time: string): HeadingPlace {
  const years = yearsIn(heading);
  const bare = heading.replace(WRITER_SCENE_NUMBER, "");
  // "INT. HOUSE, DAY": a time after a comma is cut like one after a dash.
  const cut = time && !DASH.test(bare) ? withoutHeadingTime(bare) : bare;
  let body = collapseSpaces(headingWithoutPrefix(cut));
  const parts = body
    .split(DASH)
    .map((part) => part.trim())
    .filter(Boolean);
  if (time && parts.length > 1 && collapseSpaces(parts.at(-1) ?? "") === time) parts.pop();
  else if (time && parts.length === 1) {
    // "INT. LOUNGE. EVE'S HOME. MORNING": the time sits after the last full stop.
    const stop = body.lastIndexOf(`. ${time}`);
    if (stop > 0) parts[0] = body.slice(0, stop);
  }
  while (parts.length > 1 && TIME_PART.test(parts.at(-1) ?? "")) parts.pop();
  body = parts.join(" - ");
  const clean = parts.map((part) => stripYears(part).replace(SHOOTING_NOTE, "").trim()).filter(Boolean);
  // "DR. BELKNAP'S OFFICE/EXAM AREA": the place, then the set within it; "EDWARD'S CAR / DRIVING"
  // is the car on the move, no set.
  const slash = clean[0]?.match(/^(\S.{2,}?)\s*\/\s*(\S.{2,})$/);
  if (slash?.[1] && slash[2]) clean.splice(0, 1, slash[1], ...(MOTION.test(slash[2]) ? [] : [slash[2]]));
  while (clean.length > 1 && MOTION.test(clean.at(-1) ?? "")) clean.pop();
  // "HALLWAY, SCOTT'S APARTMENT BUILDING, A MOMENT LATER": a heading written with commas names its
  // place first; what follows is a wider place, a time or a note, never a set within it.
  const comma = clean[0]?.indexOf(",") ?? -1;
  if (comma > 0) clean.splice(0, clean.length, clean[0]!.slice(0, comma).trim());
  // "INT. CAR NIGHT": a time of day the writer gave without a dash.
  if (clean[0] && !DASH.test(bare)) clean[0] = clean[0].replace(TRAILING_TIME, "");
  const location = clean[0] ?? stripYears(body);
  const set = clean.length > 1 ? clean.slice(1).join(" - ") : location;
  return { location, set: set || location, years };
}

/** A time of day closing a place of more than one word, with no dash before it ("HIGHWAY NIGHT"). */
const TRAILING_TIME =
  /(?<=\S)\s+(?:DAY|NIGHT|MORNING|AFTERNOON|EVENING|DUSK|DAWN|SUNSET|SUNRISE|NOON|MIDNIGHT)$/i;

/** Notes in brackets ("[FLASHBACK]", "[MID/LATE '70'S]") and years in parentheses are not the place. */
function stripYears(text: string): string {
  return collapseSpaces(
    text
      .replace(/\[[^\]]*\]/g, "")
      .replace(/\(\s*(?:[A-Z ]*\s)?(1[0-9]\d\d|20\d\d)['’]?s?\s*\)/gi, "")
      .replace(/^[\s/,.;:-]+|[\s/,.;:-]+$/g, ""),
  );
}

/** "1940s–1990s", "1870s", "1866" or null, from the years the script states. */
export function periodOf(years: readonly number[]): string | null {
  if (years.length === 0) return null;
  const first = Math.min(...years);
  const last = Math.max(...years);
  if (first === last) return String(first);
  const decade = (year: number) => `${Math.floor(year / 10) * 10}s`;
  return decade(first) === decade(last) ? decade(first) : `${decade(first)}–${decade(last)}`;
}
