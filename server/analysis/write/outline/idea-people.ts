import nlp from "compromise";
import type { Signals } from "#analysis/read/pitch/signals";
import { splitSentences } from "#analysis/read/text/words";
import type { PitchJudgement } from "#domain/pitch-judgement";
import { mentions } from "./outline-text";
import type { StoryPerson } from "./story-person";

/** Places and organisations the NLP library recognises in the material: never characters. */
function placesAndOrganisations(text: string): string[] {
  const doc = nlp(text);
  return [...doc.places().out("array"), ...doc.organizations().out("array")].map((name: string) =>
    name.replace(/[.,;:!?'’s]+$/u, "").trim(),
  );
}

function ageOf(sentence: string, name: string): string | null {
  const after = sentence.slice(sentence.indexOf(name) + name.length);
  return after.match(/^,?\s*\(?(?:aged?\s*)?(\d{1,2})\b(?!\s*(?:days|years|weeks|months|%))/i)?.[1] ?? null;
}

/**
 * The people of an idea or a creative deck: named in the answers or the text, never a place,
 * a comparable title, an organisation or a member of the team. The lead is the person the
 * protagonist answer names, else the logline's.
 */
export function ideaPeople(signals: Signals, judgement: PitchJudgement | null, limit = 6): StoryPerson[] {
  const { answers } = signals;
  const isStartup = judgement?.deckType === "startup";
  const candidates = judgement
    ? isStartup
      ? judgement.team
      : judgement.characters
    : signals.characters.map((character) => character.name);
  const text = [signals.body, ...Object.values(answers)].join("\n\n");
  const sentences = splitSentences(text);
  // Only the sentences that name a candidate go to the NLP library: bounded time on any input.
  const naming = sentences
    .filter((sentence) => candidates.some((name) => sentence.includes(name)))
    .slice(0, 200)
    .map((sentence) => sentence.slice(0, 600));
  const notPeople = [
    ...placesAndOrganisations(naming.join("\n")),
    ...signals.comps.titles,
    ...(isStartup ? [] : [...signals.market.teamNames, ...(judgement?.team ?? [])]),
    ...(judgement?.entities.filter((entity) => entity.kind !== "person").map((entity) => entity.name) ?? []),
    ...(signals.title ? [signals.title] : []),
  ];
  const lower = new Set(text.match(/(?<![\p{L}])\p{Ll}[\p{L}'’-]*/gu) ?? []);
  const names = candidates.filter(
    (name) =>
      !notPeople.some((other) => other === name || mentions(other, name)) &&
      !/^(?:The|A|An)\s/.test(name) &&
      // A name part the text also writes in lower case is a common noun ("radio", "valley", "choir").
      !name
        .split(/[\s-]+/)
        .some(
          (part) =>
            /^\p{Ll}/u.test(part) || (!isStartup && name.includes(" ") && lower.has(part.toLowerCase())),
        ),
  );
  const leadName =
    (judgement?.protagonist && names.includes(judgement.protagonist) ? judgement.protagonist : undefined) ??
    names.find((name) => answers.protagonist && mentions(answers.protagonist, name.split(" ")[0] ?? name)) ??
    names.find((name) => signals.logline && mentions(signals.logline.text, name)) ??
    names[0];
  const antagonist = names.find(
    (name) => name !== leadName && answers.obstacle && mentions(answers.obstacle, name.split(" ")[0] ?? name),
  );
  const ordered = [...(leadName ? [leadName] : []), ...names.filter((name) => name !== leadName)].slice(
    0,
    limit,
  );
  return ordered.map((name) => {
    const first = name.split(" ")[0] ?? name;
    const intro =
      sentences.find((s) => mentions(s, name) && /,\s*\(?(?:aged?\s*)?\d{1,2}\b/.test(s)) ??
      sentences.find((s) => mentions(s, name)) ??
      null;
    const detail =
      name === leadName
        ? (answers.protagonist ?? null)
        : name === antagonist
          ? (answers.obstacle ?? null)
          : null;
    return {
      name,
      cue: null,
      isLead: name === leadName && !isStartup,
      intro,
      age: intro ? ageOf(intro, name) : null,
      relation: null,
      traits: null,
      detail,
      line: null,
      scenes: sentences.filter((s) => mentions(s, first)).length,
      firstPage: null,
      lastPage: null,
      partner: null,
      places: [],
    };
  });
}
