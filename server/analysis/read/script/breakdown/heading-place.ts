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
/** A scene number after the heading, with the revision mark a shooting script gives it: "41 *". */
const WRITER_SCENE_NUMBER = /\s*#?\d+[A-Z]?#?\s*\*?\s*$/;

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

/**
 * A heading that frames a shot rather than naming a place: "CLOSE SHOT - ASH", "ANGLE ON THE DOOR",
 * "HUNTER'S P.O.V.", "BACK TO SCENE", "OMITTED".
 */
const SHOT =
  /^(?:(?:EXTREME|MEDIUM|MED|WIDE|LONG|FULL|TIGHT|CLOSE|HIGH|LOW|TRACKING|CRANE|MOVING|TWO|ESTABLISHING|REVERSE|INSERT|STATIC|AERIAL|ANOTHER|NEW)\.?[- ]+)*(?:SHOT|ANGLE|CLOSE[- ]?UP|C\.\s?U|CU)\b|^(?:CLOSER|INSERT|OMIT(?:TED)?|BACK TO (?:SCENE|SHOT)|REVERSE(?: ANGLE| ACTION)?|STOCK FOOTAGE|STATIC CAMERA|SERIES OF SHOTS|ANGLE|ON|CAMERA|PLATE|DETAIL)\b|\bP\.?\s?O\.?\s?V\b|^OVER\s.*\bSHOULDER\b/i;
/** What a shot of someone closes in on: "OBSERVER'S HAND", "BOBBY JOE'S LEGS". */
const BODY = /^(?:HANDS?|EYES?|FACE|FEET|FOOT|LEGS?|ARMS?|HEAD|MOUTH|SHOULDERS?|FINGERS?)$/;
/** A heading's INT./EXT. after a shot's framing: "MEDIUM SHOT - INT. CABIN CELLAR - NIGHT". */
const LATER_SETTING = /\b(?:INT|EXT|I\/E|INT\.?\/EXT|EXT\.?\/INT)\.\s/;

/** A heading place that names only people, or a person's hands or eyes: a shot of them. */
function onlyPeople(location: string, names: ReadonlySet<string>): boolean {
  const parts = location.split(/\s*(?:,|&|\bAND\b)\s*/).filter(Boolean);
  return (
    parts.length > 0 &&
    parts.some((part) => !BODY.test(part)) &&
    parts.every((part) => {
      if (names.has(part) || BODY.test(part)) return true;
      const owner = part.match(/^(.+?)['’]S\s+(.+)$/);
      return (
        !!owner?.[1] &&
        !!owner[2] &&
        names.has(owner[1]) &&
        owner[2].split(/\s+/).every((word) => BODY.test(word))
      );
    })
  );
}

/**
 * A shot heading names no place ("CLOSE SHOT - ASH", "EXT. SCHAEFER - DAY", "HIS P.O.V."): it is in
 * the place the last heading named, or the one it names after its framing ("MEDIUM SHOT - INT.
 * CABIN CELLAR"). Counting shots as places would price a shot list as a map of locations.
 */
export function placesUnderShots(
  headings: readonly { heading: string; place: HeadingPlace }[],
  names: ReadonlySet<string>,
): HeadingPlace[] {
  let last: HeadingPlace | null = null;
  return headings.map(({ heading, place }) => {
    // An omitted scene ("OMIT 136*") has no place, and gives none to the shots after it.
    if (!place.location) return place;
    if (!SHOT.test(place.location) && !onlyPeople(place.location, names)) {
      last = place;
      return place;
    }
    const later = LATER_SETTING.exec(heading);
    if (later && later.index > 0) {
      const named = headingPlace(heading.slice(later.index), "");
      if (!SHOT.test(named.location)) {
        last = named;
        return { ...named, years: place.years };
      }
    }
    return last ? { location: last.location, set: last.set, years: place.years } : place;
  });
}
