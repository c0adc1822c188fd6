import { verdictOf } from "#analysis/judge/grade-reading";
import { countWords, escapeRegex } from "#analysis/read/text/words";
import type { GridRow, ReadingCharacter, ScriptReading } from "#domain/script-reading";
import { collapseSpaces } from "#server/screenplay/patterns";
import type { ParsedScreenplay } from "#server/screenplay/screenplay-element";
import { findCharacters } from "../pitch/prose-characters";
import { splitSentences } from "../text/words";
import { writerLogline } from "./draft-logline";
import { detectLanguage } from "./language";
import { isSampleText } from "./sample-text";
import type { ScriptModel } from "./script-model";
import { readSpeakers, type SpeakerReading, speakingLeads } from "./speakers";

const PROSE_WORDS_PER_PAGE = 300;

/** Placeholder text: lorem ipsum makes up a large share of the words (in Latin letters only: a Cyrillic lorem is still laid out as a script). */
export function isPlaceholderText(text: string): boolean {
  return !/\p{Script=Cyrillic}/u.test(text) && isSampleText(text);
}

/** A treatment, synopsis or bible (or placeholder text): read as prose, with no scenes or acts. */
export function readProse(
  text: string,
  parsed: ParsedScreenplay,
  title: string | null,
  isPlaceholder: boolean,
): ScriptModel {
  const body = text.replace(/\f/g, "\n\n");
  const words = countWords(body);
  const pageBreaks = text.split("\f").filter((page) => page.trim()).length;
  const pages = Math.max(1, text.includes("\f") ? pageBreaks : Math.ceil(words / PROSE_WORDS_PER_PAGE));
  const sentences = splitSentences(body);
  const heading = isPlaceholder ? null : headingLine(body);
  const found = (isPlaceholder ? [] : findCharacters(body, sentences)).filter(
    (character) => !heading?.toUpperCase().includes(character.name.toUpperCase()),
  );
  const characters = found.slice(0, 12).map((character) => proseCharacter(character.name, pages));
  const logline = isPlaceholder ? null : writerLogline(text, [], []);
  const telling = isPlaceholder
    ? { told: false, subject: null }
    : tellsAFilm(
        sentences,
        found.map((character) => character.name),
      );
  // A treatment that introduces nobody in capitals is still about the person its sentences follow.
  if (telling.told && characters.length === 0 && telling.subject)
    characters.push(proseCharacter(telling.subject, pages));
  const lead = characters[0]?.name;
  const firstQuote = collapseSpaces(body).split(" ").slice(0, 12).join(" ");
  // A printed logline, or its absence, says nothing of a market: Marketability is said, not rated.
  const unrated: ScriptModel["unrated"] = isPlaceholder
    ? []
    : [
        ...(logline
          ? []
          : [
              {
                item: "Premise" as const,
                why: "a text that states no logline, and its premise is not drafted from prose alone",
              },
            ]),
        { item: "Marketability", why: "its market cannot be judged from the pages" },
      ];
  const grid: GridRow[] = isPlaceholder
    ? (["Premise", "Structure", "Characters", "Dialogue", "Pacing", "Marketability"] as const).map(
        (item) => ({
          item,
          rating: "Poor" as const,
          evidence: firstQuote
            ? `Page 1 is placeholder text, not a story: “${firstQuote}”.`
            : "Page 1 is empty: there is no text to read.",
        }),
      )
    : proseGrid(logline, lead, found[0]?.introduction ?? null, pages, words, firstQuote);
  const speakers = isPlaceholder ? null : readSpeakers(body);
  if (speakers?.kind) return { ...readSpoken(body, title ?? heading, speakers, pages, words), parsed };
  const reading: ScriptReading = {
    format: telling.told ? "treatment" : "prose",
    language: isPlaceholder ? "la" : detectLanguage(body),
    pages,
    runtimeMinutes: Math.max(1, Math.round(words / 250)),
    protagonists: lead && !isPlaceholder ? [lead] : [],
    characters,
    acts: [],
    scenes: [],
    flags: [],
    grid,
    verdict: { script: "Pass", writer: "Pass" },
    logline,
    synopsis: isPlaceholder ? "" : proseSynopsis(sentences, logline?.text ?? ""),
  };
  return {
    parsed,
    reading,
    title: title ?? heading,
    isPlaceholder,
    ...withoutScenes(),
    formatWhy: "prose: no scene headings or speeches",
    medianEighths: 0,
    longest: null,
    dialogueShare: 0,
    dialogueByQuarter: [0, 0, 0, 0],
    namings: [],
    writerSynopses: [],
    words,
    ending: { finished: words >= 40, mark: null, page: pages },
    premise: null,
    unrated,
  };
}

