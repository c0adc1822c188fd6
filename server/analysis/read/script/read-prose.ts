import type { GridRow, ScriptReading } from "#domain/script-reading";
import { collapseSpaces, countWords } from "#server/screenplay/patterns";
import { findCharacters } from "../pitch/prose-characters";
import { splitSentences } from "../text/words";
import { writerLogline } from "./draft-logline";
import { detectLanguage } from "./language";
import type { ScriptModel } from "./script-model";

const LOREM =
  /\b(lorem|ipsum|dolor|amet|consectetur|adipiscing|eiusmod|tempor|incididunt|labore|dolore|aliqua)\b/gi;
const PROSE_WORDS_PER_PAGE = 300;

/** Placeholder text: lorem ipsum makes up a large share of the words. */
export function isPlaceholderText(text: string): boolean {
  const words = countWords(text);
  if (words === 0) return true;
  const latin = text.match(LOREM)?.length ?? 0;
  return latin >= 3 && latin / words >= 0.08;
}

/** A treatment, synopsis or bible (or placeholder text): read as prose, with no scenes or acts. */
export function readProse(text: string, title: string | null, isPlaceholder: boolean): ScriptModel {
  const body = text.replace(/\f/g, "\n\n");
  const words = countWords(body);
  const pageBreaks = text.split("\f").filter((page) => page.trim()).length;
  const pages = Math.max(1, text.includes("\f") ? pageBreaks : Math.ceil(words / PROSE_WORDS_PER_PAGE));
  const sentences = splitSentences(body);
  const heading = isPlaceholder ? null : headingLine(body);
  const found = (isPlaceholder ? [] : findCharacters(body, sentences)).filter(
    (character) => !heading?.toUpperCase().includes(character.name.toUpperCase()),
  );
  const characters = found.slice(0, 12).map((character) => ({
    name: character.name.toUpperCase(),
    aliases: [],
    scenes: 0,
    speeches: 0,
    words: 0,
    firstPage: 1,
    lastPage: pages,
  }));
  const logline = isPlaceholder ? null : writerLogline(text, [], []);
  const lead = characters[0]?.name;
  const firstQuote = collapseSpaces(body).split(" ").slice(0, 12).join(" ");
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
  const reading: ScriptReading = {
    format: "prose",
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
    reading,
    title: title ?? heading,
    isScreenplay: false,
    isPlaceholder,
    breakdown: null,
    titlePage: [],
    scenes: [],
    credits: [],
    introductions: new Map(),
    writerLeadNote: null,
    formatWhy: "prose: no scene headings or speeches",
    medianEighths: 0,
    longest: null,
    dialogueShare: 0,
    dialogueByQuarter: [0, 0, 0, 0],
    namings: [],
    writerSynopses: [],
    words,
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
    {
      item: "Premise",
      rating: logline ? "Good" : "Fair",
      evidence: logline
        ? `The writer's logline: “${logline.text}”.`
        : `No logline in ${words} words of prose; ${where}.`,
    },
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
    {
      item: "Marketability",
      rating: "Fair",
      evidence: logline
        ? `A treatment with a logline: “${logline.text}”.`
        : `A ${words}-word treatment without a logline; ${where}.`,
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
