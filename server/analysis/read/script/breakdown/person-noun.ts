import nlp from "compromise";
import { wordLists } from "#server/lexicons/word-lists";
import personNouns from "../../../../lexicons/person-nouns.json" with { type: "json" };
import { namesIn, PEOPLE_LEXICONS } from "./breakdown-lexicons";

const { roles, notPeople } = wordLists(personNouns);
const THINGS = new Set(notPeople);
const ROLES = new Set(roles.flatMap((role) => [role, `${role}s`]));
const cache = new Map<string, boolean>();

/**
 * Whether a noun or a phrase ending on one names a kind of person: "the guard", "A DESK COP",
 * "wedding guests". The tagger's #Actor (not #Person: a
 * name is someone, not a kind of person, and "GRABS DIRK" in capitals is no bit part), the data file's roles, or one of a crowd of extras
 * ("soldier" of "soldiers").
 */
export function isPersonNoun(phrase: string): boolean {
  const lower = phrase.toLowerCase();
  let person = cache.get(lower);
  if (person === undefined) {
    const last = lower.split(/\s+/).at(-1) ?? lower;
    const tags = (nlp(last).terms().json() as { terms: { tags: string[] }[] }[])[0]?.terms[0]?.tags ?? [];
    person =
      !THINGS.has(last) &&
      (ROLES.has(last) ||
        tags.includes("Actor") ||
        PEOPLE_LEXICONS.extras.names.has(`${last}s`) ||
        namesIn(lower, PEOPLE_LEXICONS.extras).length > 0 ||
        namesIn(last, PEOPLE_LEXICONS.children).length > 0);
    if (cache.size > 5000) cache.clear();
    cache.set(lower, person);
  }
  return person;
}
