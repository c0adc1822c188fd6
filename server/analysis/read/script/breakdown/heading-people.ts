import { escapeRegex } from "#analysis/read/text/words";
import { dayPartOf } from "#domain/production-breakdown";
import { lexicon } from "#server/lexicons/word-lists";
import { headingTime } from "#server/screenplay/patterns";
import elementLexicons from "../../../../lexicons/element-lexicons.json" with { type: "json" };

const BODY_PARTS = new Set(lexicon(elementLexicons).people.bodyParts.map((part) => part.toUpperCase()));
const SCENE_HEADING = /^(?:INT|EXT|I\/E|INT\.?\/EXT)\b/i;
/** The dash that parts a heading's place from what follows it ("INT. JUSTINE'S BATHROOM - JUSTINE"). */
const AFTER_PLACE = /\s+-{1,2}\s+/;

export type HeadingPeople = (heading: string) => string[];

/**
 * The people a heading frames: in a shot heading, every name it writes ("MED. SHOT - ANNIE AND
 * POSSESSED ASH", "SCOTT"); in a scene heading, the names after its place ("INT. JUSTINE'S
 * BATHROOM - JUSTINE"). A possessive puts its owner on set only before a body part ("CLOSE SHOT -
 * ASH'S HAND"): "BODHI'S HOUSE" and "HUNTER'S P.O.V." are a place and a point of view.
 * `canonical` maps each cue and alias to its name.
 */
export function headingPeople(canonical: ReadonlyMap<string, string>): HeadingPeople {
  const names = new Map<string, string>();
  for (const [alias, name] of canonical) if (alias.length >= 2) names.set(alias.toUpperCase(), name);
  if (names.size === 0) return () => [];
  const aliases = [...names.keys()].sort((a, b) => b.length - a.length).map(escapeRegex);
  const pattern = new RegExp(`(?<![\\p{L}'’#])(?:${aliases.join("|")})(?![\\p{L}\\p{N}])`, "gu");
  return (heading) => {
    const trimmed = heading.trim().toUpperCase();
    let framing = trimmed;
    if (SCENE_HEADING.test(trimmed)) {
      const dash = AFTER_PLACE.exec(trimmed);
      if (!dash) return [];
      framing = trimmed.slice(dash.index + dash[0].length);
    }
    // "EXT. CANTINA - DAY": the time of day is no one, whatever the parser took for a cue.
    const time = headingTime(trimmed).toUpperCase();
    if (time && dayPartOf(time) !== "other" && framing.endsWith(time))
      framing = framing.slice(0, -time.length);
    const found: string[] = [];
    for (const match of framing.matchAll(pattern)) {
      const owned = /^['’]S\s+([\p{L}.]+)/u.exec(framing.slice(match.index + match[0].length));
      if (owned && !BODY_PARTS.has(owned[1]!)) continue;
      const name = names.get(match[0]);
      if (name && !found.includes(name)) found.push(name);
    }
    return found;
  };
}
