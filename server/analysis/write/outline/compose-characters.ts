import nlp from "compromise";
import { nameCase } from "#analysis/read/text/names";
import { capitalise, listPhrase } from "#analysis/read/text/words";
import type { CharacterCard, DeckBuildout } from "#domain/deck-buildout";
import type { OutlineFacts } from "./outline-facts";
import { clip, isWorn, proseCase, quoted, say } from "./outline-text";
import { KIN } from "./script-introductions";
import { firstName, type StoryPerson } from "./story-person";

/** What the material says about them: the answer about them, else who they are and their introduction. */
function portrait(person: StoryPerson, facts: OutlineFacts): string[] {
  const parts: string[] = [];
  if (person.relation) parts.push(`${capitalise(person.relation)}.`);
  if (person.detail) parts.push(person.detail);
  else if (person.intro && !isWorn(facts.said, proseCase(person.intro, facts.people)))
    parts.push(proseCase(person.intro, facts.people));
  if (person.cue && person.firstPage !== null && person.lastPage !== null) {
    const span =
      person.firstPage === person.lastPage
        ? `on page ${person.firstPage}`
        : `from page ${person.firstPage} to ${person.lastPage}`;
    const partner = person.partner ? `, most often with ${person.partner}` : "";
    const role = person.isLead ? "a lead" : "on screen";
    parts.push(
      `${firstName(person)} is ${role} ${span}, in ${person.scenes} scene${person.scenes === 1 ? "" : "s"}${partner}.`,
    );
  }
  const { arc } = person;
  if (arc)
    parts.push(
      `From page ${arc.first.page} to page ${arc.last.page}, ${firstName(person)} goes from ${quoted(proseCase(arc.first.text, facts.people), 20)} (${nameCase(arc.first.place)}) to ${quoted(proseCase(arc.last.text, facts.people), 20)} (${nameCase(arc.last.place)}).`,
    );
  if (person.line && person.line !== arc?.first.text && person.line !== arc?.last.text)
    parts.push(`In ${firstName(person)}'s words: ${quoted(person.line, 28)}`);
  return parts;
}

function ageNote(age: string | null): string | null {
  if (!age) return null;
  const ages = age.split(", ").map((item) => item.replace(/['’]s$/, "s"));
  if (ages.length > 1) return `at ${listPhrase(ages)}, the ages the script gives`;
  return /s$/.test(ages[0] ?? "") ? `in their ${ages[0]}` : `about ${ages[0]}`;
}

/** Who they are, in the material's words: the answer's clause after the name and age ("a paramedic in
 * Marseille"), or the role set before the name ("the harbour master, Brendan Walsh"). */
function roleClause(person: StoryPerson): string | null {
  const source = person.detail ?? person.intro ?? "";
  const at = source.indexOf(person.name);
  if (at < 0) return null;
  const after = source
    .slice(at + person.name.length)
    .match(/^,\s*(?:aged?\s*)?(?:\d{1,2}\s*[,:]\s*)?((?:a|an|the|his|her|their)\s[^.;]+)/i)?.[1];
  const before = source
    .slice(0, at)
    .match(/\b((?:the|a|an|his|her|their)(?:\s[\p{L}'’-]+){1,2}),\s*$/iu)?.[1];
  const kin = source
    .slice(0, at)
    .match(new RegExp(`\\b((?:his|her|their)\\s(?:\\w+\\s)?(?:${KIN}))\\s*$`, "i"))?.[1];
  const clause = (after ?? before ?? kin)?.trim();
  return clause ? clip(clause, 16) : null;
}

/**
 * "describes them as" reads for a quality or a kind ("handsome", "a boxer gone soft"), not for a
 * bare thing they wear or carry ("city coat"): that is how the page introduces them.
 */
function traitLead(traits: string, isScript: boolean): string {
  if (!isScript) return "Described as";
  const first = nlp(traits).terms().first();
  return first.has("#Adjective") || first.has("#Determiner")
    ? "The page describes them as"
    : "The page introduces them with";
}

/** Who to cast and how to see them, from the ages and the words the material uses for them. */
function castingNote(person: StoryPerson, facts: OutlineFacts): string {
  const age = ageNote(person.age);
  const traits = person.traits
    ? proseCase(person.traits, facts.people)
    : person.cue
      ? null
      : roleClause(person);
  const where = person.places.length
    ? `${firstName(person)} is seen most at ${listPhrase(person.places.slice(0, 2).map((place) => nameCase(place)))}.`
    : "";
  const parts = [
    age ? `Cast ${age}.` : "",
    traits ? `${traitLead(traits, Boolean(person.cue))} ${quoted(traits, 16)}.` : "",
    where,
  ].filter(Boolean);
  if (parts.length) return parts.join(" ");
  return `The material gives no age or look for ${person.name}.`;
}

export function composeCharacters(facts: OutlineFacts): DeckBuildout["characters"] {
  const cards: CharacterCard[] = facts.people.map((person) => ({
    name: person.name,
    description: say(
      facts.said,
      portrait(person, facts).join(" ") || `${person.name} is named in the material.`,
    ),
    casting_visual: castingNote(person, facts),
  }));
  if (!cards.length) {
    cards.push({
      name: "No named characters yet",
      description:
        "The material names no person of the story. A lead with a name, an age, a want and a flaw would fill this section.",
      casting_visual: "Casting notes follow once the lead is described.",
    });
  }
  return { character_list: cards };
}
