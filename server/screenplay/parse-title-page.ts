import placeholders from "../lexicons/title-page-placeholders.json" with { type: "json" };
import { collapseSpaces, isSceneHeading, stripEmphasis } from "./patterns";
import type { TitlePageEntry } from "./screenplay-element";

const KEY = /^([A-Za-z][A-Za-z ]{0,20})[:：](.*)$/;

/** Keys that open a further title page (a draft's second cover): Fountain's own title-page keys. */
const TITLE_KEYS =
  /^(title|credit|authors?|source|draft date|date|contact|copyright|notes|revision|subtitle)$/i;

/**
 * A Fountain title page: `Key: value` lines (values may continue indented) up to the first blank
 * line. A second block of title-page keys right after it (an older draft's cover kept on top) is
 * title page too.
 */
export function parseTitlePage(lines: readonly string[]): { entries: TitlePageEntry[]; bodyStart: number } {
  const entries: TitlePageEntry[] = [];
  let bodyStart = 0;
  for (let block = 0; ; block++) {
    let start = bodyStart;
    while (start < lines.length && (lines[start] ?? "").trim() === "") start++;
    const first = KEY.exec((lines[start] ?? "").trim());
    if (!first || isSceneHeading(lines[start] ?? "")) break;
    if (block > 0 && !TITLE_KEYS.test(first[1]!.trim())) break;
    const read = titleBlock(lines, start);
    if (!read) break;
    entries.push(...read.entries);
    bodyStart = read.end;
  }
  return { entries, bodyStart: entries.length ? bodyStart : 0 };
}

function titleBlock(
  lines: readonly string[],
  start: number,
): { entries: TitlePageEntry[]; end: number } | null {
  const entries: TitlePageEntry[] = [];
  let i = start;
  for (; i < lines.length; i++) {
    const raw = lines[i] ?? "";
    if (raw.trim() === "") break;
    const match = /^\s/.test(raw) ? null : KEY.exec(raw.trim());
    const current = entries.at(-1);
    if (match) entries.push({ key: match[1]!.trim().toLowerCase(), value: match[2]!.trim() });
    else if (current) current.value = collapseSpaces(`${current.value} ${raw.trim()}`);
    else return null;
  }
  return { entries, end: i };
}

export function titleFromEntries(entries: readonly TitlePageEntry[]): string | null {
  // With two title pages kept one above the other, the last is this draft's.
  const title = entries.findLast((entry) => entry.key === "title")?.value;
  const text = title ? collapseSpaces(stripEmphasis(title)) : "";
  return text && !isPlaceholderTitle(text) ? text : null;
}

const PLACEHOLDERS = placeholders.titles;

/** A template's title ("Screenplay title", "(Name of Project)"): not the script's name. */
function isPlaceholderTitle(title: string): boolean {
  const lower = title.toLowerCase();
  return PLACEHOLDERS.some(
    (placeholder) =>
      lower === placeholder || (placeholder.includes(" ") && lower.startsWith(`${placeholder} `)),
  );
}

/** A typed title page: up to three short lines above "Written by" / "by" near the top. */
export function titleAboveByline(lines: readonly string[]): { title: string; bylineIndex: number } | null {
  const nonBlank: { text: string; index: number }[] = [];
  for (let i = 0; i < lines.length && nonBlank.length < 12; i++) {
    const text = (lines[i] ?? "").trim();
    if (text && !text.startsWith("\f")) nonBlank.push({ text, index: i });
  }
  const by = nonBlank.findIndex((line) =>
    /^((original )?(screenplay|teleplay|written|story)\s+)?by\b/i.test(line.text),
  );
  if (by < 1 || by > 3) return null;
  const titleLines = nonBlank.slice(0, by).map((line) => line.text);
  if (titleLines.some((line) => isSceneHeading(line))) return null;
  const title = collapseSpaces(titleLines.join(" "));
  return title.length <= 80 ? { title, bylineIndex: nonBlank[by]!.index } : null;
}
