import nlp from "compromise";
import { escapeRegex } from "#analysis/read/text/words";
import type { Entity, EntityKind, PersonRole } from "#domain/pitch-judgement";
import { splitSentences } from "../text/words";
import { nonPersonKind, placeShare } from "./classify-name";
import { gazetteer } from "./gazetteer";
import { findCharacters } from "./prose-characters";

/** Longest stretch of material handed to the tagger; the rest is read by the patterns only. */
const TAGGER_LIMIT = 40_000;
const HONORIFIC =
  /^(?:(?:Dr|Prof|Mr|Mrs|Ms|St)\.?\s+|(?:Prof\.\s+Dr\.?\s+)|(?:Commander|Captain|Lieutenant|Colonel|General|Major|Admiral|Inspector|Chief|Detective|Officer|Sergeant|Agent|Doctor|Professor|Sister|Brother|Father|Uncle|Aunt|Grandma|Grandpa|Sheriff|Judge|Mayor|Senator|Coach)(?:-\p{L}+)?\s+)+/iu;
/** A credit or a job next to a name: the name belongs to the team, not the story. */
const TEAM_CUE =
  /\b(?:[Ww]ritten|[Dd]irected|[Pp]roduced|[Cc]reated|[Ff]ounded|[Ss]hot|[Ee]dited) by\b|\b(?:[Dd]irector|[Pp]roducer|[Ww]riter|[Ss]creenwriter|[Ss]howrunner|[Cc]reator|[Ff]ounder|[Cc]o-founder|CEO|CTO|COO|CFO|[Ee]conomist|[Cc]onsultant|[Aa]dvisor|[Ee]ngineer|[Dd]eveloper|[Dd]esigner|[Cc]inematographer|DP|[Ee]xecutive [Pp]roducer)\b|\b(?:known for|credits include|whose (?:short|feature|film|debut|series)|attached to|our team|the team|has produced|produced (?:three|two|\d))/u;
/** Runs of capitalised words: places, organisations and festivals are found among these. */
const CAPITALISED_RUN =
  /\p{Lu}[\p{L}\p{N}&'’+-]*(?:[ \t](?:the |de |&[ \t])?\p{Lu}[\p{L}\p{N}&'’+-]*){0,4}/gu;
/** "her brother Eli", "uncle Ray's garage", "her brothers Luis and Marco": kin are people. */
const KIN =
  /\b(?:brothers?|sisters?|sons?|daughters?|mother|father|wife|husband|uncle|aunt|cousin|granddaughter|grandson|grandmother|grandfather|friend|partner|boyfriend|girlfriend|mentor|neighbou?r|nephew|niece)\s+(\p{Lu}\p{Ll}+(?:\s\p{Lu}\p{Ll}+)?(?:\s+and\s+\p{Lu}\p{Ll}+)?)/gu;
/** "Lily, 22,": a first name introduced with an age. */
const AGED =
  /(?<![\p{L}])(\p{Lu}\p{Ll}+),\s*(?:age\s*)?\d{1,2}\b(?!\s*(?:%|percent|million|years|km|miles|metres))/gu;
/** An organisation named by what it does to the story: "signed with Vinci Immobilier", "funded by Creative Europe". */
const ORGANISATION_CUE =
  /\b(?:signed with|funded by|backed by|owned by|acquired by|employed by|works for|working for|partnered with|sponsored by)\s*$/i;
const REFERENCE_CUE = /\b(?:in the vein of|inspired by|fans of|like|comparable to|meets|style of)\s*$/i;

export interface EntitySources {
  /** Everything the user wrote, for mentions and quotes. */
  material: string;
  /** Text that tells the story: logline, synopsis, character answers, story and character slides. */
  story: string;
  /** Text that presents the team: team slides and sentences with credits. */
  team: string;
  titles: readonly string[];
  /** An investor deck has a team and no characters. */
  isStartup: boolean;
  /** Names a startup cover lists under its title (the founders). */
  coverNames: readonly string[];
}

