import { channel } from "node:diagnostics_channel";
import { assignPages } from "./assign-pages";
import { parseFlushLeft } from "./parse-flush-left";
import { measureLine, parseIndented, TAB_WIDTHS, type TabWidth } from "./parse-indented";
import { parseTitlePage, titleAboveByline, titleFromEntries } from "./parse-title-page";
import { hasIntExtLine, isSceneHeading } from "./patterns";
import { printedPageNumbers } from "./printed-page-numbers";
import type { ParsedScreenplay, ScreenplayElement } from "./screenplay-element";

/** Each parse is announced here (when anyone listens): a test counts the parses of one analysis. */
export const PARSE_CHANNEL = channel("greenlit:parse-screenplay");

/** Any screenplay text (PDF layout text, typewriter .txt, flush-left or Fountain) -> elements. */
export function parseScreenplayText(input: string): ParsedScreenplay & { title: string | null } {
  if (PARSE_CHANNEL.hasSubscribers) PARSE_CHANNEL.publish({ characters: input.length });
  const { text, notes } = takeNotes(input.replace(/\r\n?/g, "\n"));
  const pageTexts = text.split("\f");
  if (pageTexts.length > 1 && (pageTexts.at(-1) ?? "").trim() === "") pageTexts.pop();
  const pages = pageTexts.length > 1 ? pageTexts.length : null;
  let lines = pageTexts.join("\n").split("\n");
  const titlePage = parseTitlePage(lines);
  let title = titleFromEntries(titlePage.entries);
  let firstLine = titlePage.bodyStart;
  let coverPages = 0;
  lines = lines.slice(titlePage.bodyStart);
  if (titlePage.entries.length === 0) {
    const firstPage = pages ? pageTexts.findIndex((page) => page.trim() !== "") : -1;
    const typed = titleAboveByline(firstPage >= 0 ? (pageTexts[firstPage] ?? "").split("\n") : lines);
    if (typed) {
      title = typed.title;
      const coverText = pageTexts.slice(0, firstPage + 1).join("\n");
      if (firstPage >= 0 && !hasIntExtLine(coverText)) {
        const coverLines = coverText.split("\n").length;
        lines = lines.slice(coverLines);
        firstLine += coverLines;
        coverPages = firstPage + 1;
      } else if (!pages) {
        // A typed title block with no page break after it: the title, the byline and the name under it.
        const author = lines.findIndex((line, index) => index > typed.bylineIndex && line.trim() !== "");
        const end = author < 0 ? typed.bylineIndex + 1 : author + 1;
        if (!lines.slice(0, end).some((line) => isSceneHeading(line.trim()))) {
          lines = lines.slice(end);
          firstLine += end;
        }
      }
    }
  }
  const elements = withNotes(parseLayout(lines, firstLine), notes);
  const pageStarts = pages ? pageTexts.map((page) => page.split("\n").length) : null;
  const printed = pages ? printedPageNumbers(pageTexts) : null;
  assignPages(elements, pageStarts, coverPages, printed);
  return {
    title,
    titlePage: titlePage.entries,
    elements,
    pages,
    coverPages,
    ...(printed ? { lastPrintedPage: Math.max(1, ...printed) } : {}),
  };
}

interface Note {
  text: string;
  line: number;
}

/**
 * Fountain boneyard is not part of the script; notes (`[[...]]`) are the writer's and are kept
 * aside with their line. Both are cut out with their line breaks left in place, so every other
 * line keeps its index.
 */
function takeNotes(text: string): { text: string; notes: Note[] } {
  const notes: Note[] = [];
  const breaksOf = (match: string) => match.replace(/[^\n\f]/g, "");
  const cleaned = text
    .replace(/\/\*[\s\S]*?\*\//g, breaksOf)
    .replace(/\[\[([\s\S]*?)\]\]/g, (match, body: string, offset: number, whole: string) => {
      const line = (whole.slice(0, offset).match(/[\n\f]/g) ?? []).length;
      const note = body.replace(/\s+/g, " ").trim();
      if (note) notes.push({ text: note, line });
      return breaksOf(match);
    });
  return { text: cleaned, notes };
}

function withNotes(elements: ScreenplayElement[], notes: readonly Note[]): ScreenplayElement[] {
  if (notes.length === 0) return elements;
  const merged: ScreenplayElement[] = [];
  let next = 0;
  for (const element of elements) {
    while (next < notes.length && notes[next]!.line <= (element.line ?? 0)) {
      merged.push({ type: "note", text: notes[next]!.text, line: notes[next]!.line });
      next++;
    }
    merged.push(element);
  }
  for (; next < notes.length; next++) {
    merged.push({ type: "note", text: notes[next]!.text, line: notes[next]!.line });
  }
  return merged;
}

/**
 * The body's elements, read by indent or flush left. A text indented with tabs is read with each
 * tab width, and the reading that finds more speakers is kept (the narrower on a tie).
 */
function parseLayout(lines: readonly string[], firstLine: number): ScreenplayElement[] {
  const widths = lines.some((line) => line.startsWith("\t")) ? TAB_WIDTHS : TAB_WIDTHS.slice(0, 1);
  let best: ScreenplayElement[] | null = null;
  let bestSpeakers = -1;
  let readFlushLeft = false;
  for (const width of widths) {
    const base = indentedBase(lines, width);
    // Flush-left text reads the same whatever a tab is worth.
    if (base === null && readFlushLeft) continue;
    readFlushLeft ||= base === null;
    const parsed =
      base === null ? parseFlushLeft(lines, firstLine) : parseIndented(lines, base, firstLine, width);
    const speakers = parsed.filter((element) => element.type === "character").length;
    if (speakers > bestSpeakers) {
      best = parsed;
      bestSpeakers = speakers;
    }
  }
  return best ?? [];
}

/**
 * The action margin of a traditionally indented text, or null for flush-left text: the
 * smallest indent used by at least 5% of lines, with at least 15% of lines set 8-34 columns in.
 */
export function indentedBase(lines: readonly string[], tabWidth: TabWidth = 4): number | null {
  const counts = new Map<number, number>();
  let total = 0;
  for (const raw of lines) {
    const line = measureLine(raw, tabWidth);
    if (!line.text) continue;
    total++;
    counts.set(line.indent, (counts.get(line.indent) ?? 0) + 1);
  }
  if (total === 0) return null;
  const indents = [...counts.keys()].sort((a, b) => a - b);
  const base = indents.find((indent) => (counts.get(indent) ?? 0) >= total * 0.05);
  if (base === undefined) return null;
  let inner = 0;
  for (const [indent, count] of counts) if (indent - base >= 8 && indent - base < 35) inner += count;
  return inner >= total * 0.15 ? base : null;
}
