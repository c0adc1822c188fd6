import { continuesHeading, opensOnShot } from "#server/screenplay/patterns";
import type { ScreenplayElement } from "#server/screenplay/screenplay-element";
import { ELEMENT_LEXICONS } from "./breakdown-lexicons";
import { type HeadingPlace, headingPlace } from "./heading-place";

export interface HeadedScene {
  heading: string;
  time: string;
  setting: string | null;
  elements: readonly Pick<ScreenplayElement, "type" | "text">[];
}

/** "OMIT 136*", "OMITTED": a scene cut from the draft keeps its number and has no place. */
const OMITTED = /^OMIT(?:TED)?\b/i;
/** A heading that places the camera relative to the scene ("INSIDE", "BACK IN THE APARTMENT"). */
const POSITION =
  /^(?:BACK|INSIDE|OUTSIDE|AT|IN|INTO|ON|UNDER|ABOVE|BELOW|BEHIND|NEAR|BY|WITH|ACROSS|ALONG|THROUGH)\b/i;
/** A point of view or a montage is how the scene is seen, not where ("HIS P.O.V.", "MONTAGED"). */
const VIEW = /\bP\.?\s?O\.?\s?V\b|^MONTAGE/i;
/** "SCOTT, IN BAXTER'S KITCHEN": a person, then the place they are in. */
const PERSON_IN = /^(.+?),?\s+(?:IN|AT)\s+(.+)$/i;
const NUMBER = /\s*#?\d+[A-Z]?\*?#?\s*$/;

/**
 * Each scene's place. A heading without INT./EXT. that names a person ("SCOTT"), a thing already in
 * the scene ("THE MAZDA"), a position ("INSIDE", "BACK IN THE APARTMENT") or a point of view is a
 * shot, not a place: it takes the place the action is in, as the last heading that named it wrote
 * it; so is a heading the action goes on from in lower case (".THE MAZDA" / "begins to roll down
 * the hill."), the subject of a sentence. One that names a place of its own ("NAK'S BEDROOM", "A SCENIC OVERLOOK") is read as any heading.
 */
export function scenePlaces(scenes: readonly HeadedScene[], names: ReadonlySet<string>): HeadingPlace[] {
  const places: HeadingPlace[] = [];
  for (const scene of scenes) {
    const own = headingPlace(scene.heading, scene.time);
    const shot = scene.setting
      ? null
      : (shotOf(scene.heading.trim().toUpperCase(), names) ?? (continuesAsSentence(scene) ? {} : null));
    if (shot === null || places.length === 0) {
      places.push(own);
      continue;
    }
    if (shot.omitted) {
      places.push({ location: "", set: "", years: own.years });
      continue;
    }
    if (shot.place) {
      places.push({ ...headingPlace(shot.place, ""), years: own.years });
      continue;
    }
    // "BACK IN THE APARTMENT" returns to the last place that was an apartment.
    const noun = shot.returnsTo ? lastWord(shot.returnsTo) : "";
    // A shot after an omitted scene ("OMIT" / "MEDIUM SHOT - ASH") is still where the story was.
    const earlier =
      (noun && places.findLast((place) => place.location && lastWord(place.location) === noun)) ||
      places.findLast((place) => place.location) ||
      places.at(-1)!;
    places.push({ location: earlier.location, set: earlier.set, years: own.years });
  }
  return places;
}

interface Shot {
  omitted?: boolean;
  /** The place a person is said to be in. */
  place?: string;
  /** The noun phrase a position heading points at ("THE APARTMENT"). */
  returnsTo?: string;
}

