import { nameCase } from "#analysis/read/text/names";
import { countWords, escapeRegex, sentencesAtStops } from "#analysis/read/text/words";
import type { ScriptReading } from "#domain/script-reading";
import { agesOf, introductions, relationOf, traitsOf } from "./script-introductions";
import type { StoryScene } from "./script-scenes";
import type { SceneMoment, StoryPerson } from "./story-person";

/** Cues that are devices or groups, not people of the story. */
const NOT_A_PERSON =
  /\b(?:MACHINE|RADIO|TV|TELEVISION|PHONE|VOICES?|SIGN|SPEAKER|INTERCOM|COMPUTER|P\.?A\.?|RECORDING|TAPE|SCREEN|CROWD|VARIOUS|ALL|EVERYONE|BOTH|TOGETHER|SUPER|TITLE|CHYRON|INSERT|NEWSREEL|ANNOUNCEMENT)\b|\bAND\b|[/&]/;

export function isPersonCue(cue: string): boolean {
  return !NOT_A_PERSON.test(cue) && /\p{L}/u.test(cue);
}

/** Lines that say what the speaker wants, strongest first. */
const WANTS = [
  /\b(?:I want|I need|I just want|all I)\b/i,
  /\b(?:I have to|I've got to|I wish)\b/i,
  /\b(?:I'm going to|I won't|I can't)\b/i,
];

interface Tally {
  cue: string;
  aliases: string[];
  scenes: StoryScene[];
  /** Scenes the person is in, speaking or named in the action (the reader's count when there is one). */
  presence: number;
  words: number;
  pages?: { first: number; last: number };
}

function tallies(scenes: readonly StoryScene[], reading: ScriptReading | null): Tally[] {
  if (reading?.characters.length) {
    return reading.characters.map((character) => {
      const names = [character.name, ...character.aliases].map((name) => name.toUpperCase());
      return {
        cue: character.name.toUpperCase(),
        aliases: names,
        scenes: scenes.filter((scene) => scene.speakers.some((speaker) => names.includes(speaker))),
        presence: character.scenes,
        words: character.words,
        pages: { first: character.firstPage, last: character.lastPage },
      };
    });
  }
  const byCue = new Map<string, Tally>();
  for (const scene of scenes) {
    for (const line of scene.lines) {
      const tally: Tally = byCue.get(line.speaker) ?? {
        cue: line.speaker,
        aliases: [line.speaker],
        scenes: [],
        presence: 0,
        words: 0,
      };
      tally.words += countWords(line.text);
      if (!tally.scenes.includes(scene)) {
        tally.scenes.push(scene);
        tally.presence = tally.scenes.length;
      }
      byCue.set(line.speaker, tally);
    }
  }
  return [...byCue.values()].sort((a, b) => b.words - a.words);
}

function characteristicLine(scenes: readonly StoryScene[], names: readonly string[]): string | null {
  const lines = scenes.flatMap((scene) => scene.lines).filter((line) => names.includes(line.speaker));
  const fitting = lines.filter((line) => countWords(line.text) >= 5 && countWords(line.text) <= 28);
  const wanting = WANTS.map((want) => fitting.find((line) => want.test(line.text))).find(Boolean);
  return (wanting ?? fitting[Math.floor(fitting.length / 2)])?.text ?? null;
}

/** A line fit to quote on a card: a sentence of some length, never a writer's note or boneyard. */
function quotable(text: string): boolean {
  const words = countWords(text);
  // "On Will and Sandra" or "Close on Jenny" is where the camera looks, not a moment.
  const shot = words <= 5 && /^(?:(?:angle|close|closer|back|wide|push|pan)\s+)?on\s/i.test(text);
  return words >= 4 && !shot && !/\[\[|\]\]|\/\*|\*\/|^\(/.test(text);
}

/** A sentence of action or dialogue, page-pinned, from the person's first or last scene. With
 * `ownOnly`, only a moment that is theirs: action naming them or their own line. */
function sceneMoment(
  scene: StoryScene,
  names: readonly string[],
  named: RegExp,
  end: "first" | "last",
  avoid: ReadonlySet<string>,
  ownOnly = false,
): SceneMoment | null {
  const pick = <T>(items: readonly T[]) => (end === "first" ? items[0] : items.at(-1));
  const sentences = scene.action.flatMap(sentencesAtStops).filter((sentence) => quotable(sentence));
  const fresh = sentences.filter((sentence) => !avoid.has(sentence));
  const own = scene.lines.filter((line) => names.includes(line.speaker) && quotable(line.text));
  // What they are doing or facing: the action that names them, else their own line, else the scene's
  // action; a sentence another card already quotes only when the scene has no other.
  const theirs = pick(fresh.filter((sentence) => named.test(sentence))) ?? pick(own)?.text;
  const text = ownOnly
    ? theirs
    : (theirs ??
      pick(fresh) ??
      pick(sentences.filter((sentence) => named.test(sentence))) ??
      pick(sentences));
  return text ? { page: scene.page, text, place: scene.place } : null;
}

/** How far into their appearances a moment of their own is looked for before the scene's own words do. */
const MOMENT_LOOK_AHEAD = 3;

/** The scenes they first and last appear in (speaking or named in the action), each with a moment
 * quoted from it, page-pinned: the change between first and last appearance. A first scene whose
 * only sentence naming them is already quoted (their introduction) gives way to the next where
 * they act or speak, so the quote is about them, not the scene's opening. */
function arcOf(
  scenes: readonly StoryScene[],
  names: readonly string[],
  avoid: ReadonlySet<string>,
): StoryPerson["arc"] {
  const named = new RegExp(`(?<![\\p{L}])(?:${names.map(escapeRegex).join("|")})(?![\\p{L}])`, "iu");
  const present = scenes.filter(
    (scene) =>
      scene.speakers.some((speaker) => names.includes(speaker)) ||
      scene.action.some((paragraph) => named.test(paragraph)),
  );
  const firstScene = present[0];
  const lastScene = present.at(-1);
  if (!firstScene || !lastScene || lastScene.page - firstScene.page < 2) return null;
  // Each end looks a few scenes in for a moment of their own; the last never reaches back past the first.
  const ownAt = (indexes: number[], end: "first" | "last") =>
    indexes
      .map((index) => ({ index, moment: sceneMoment(present[index]!, names, named, end, avoid, true) }))
      .find((found) => found.moment);
  const count = present.length;
  const firstOwn = ownAt(
    Array.from({ length: Math.min(MOMENT_LOOK_AHEAD, count - 1) }, (_, i) => i),
    "first",
  );
  const firstIndex = firstOwn?.index ?? 0;
  const lastOwn = ownAt(
    Array.from({ length: MOMENT_LOOK_AHEAD }, (_, i) => count - 1 - i).filter((index) => index > firstIndex),
    "last",
  );
  const first = firstOwn?.moment ?? sceneMoment(firstScene, names, named, "first", avoid);
  const last = lastOwn?.moment ?? sceneMoment(lastScene, names, named, "last", avoid);
  if (!first || !last || first.text === last.text) return null;
  return { first, last };
}

function mostCommon(values: readonly string[], limit: number): string[] {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts]
    .sort((a, b) => b[1] - a[1])
    .slice(0, limit)
    .map(([value]) => value);
}

/** Without the reader's protagonists: the most present speaker, and a second who comes close. */
function likelyLeads(all: readonly Tally[]): string[] {
  const [first, second] = all;
  if (!first) return [];
  const close =
    second && second.words >= first.words * 0.35 && second.scenes.length >= first.scenes.length * 0.35;
  return close ? [first.cue, second.cue] : [first.cue];
}

/** The script's people, leads first, each with their introduction, age, a line and where they are seen. */
export function scriptPeople(
  scenes: readonly StoryScene[],
  reading: ScriptReading | null,
  limit = 6,
): StoryPerson[] {
  const all = tallies(scenes, reading).filter((tally) => isPersonCue(tally.cue) && tally.scenes.length);
  const leadCues = (reading?.protagonists.length ? reading.protagonists : likelyLeads(all)).map((cue) =>
    cue.toUpperCase(),
  );
  const ordered = [
    ...leadCues.flatMap((cue) => all.filter((tally) => tally.cue === cue)),
    // A tie on scenes keeps the order the tallies come in: the reader's (more pages in eighths, then
    // more words), else the most words.
    ...all.filter((tally) => !leadCues.includes(tally.cue)).sort((a, b) => b.presence - a.presence),
  ].slice(0, limit);
  const cues = ordered.map((tally) => tally.cue);
  const used = new Set<string>();
  return ordered.map((tally) => {
    const intros = introductions(scenes, tally.cue);
    const intro = intros.find((item) => !used.has(item.sentence)) ?? intros[0] ?? null;
    if (intro) used.add(intro.sentence);
    const others = cues.filter((cue) => cue !== tally.cue);
    const partner = mostCommon(
      tally.scenes.flatMap((scene) =>
        scene.speakers.filter((s) => !tally.aliases.includes(s) && isPersonCue(s)),
      ),
      1,
    )[0];
    const full = intros.find((item) => item.full !== tally.cue)?.full ?? tally.cue;
    const ages = agesOf(intros);
    const arc = arcOf(scenes, tally.aliases, used);
    for (const moment of [arc?.first, arc?.last]) if (moment) used.add(moment.text);
    return {
      name: nameCase(full.split(" ").length <= 3 ? full : tally.cue),
      cue: tally.cue,
      isLead: leadCues.includes(tally.cue),
      intro: intro?.sentence ?? null,
      age: ages.length ? ages.join(", ") : null,
      relation: intros.map((item) => relationOf(item, others)).find(Boolean) ?? null,
      traits: intros[0] ? traitsOf(intros[0]) : null,
      detail: null,
      line: characteristicLine(tally.scenes, tally.aliases),
      arc,
      scenes: Math.max(tally.presence, tally.scenes.length),
      firstPage: tally.pages?.first ?? tally.scenes[0]?.page ?? null,
      lastPage: tally.pages?.last ?? tally.scenes.at(-1)?.page ?? null,
      partner: partner ? nameCase(partner) : null,
      places: mostCommon(
        tally.scenes.map((scene) => scene.location ?? scene.place),
        3,
      ),
    };
  });
}