/** A person of prose: named across all its pages, with no scenes or speeches to count. */
function proseCharacter(name: string, pages: number): ReadingCharacter {
  return {
    name: name.toUpperCase(),
    aliases: [],
    scenes: 0,
    speeches: 0,
    words: 0,
    firstPage: 1,
    lastPage: pages,
  };
}

/** What a model read from text without scene headings holds empty: no scenes, title page, credits or introductions. */
function withoutScenes(): Pick<
  ScriptModel,
  "isScreenplay" | "breakdown" | "titlePage" | "scenes" | "credits" | "introductions" | "writerLeadNote"
> {
  return {
    isScreenplay: false,
    breakdown: null,
    titlePage: [],
    scenes: [],
    credits: [],
    introductions: new Map(),
    writerLeadNote: null,
  };
}

/** Film words a treatment uses to tell what the audience sees. */
const FILM_TELLING =
  /\b(the (film|movie|episode|camera|audience|pilot)|we see|we follow|cut to( black)?|fade (in|out|to black))\b/i;

/**
 * A treatment tells a film's story: its named people do things in the present tense, sentence
 * after sentence ("Jack notices everything. She nods."), or it speaks of the film and the camera.
 * A bible, an essay or a list of conventions describes instead, and stays prose.
 */
function tellsAFilm(
  sentences: readonly string[],
  names: readonly string[],
): { told: boolean; subject: string | null } {
  const known = [...new Set(names.flatMap((name) => [name, name.split(" ")[0]!]))].map(escapeRegex);
  // A named person ("Cyber Bob", "Diane") or a pronoun, doing something in the present tense.
  const acting = new RegExp(
    `^(?:(?:then|now|meanwhile|later),? )?(${[...known, "(?!(?:The|A|An|This|That|It|There|Here|All|Each|Every|Some)\\b)\\p{Lu}\\p{Ll}+(?: \\p{Lu}\\p{Ll}+)?", "he", "she", "they"].join("|")})(?:,[^,]{1,40},)? (?:\\p{Ll}+ly )?(?:is|has|\\p{Ll}+[^s\\W]s)\\b`,
    "u",
  );
  const told = sentences.filter((sentence) => countWords(sentence) >= 4);
  if (told.length === 0) return { told: false, subject: null };
  const subjects = told
    .map((sentence) => acting.exec(sentence.trim())?.[1])
    .filter((name) => name !== undefined);
  const people = subjects.filter((name) => !/^(he|she|they)$/i.test(name));
  const counts = new Map<string, number>();
  for (const name of people) counts.set(name, (counts.get(name) ?? 0) + 1);
  const subject = [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null;
  const isTold =
    (names.length > 0 || subject !== null) &&
    (subjects.length / told.length >= 0.3 || told.some((sentence) => FILM_TELLING.test(sentence)));
  return { told: isTold, subject };
}

/**
 * A stage play or a transcript: the cast and its lead from who speaks, the writer's acts where
 * the text marks them, and only the grid items its cues can settle; the rest are said, not rated.
 */
function readSpoken(
  body: string,
  title: string | null,
  speakers: SpeakerReading,
  pages: number,
  words: number,
): Omit<ScriptModel, "parsed"> {
  const kind = speakers.kind ?? "transcript";
  const lines = body.split("\n").length;
  const pageOf = (index: number) => Math.min(pages, Math.max(1, Math.ceil(((index + 1) / lines) * pages)));
  const total = speakers.speeches.reduce((sum, [, count]) => sum + count, 0);
  const characters: ReadingCharacter[] = speakers.speeches.slice(0, 25).map(([name, count]) => ({
    name,
    aliases: [],
    scenes: 0,
    speeches: count,
    words: 0,
    firstPage: 1,
    lastPage: pages,
  }));
  const leads = speakingLeads(speakers.speeches);
  const acts = speakers.acts.map((act, index, all) => ({
    label:
      act.label === act.label.toUpperCase()
        ? act.label
            .toLowerCase()
            .replace(/(^|\s)\p{Ll}/gu, (c) => c.toUpperCase())
            // Roman numerals stay numerals: "ACT III" -> "Act III".
            .replace(/(?<=\s)[ivxlc]+$/i, (numeral) => numeral.toUpperCase())
        : act.label,
    startPage: pageOf(act.index),
    endPage: all[index + 1] ? Math.max(pageOf(act.index), pageOf(all[index + 1]!.index) - 1) : pages,
    source: "writer" as const,
  }));
  const what = kind === "stage-play" ? "stage play" : "transcript";
  const grid: GridRow[] = [];
  const unrated: ScriptModel["unrated"] = [];
  const [lead, second] = speakers.speeches;
  if (lead) {
    const leadShare = lead[1] / Math.max(1, total);
    grid.push({
      item: "Characters",
      rating: leadShare >= 0.12 ? "Good" : "Fair",
      evidence: `${lead[0]} speaks ${lead[1]} of the ${total} speeches${second ? `, ${second[0]} ${second[1]}` : ""}, across ${speakers.speeches.length} speaking parts.`,
    });
  }
  if (acts.length >= 2)
    grid.push({
      item: "Structure",
      rating: "Good",
      evidence: `The writer's own divisions: ${acts.map((act) => act.label).join(", ")}, the last from page ${acts.at(-1)!.startPage}.`,
    });
  else unrated.push({ item: "Structure", why: `the ${what} marks no acts we can read its shape from` });
  unrated.push(
    { item: "Premise", why: `a ${what} prints no logline, and its premise is not drafted from cues alone` },
    { item: "Dialogue", why: `the lines of a ${what} are counted, not judged against screenplay patterns` },
    { item: "Pacing", why: `a ${what} has no scene headings or page layout to pace` },
    { item: "Marketability", why: "its market cannot be judged from the pages" },
  );
  const reading: ScriptReading = {
    format: kind,
    language: detectLanguage(body),
    pages,
    runtimeMinutes: Math.max(1, Math.round(words / 150)),
    protagonists: leads,
    characters,
    acts,
    scenes: [],
    flags: [],
    grid,
    verdict: verdictOf(grid, true),
    logline: null,
    // The cast list, the premiere's company and the contents come before the first act: not story.
    synopsis: proseSynopsis(
      splitSentences(
        body
          .split("\n")
          .slice(speakers.acts[0]?.index ?? 0)
          .join("\n"),
      ),
      "",
    ),
  };
  return {
    reading,
    title,
    isPlaceholder: false,
    ...withoutScenes(),
    formatWhy: `a ${what}: ${total} speeches by ${speakers.speeches.length} speakers and no scene headings`,
    medianEighths: 0,
    longest: null,
    dialogueShare: 1,
    dialogueByQuarter: [1, 1, 1, 1],
    namings: [],
    writerSynopses: [],
    words,
    ending: { finished: true, mark: null, page: pages },
    premise: null,
    unrated,
  };
}

function proseGrid(
  logline: ScriptReading["logline"],
  lead: string | undefined,
  introduction: string | null,
  pages: number,
  words: number,
  opening: string,
): GridRow[] {
  const where = `page 1 opens “${opening}”`;
  return [
    ...(logline
      ? [
          {
            item: "Premise" as const,
            rating: "Good" as const,
            evidence: `The writer's logline: “${logline.text}”.`,
          },
        ]
      : []),
    {
      item: "Structure",
      rating: "Fair",
      evidence: `${pages} ${pages === 1 ? "page" : "pages"} of prose with no scene headings: the structure is told, not yet shown in scenes; ${where}.`,
    },
    {
      item: "Characters",
      rating: lead && introduction ? "Good" : lead ? "Fair" : "Poor",
      evidence: lead
        ? introduction
          ? `${lead} is introduced: “${introduction}”.`
          : `${lead} is named but never introduced.`
        : `No named character; ${where}.`,
    },
    {
      item: "Dialogue",
      rating: "Poor",
      evidence: `No dialogue in the ${pages}-page text: it is prose, and ${where}.`,
    },
    {
      item: "Pacing",
      rating: "Fair",
      evidence: `${words} words of prose, read as a treatment rather than as pages of a script; ${where}.`,
    },
  ];
}

/** A prose document's first line, when it is short enough to be its title. */
function headingLine(body: string): string | null {
  const first =
    body
      .split("\n")
      .find((line) => line.trim())
      ?.trim() ?? "";
  return first && countWords(first) <= 8 && !/[.!?]$/.test(first) && !/:/.test(first) ? first : null;
}

/** Labels of a one-sheet (Genre:, Tone:, Logline:) are not story. */
const LABEL = /\b(genre|tone|logline|title|format|written by|runtime)\s*:/i;

function proseSynopsis(sentences: readonly string[], logline: string): string {
  const chosen: string[] = [];
  let total = 0;
  for (const sentence of sentences) {
    const words = countWords(sentence);
    if (words < 5 || LABEL.test(sentence) || logline.includes(sentence)) continue;
    if (total + words > 300) break;
    chosen.push(sentence);
    total += words;
  }
  return chosen.join(" ");
}
