import { escapeRegex } from "../text/words";
import { readColumns } from "./columns";
import type { Slide } from "./slides";

/** The roles a team slide gives its people, longest first so "executive producer" wins over "producer". */
const ROLE =
  /(?:writer\s*(?:\/|&|and)\s*director|writer-director|executive producer|co-?founder|founder|CEO|CTO|COO|CFO|producer|director|screenwriter|writer|showrunner|creator|editor|cinematographer|sound designer|composer|economist|scientific consultant|consultant|advisor|engineer|designer|head of [\p{L} ]{3,30}|brand director)/iu;
/** "written & directed by", "Created by": a credit before the name is a role. */
const CREDIT_BEFORE =
  /\b(written|directed|produced|created|shot|edited)(?:\s*(?:&|and)\s*(written|directed|produced|created|shot|edited))?\s+by\s*$/i;
const CREDIT_ROLE: Record<string, string> = {
  written: "writer",
  directed: "director",
  produced: "producer",
  created: "creator",
  shot: "cinematographer",
  edited: "editor",
};

function tidy(role: string): string {
  const trimmed = role.replace(/\s+/g, " ").trim();
  // "PRODUCER" as a heading writes it; "CEO" stays as it is.
  if (/^[\p{Lu} /&-]{6,}$/u.test(trimmed)) return trimmed.toLowerCase();
  // "Producer" at the start of a line is a role word; "Head of Brand Content" is a title as written.
  return /^\p{Lu}[\p{Ll} ]+$/u.test(trimmed) ? trimmed.toLowerCase() : trimmed;
}

/**
 * The role a team text gives a named person, in the layouts decks use: "Name — Role", "Role: Name",
 * a role on the line under the name, "written & directed by Name", "Name is a producer whose ...".
 */
export function teamRole(name: string, text: string): string | null {
  const lines = text.split("\n");
  const escaped = escapeRegex(name);
  for (const [index, line] of lines.entries()) {
    const at = line.search(new RegExp(`(?<![\\p{L}])${escaped}(?![\\p{L}])`, "u"));
    if (at === -1) continue;
    const before = line.slice(0, at);
    const after = line.slice(at + name.length);
    const credit = before.match(CREDIT_BEFORE);
    if (credit)
      return [credit[1], credit[2]]
        .filter((word): word is string => !!word)
        .map((word) => CREDIT_ROLE[word.toLowerCase()])
        .join(" and ");
    const labelled = before.match(new RegExp(`(${ROLE.source})\\s*[:–—-]\\s*$`, "iu"));
    if (labelled?.[1]) return tidy(labelled[1]);
    const following = after.match(new RegExp(`^\\s*(?:[,–—-]|is an?|\\()?\\s*(${ROLE.source})\\b`, "iu"));
    if (following?.[1]) return tidy(following[1]);
    const under = lines[index + 1]?.trim().match(new RegExp(`^(${ROLE.source})\\b`, "iu"));
    if (under?.[1] && !after.trim()) return tidy(under[1]);
  }
  return null;
}

/** "Maren Holt (writer and director)": each name with the role its deck gives it, if any. */
export function namesWithRoles(names: readonly string[], slides: readonly Slide[], body: string): string[] {
  const text = slides.length ? slides.map((slide) => readColumns(slide.text)).join("\n") : body;
  return names.map((name) => {
    const role = teamRole(name, text);
    return role ? `${name} (${role})` : name;
  });
}