function clean(name: string): string {
  return (name.split(/,\s*|\s+[-–—]\s+|\(/)[0] ?? name)
    .replace(/[’']s$/u, "")
    .replace(/[.,;:!?)"”]+$/u, "")
    .replace(HONORIFIC, "")
    .trim();
}

/** Mentions of a name as written or in capitals ("JACK CONNELLY, 42"). */
function occurs(name: string, text: string): number {
  const escaped = escapeRegex(name);
  const pattern = new RegExp(`(?<![\\p{L}])(?:${escaped}|${escaped.toUpperCase()})(?![\\p{L}])`, "gu");
  return text.match(pattern)?.length ?? 0;
}

/** "written & directed by Maren Holt", "Created by Tomás Ruiz": a credit right before the name. */
const CREDITED_BY =
  /\b(?:written|directed|produced|created|shot|edited|developed)(?:\s*(?:&|and|,)\s*(?:written|directed|produced|created|shot|edited|developed))*\s+by\s+$/i;

function roleOf(name: string, sources: EntitySources, sentences: readonly string[]): PersonRole {
  if (sources.coverNames.includes(name)) return "team";
  if (creditedOnce(name, sources.material)) return "team";
  const withName = sentences.filter((sentence) => occurs(name, sentence) > 0);
  const credited = withName.some((sentence) => TEAM_CUE.test(sentence));
  const inTeam = occurs(name, sources.team);
  const inStory = occurs(name, sources.story);
  if (sources.isStartup) return inTeam || credited ? "team" : "other";
  if (inStory > 0 && inStory >= inTeam) return "character";
  // "JACK CONNELLY, 42 is a trusted advisor": a name introduced with an age is a person of the story.
  if (!inTeam && introducedWithAge(name, sources.material)) return "character";
  if (inTeam || credited) return "team";
  const referenced =
    withName.length > 0 &&
    withName.every((sentence) => REFERENCE_CUE.test(sentence.slice(0, sentence.indexOf(name))));
  if (referenced) return "other";
  return inStory > 0 || !sources.story.trim() ? "character" : "other";
}

/**
 * People (characters and team) told apart from places, titles, organisations, festivals,
 * languages and funding terms: candidates from the compromise tagger and from introductions
 * ("DIANE WAVERLY, 41"), each classified against the gazetteers and our own lists.
 */
export function readEntities(sources: EntitySources): Entity[] {
  const { material } = sources;
  const sentences = splitSentences(material);
  const candidates = new Set<string>();
  const tagged = nlp(material.slice(0, TAGGER_LIMIT));
  const taggedPeople = new Set((tagged.people().out("array") as string[]).map(clean));
  for (const person of taggedPeople) candidates.add(person);
  for (const character of findCharacters(material, sentences)) candidates.add(clean(character.name));
  for (const name of sources.coverNames) candidates.add(name);
  for (const pattern of [KIN, AGED])
    for (const match of material.matchAll(pattern))
      for (const name of (match[1] ?? "").split(/\s+and\s+/)) candidates.add(clean(name));
  for (const match of sources.team.matchAll(
    /\p{Lu}[\p{Ll}\p{M}]+(?: \p{Lu}\.)?(?: \p{Lu}[\p{Ll}\p{M}]+){1,2}/gu,
  ))
    candidates.add(clean(match[0]));
  const introduced = new Set<string>();
  for (const pattern of [KIN, AGED])
    for (const match of material.matchAll(pattern))
      for (const name of (match[1] ?? "").split(/\s+and\s+/)) introduced.add(clean(name));
  const taggedPlaces = new Set((tagged.places().out("array") as string[]).map(clean));
  const taggedOrgs = new Set((tagged.organizations().out("array") as string[]).map(clean));
  for (const name of [...taggedPlaces, ...taggedOrgs]) candidates.add(name);
  for (const title of sources.titles) candidates.add(title);
  const runs = new Set<string>();
  for (const match of material.slice(0, TAGGER_LIMIT).matchAll(CAPITALISED_RUN)) runs.add(clean(match[0]));

  const entities: Entity[] = [];
  const context = { titles: sources.titles, text: material };
  for (const name of new Set([...candidates, ...runs])) {
    if (name.length < 2 || !/^\p{Lu}/u.test(name) || !/\p{Ll}/u.test(name)) continue;
    // A name a column layout splits over two lines is whole only in the team text read by column.
    const mentions = occurs(name, material) || occurs(name, sources.team);
    if (!mentions) continue;
    const quote = sentences.find((sentence) => occurs(name, sentence) > 0) ?? name;
    const kind =
      nonPersonKind(name, context) ??
      (taggedPeople.has(name) ||
      introduced.has(name) ||
      sources.coverNames.includes(name) ||
      occurs(name, sources.team) > 0 ||
      startsWithFirstName(name)
        ? null
        : notPersonByForm(name, material, taggedPlaces, taggedOrgs));
    if (kind === "none") continue;
    // "“The past is never dead.” — William Faulkner": an epigraph's author is no one in the story or on the team.
    if (!kind && precededBy(name, material, /(?:[”"’]|^|\n)\s*[—–-]{1,2}\s*$/)) continue;
    if (!kind && runs.has(name) && !candidates.has(name)) continue;
    if (!kind && precededBy(name, material, ORGANISATION_CUE)) {
      entities.push({ name, kind: "organisation", role: null, mentions, quote });
      continue;
    }
    // "the Kestrel", "the Glasgow Rocks", "A Heartland Chronicle": an article makes a name a thing or a group.
    if (
      !kind &&
      !taggedPeople.has(name) &&
      !introduced.has(name) &&
      !(name.includes(" ") && startsWithFirstName(name)) &&
      precededBy(name, material, name.includes(" ") ? /\b(?:the|an?)\s+$/i : /\bthe\s+$/i)
    )
      continue;
    if (kind) entities.push({ name, kind, role: null, mentions, quote });
    else if (!taggedPeople.has(name) && !sources.coverNames.includes(name) && isCommonWords(name)) continue;
    else entities.push({ name, kind: "person", role: roleOf(name, sources, sentences), mentions, quote });
  }
  return mergePeople(dropNamesInsideOthers(entities, material));
}

/** "Gloria Park" is a person though "Park" ends many places: a known first name vouches for it. */
function startsWithFirstName(name: string): boolean {
  return name.includes(" ") && nlp(name.split(/\s+/)[0] ?? "").has("#FirstName");
}

function introducedWithAge(name: string, material: string): boolean {
  const escaped = escapeRegex(name);
  return new RegExp(`(?:${escaped}|${escaped.toUpperCase()}),\\s*(?:age\\s*)?\\d{1,2}\\b`, "u").test(
    material,
  );
}

/** "IM – Individuell Människohjälp", "Ridgeline Outdoor (RO)": a name spelled out from an acronym is an organisation. */
function spelledAcronym(name: string, material: string): boolean {
  const words = name.split(/\s+/);
  if (words.length < 2) return false;
  const initials = escapeRegex(
    words
      .map((word) => word[0] ?? "")
      .join("")
      .toUpperCase(),
  );
  const escaped = escapeRegex(name);
  return new RegExp(
    `(?<![\\p{L}])${initials}\\s*[–—:-]\\s*${escaped}|${escaped}\\s*\\(${initials}\\)`,
    "u",
  ).test(material);
}

/** Name particles written in lower case inside a person's name ("Ludwig van Beethoven"). */
const PARTICLE = /^(?:de|da|di|del|della|der|den|van|von|le|la|du|dos|das|bin|ibn|al|el|y|zu|ter|ten|of)$/;

/**
 * What a candidate no tagger or introduction vouches for is, when its form says it is no person:
 * a run with a common word in lower case ("Danube crossing", "Serbian bank"), a name the tagger
 * reads as a place or an organisation, or one whose every mention follows a place preposition.
 */
function notPersonByForm(
  name: string,
  material: string,
  places: ReadonlySet<string>,
  organisations: ReadonlySet<string>,
): EntityKind | null {
  if (spelledAcronym(name, material)) return "organisation";
  const words = name.split(/\s+/);
  const lowerWord = words.slice(1).some((word) => /^\p{Ll}/u.test(word) && !PARTICLE.test(word));
  if (organisations.has(name)) return "organisation";
  if (places.has(name) || lowerWord) return "place";
  if (words.length > 1 && placeShare(name, material) >= 0.75) return "place";
  // "Bačka Palanka in Serbia", "Ilok, Croatia": a name placed inside a country or region is a place.
  const escaped = escapeRegex(name);
  const inside = new RegExp(
    `(?<![\\p{L}])${escaped}(?:\\s+in|,)\\s+(\\p{Lu}[\\p{L}-]+(?:\\s\\p{Lu}[\\p{L}-]+)?)`,
    "gu",
  );
  const geography = gazetteer();
  for (const match of material.matchAll(inside)) {
    const where = match[1] ?? "";
    if (geography.countries.has(where) || geography.regions.has(where)) return "place";
  }
  return null;
}

/** Whether every mention of a name follows the pattern ("the Kestrel", "funded by Creative Europe"). */
function precededBy(name: string, text: string, pattern: RegExp): boolean {
  const escaped = escapeRegex(name);
  const mentions = [...text.matchAll(new RegExp(`(?<![\\p{L}])${escaped}(?![\\p{L}])`, "gu"))];
  return (
    mentions.length > 0 &&
    mentions.every((m) => pattern.test(text.slice(Math.max(0, (m.index ?? 0) - 30), m.index)))
  );
}

/** Whether any mention of a name follows a credit ("directed by"). */
function creditedOnce(name: string, text: string): boolean {
  const escaped = escapeRegex(name);
  for (const m of text.matchAll(new RegExp(`(?<![\\p{L}])${escaped}(?![\\p{L}])`, "gu")))
    if (CREDITED_BY.test(text.slice(Math.max(0, (m.index ?? 0) - 40), m.index))) return true;
  return false;
}

/** "Paso" is only ever part of "El Paso": a person candidate found only inside another entity goes. */
function dropNamesInsideOthers(entities: Entity[], material: string): Entity[] {
  const others = entities.filter((entity) => entity.kind !== "person").map((entity) => entity.name);
  return entities.filter((entity) => {
    if (entity.kind !== "person") return true;
    const containing = others.filter((other) => other !== entity.name && other.includes(entity.name));
    if (!containing.length) return true;
    let rest = material;
    for (const other of containing) rest = rest.split(other).join(" ");
    return occurs(entity.name, rest) > 0;
  });
}

const DERIVED = /(?:able|ible|ment|tion|sion|ness|ity|ive|ous|ical|ism|ist|ing|ence|ance|ship|ology)$/;

/** "Sustainable Development": every word is a dictionary word, so it is a phrase, not a name. */
function isCommonWords(name: string): boolean {
  const english = gazetteer().englishWords;
  const words = name.split(/\s+/);
  return (
    words.every((word) => english.has(word.toLowerCase())) &&
    words.some((word) => DERIVED.test(word.toLowerCase()))
  );
}

/** "Elias" and "Elias Marr" are one person; the full name stands for both. */
function mergePeople(entities: Entity[]): Entity[] {
  const people = entities.filter((entity) => entity.kind === "person");
  const merged = entities.filter((entity) => {
    if (entity.kind !== "person" || entity.name.includes(" ")) return true;
    const full = people.find((other) => other !== entity && other.name.split(" ").includes(entity.name));
    if (full) full.mentions = Math.max(full.mentions, entity.mentions);
    return !full;
  });
  return merged.sort((a, b) => b.mentions - a.mentions || a.name.localeCompare(b.name));
}
