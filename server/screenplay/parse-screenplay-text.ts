import { parseFlushLeft } from "./parse-flush-left";
import { measureLine, parseIndented } from "./parse-indented";
import { parseTitlePage, titleAboveByline, titleFromEntries } from "./parse-title-page";
import type { ParsedScreenplay } from "./screenplay-element";

/** Any screenplay text (PDF layout text, typewriter .txt, flush-left or Fountain) -> elements. */
export function parseScreenplayText(input: string): ParsedScreenplay & { title: string | null } {
  const text = removeNotes(input.replace(/\r\n?/g, "\n"));
  const pageTexts = text.split("\f");
  if (pageTexts.length > 1 && (pageTexts.at(-1) ?? "").trim() === "") pageTexts.pop();
  const pages = pageTexts.length > 1 ? pageTexts.length : null;
  let lines = pageTexts.join("\n").split("\n");

  const titlePage = parseTitlePage(lines);
  let title = titleFromEntries(titlePage.entries);
  lines = lines.slice(titlePage.bodyStart);
  if (titlePage.entries.length === 0) {
    const firstPage = pages ? pageTexts.findIndex((page) => page.trim() !== "") : -1;
    const typed = titleAboveByline(firstPage >= 0 ? (pageTexts[firstPage] ?? "").split("\n") : lines);
    if (typed) {
      title = typed.title;
      const coverPages = pageTexts.slice(0, firstPage + 1).join("\n");
      if (firstPage >= 0 && !/\n\s*(\d+\s+)?(INT|EXT)[. ]/i.test(`\n${coverPages}`)) {
        lines = lines.slice(coverPages.split("\n").length);
      }
    }
  }
  const base = indentedBase(lines);
  const elements = base === null ? parseFlushLeft(lines) : parseIndented(lines, base);
  return { title, titlePage: titlePage.entries, elements, pages };
}

/** Fountain boneyard and notes are not part of the script. */
function removeNotes(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, "").replace(/\[\[[\s\S]*?\]\]/g, "");
}

/**
 * The action margin of a traditionally indented text, or null for flush-left text: the
 * smallest indent used by at least 5% of lines, with at least 15% of lines set 8-34 columns in.
 */
export function indentedBase(lines: readonly string[]): number | null {
  const counts = new Map<number, number>();
  let total = 0;
  for (const raw of lines) {
    const line = measureLine(raw);
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
