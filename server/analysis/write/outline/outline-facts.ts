import type { Signals } from "#analysis/read/pitch/signals";
import { genreFromPages, statedGenre } from "#analysis/read/script/genre-from-pages";
import type { ScriptModel } from "#analysis/read/script/script-model";
import type { CompFormat } from "#domain/comps-match";
import type { PitchJudgement } from "#domain/pitch-judgement";
import type { ProductionBreakdown } from "#domain/production-breakdown";
import type { ReadingAct, ScriptReading } from "#domain/script-reading";
import { ideaPeople } from "./idea-people";
import type { Said } from "./outline-text";
import { storyScriptFromModel } from "./script-from-model";
import { scriptPeople } from "./script-people";
import { type StoryScene, type StoryScript, storyScriptFromParse } from "./script-scenes";
import type { StoryPerson } from "./story-person";

export type OutlineKind = "script" | "idea" | "creative-deck" | "startup-deck";

/** Everything the outline's sections are written from, gathered once. */
export interface OutlineFacts {
  kind: OutlineKind;
  title: string;
  genre: string | null;
  /** Whether the genre was read from the script's pages because the user gave none. */
  genreFromPages: boolean;
  format: CompFormat;
  people: StoryPerson[];
  leads: StoryPerson[];
  /** Script scenes in order; empty outside scripts. */
  scenes: StoryScene[];
  script: StoryScript | null;
  acts: ReadingAct[];
  reading: ScriptReading | null;
  /** The production breakdown of a screenplay, else null. */
  breakdown: ProductionBreakdown | null;
  judgement: PitchJudgement | null;
  signals: Signals;
  /** Sentences said so far: sections pick fresh ones. */
  said: Said;
}

const STARTUP =
  /\b(?:problem|solution|market size|tam|sam|som|traction|revenue|customers|business model|seed|pre-seed|series a|ceo|cto|founders?|competitors?|patents?|product)\b/gi;
const FILM = /\b(?:film|feature|series|episode|logline|screenplay|director|cast|festival|audience|genre)\b/gi;

function isStartupDeck(signals: Signals): boolean {
  const hits = new Set((signals.body.match(STARTUP) ?? []).map((word) => word.toLowerCase()));
  const film = new Set((signals.body.match(FILM) ?? []).map((word) => word.toLowerCase()));
  return hits.size >= 3 && hits.size > film.size;
}

function scriptFormat(reading: ScriptReading | null, scenes: readonly StoryScene[]): CompFormat {
  if (reading)
    return reading.format === "tv-episode" ? "series" : reading.format === "short" ? "short" : "feature";
  const pages = scenes.at(-1)?.page ?? 0;
  return pages >= 60 ? "feature" : "short";
}

function ideaFormat(signals: Signals): CompFormat {
  const said = `${signals.answers.platform ?? ""} ${signals.body.slice(0, 4000)}`;
  if (/\b(?:series|season|episodes?|limited series|tv)\b/i.test(said)) return "series";
  if (/\bshort(?: film)?\b/i.test(said)) return "short";
  return "feature";
}

/** Title-page entries where the writer describes the story or its people ("Notes: … a mild, goofy, fairly daft pawn"). */
const WRITER_NOTE_KEYS = /^(?:notes?|synopsis|logline|description|characters|dramatis personae)$/i;

function writerNotes(titlePage: readonly { key: string; value: string }[]): string[] {
  return titlePage.filter((entry) => WRITER_NOTE_KEYS.test(entry.key.trim())).map((entry) => entry.value);
}

/** What the script reader (scripts) and the pitch judge (ideas and decks) found in the material. */
export interface OutlineSources {
  model: ScriptModel | null;
  judgement: PitchJudgement | null;
}

export function gatherOutlineFacts(signals: Signals, { model, judgement }: OutlineSources): OutlineFacts {
  const isScript = signals.stage === "script";
  const reading = model?.isScreenplay ? model.reading : null;
  const script =
    isScript && model
      ? model.isScreenplay
        ? storyScriptFromModel(model)
        : storyScriptFromParse(model.parsed)
      : null;
  const scenes = script?.scenes ?? [];
  const kind: OutlineKind = isScript
    ? "script"
    : signals.stage === "deck"
      ? (judgement ? judgement.deckType === "startup" : isStartupDeck(signals))
        ? "startup-deck"
        : "creative-deck"
      : "idea";
  const people = isScript ? scriptPeople(scenes, reading) : ideaPeople(signals, judgement);
  // Without a stated genre a script's comps would match on tone alone: take the one its opening
  // names ("A Trivial Comedy"), else read one from the pages (a stage play's from its whole text).
  const pageGenre =
    !signals.genre && isScript
      ? (statedGenre(signals.body) ??
        genreFromPages(
          scenes.length
            ? [
                ...writerNotes(script?.titlePage ?? []),
                ...scenes.flatMap((scene) => [...scene.action, ...scene.lines.map((line) => line.text)]),
              ].join("\n")
            : signals.body,
        ).genre)
      : null;
  return {
    kind,
    title: signals.title ?? "Untitled",
    genre: signals.genre ?? pageGenre,
    genreFromPages: !!pageGenre,
    format: isScript ? scriptFormat(reading, scenes) : ideaFormat(signals),
    people,
    leads: people.filter((person) => person.isLead),
    scenes,
    script,
    acts: reading?.acts ?? [],
    reading,
    breakdown: model?.isScreenplay ? model.breakdown : null,
    judgement,
    signals,
    said: new Map(),
  };
}