function shotOf(heading: string, names: ReadonlySet<string>): Shot | null {
  const bare = heading.replace(NUMBER, "").trim();
  if (!bare) return null;
  if (OMITTED.test(bare)) return { omitted: true };
  const personIn = bare.match(PERSON_IN);
  if (personIn?.[1] && personIn[2] && names.has(personIn[1].trim())) return { place: personIn[2] };
  if (POSITION.test(bare))
    return { returnsTo: bare.replace(POSITION, "").replace(/^\s*(?:IN|TO|AT)?\s*/, "") };
  if (VIEW.test(bare) || opensOnShot(bare) || /^THE\s/.test(bare)) return {};
  // "SPALDING JEAGER", "KARL": a person the scene is on.
  const words = bare.split(/\s+/);
  if (names.has(bare) || (words.length <= 3 && names.has(words[0] ?? "") && !/['’]S\b/.test(bare))) return {};
  return null;
}

function continuesAsSentence(scene: HeadedScene): boolean {
  const first = scene.elements.find((element) => element.type !== "scene-heading");
  return first?.type === "action" && continuesHeading(first.text);
}

function lastWord(text: string): string {
  return (
    text
      .split(/[\s/-]+/)
      .filter(Boolean)
      .at(-1) ?? ""
  ).toUpperCase();
}

/**
 * A heading that frames a shot rather than naming a place: "CLOSE SHOT - ASH", "ANGLE ON THE DOOR",
 * "HUNTER'S P.O.V.", "BACK TO SCENE", "OMITTED"; any framing words before SHOT, ANGLE or CAMERA
 * ("TRUCKING SHOT", "DOWN ANGLE ON ASH", "EYEMO CAMERA").
 */
const SHOT =
  /^(?:(?:EXTREME|MEDIUM|MED|WIDE|LONG|FULL|TIGHT|CLOSE|HIGH|LOW|TRACKING|CRANE|MOVING|TWO|ESTABLISHING|REVERSE|INSERT|STATIC|AERIAL|ANOTHER|NEW)\.?[- ]+)*(?:SHOT|ANGLE|CLOSE[- ]?UP|C\.\s?U|CU)\b|^(?:[A-Z][A-Z-]*[- ]+){1,3}(?:SHOT|ANGLE|CAMERA)(?:$|\s+(?:ON|OF|AT|TO|FROM)\b)|^(?:CLOSER|INSERT|OMIT(?:TED)?|BACK TO (?:SCENE|SHOT)|REVERSE(?: ANGLE| ACTION)?|STOCK FOOTAGE|STATIC CAMERA|SERIES OF SHOTS|ANGLE|ON|CAMERA|PLATE|DETAIL)\b|\bP\.?\s?O\.?\s?V\b|^OVER\s.*\bSHOULDER\b/i;
/** What a shot of someone closes in on: "OBSERVER'S HAND", "BOBBY JOE'S LEGS". */
const BODY = /^(?:HANDS?|EYES?|FACE|FEET|FOOT|LEGS?|ARMS?|HEAD|MOUTH|SHOULDERS?|FINGERS?)$/;
/** A heading's INT./EXT. after a shot's framing: "MEDIUM SHOT - INT. CABIN CELLAR - NIGHT". */
const LATER_SETTING = /\b(?:INT|EXT|I\/E|INT\.?\/EXT|EXT\.?\/INT)\.\s/;

/** Words a shot of a group of people is headed with: "EXT. TEAM MEMBERS", "WIDE SHOT - THE GROUP". */
const GROUP =
  /^(?:GROUP|TEAM|MEMBERS|SQUAD|GANG|FAMILY|OTHERS|MEN|WOMEN|KIDS|CHILDREN|GUERRILLAS|COMMANDOS|TROOPS)$/;
const ARTICLE = /^(?:THE|A|AN|HIS|HER|ITS|THEIR|TWO|THREE|BOTH)\s+/;

/**
 * "TEAM MEMBERS", "THE OTHER TEAM MEMBERS", "THE GROUP": a group of people, not a place. A single
 * kind of person is not enough: a DINER or the DENTISTS is a place as often as a person.
 */
function aGroup(part: string): boolean {
  return !/['’]/.test(part) && GROUP.test(part.split(/\s+/).at(-1) ?? "");
}

/** "ARROW", "THE SPEAR", "THE HORSE": a weapon or an animal a shot is on, never a place. */
export function onlyAThing(location: string): boolean {
  const word = location.replace(ARTICLE, "").toLowerCase();
  return ELEMENT_LEXICONS.weapons.names.has(word) || ELEMENT_LEXICONS.animals.names.has(word);
}

/** A heading place that names only people, or a person's hands or eyes: a shot of them. */
function onlyPeople(location: string, names: ReadonlySet<string>): boolean {
  const parts = location.split(/\s*(?:,|&|\bAND\b)\s*/).filter(Boolean);
  return (
    parts.length > 0 &&
    parts.some((part) => !BODY.test(part)) &&
    parts.every((part) => {
      if (names.has(part) || BODY.test(part) || aGroup(part)) return true;
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

/** "BILLY - AT THE RIVER BED", "HUNTER. SOMEWHERE IN THE BOULDERS": people, then where they are. */
const PEOPLE_AT =
  /^(.+?)(?:\s+[-–—]+\s+|\.\s+|,\s+)(?:SOMEWHERE\s+)?(?:AT|IN|INSIDE|ON|NEAR|BY|UNDER|OUTSIDE)\s+(\S.+)$/;

/** The place a heading of people puts them in ("THE RIVER BED"), or null. */
function peopleAt(place: HeadingPlace, names: ReadonlySet<string>): string | null {
  const text = place.set === place.location ? place.location : `${place.location} - ${place.set}`;
  const match = text.match(PEOPLE_AT);
  return match?.[1] && match[2] && onlyPeople(match[1], names) ? match[2].trim() : null;
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
  const seen = new Set<string>();
  return headings.map(({ heading, place }) => {
    // An omitted scene ("OMIT 136*") has no place; the shots after it keep the last place named.
    if (!place.location) return place;
    const at = peopleAt(place, names);
    if (at) {
      const bare = at.replace(ARTICLE, "");
      const location = seen.has(bare) ? bare : at;
      last = { location, set: location, years: place.years };
      seen.add(location);
      return last;
    }
    if (!SHOT.test(place.location) && !onlyPeople(place.location, names) && !onlyAThing(place.location)) {
      last = place;
      seen.add(place.location);
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
