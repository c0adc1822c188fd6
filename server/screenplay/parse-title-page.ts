import { collapseSpaces, isSceneHeading, stripEmphasis } from "./patterns";
import type { TitlePageEntry } from "./screenplay-element";

const KEY = /^([A-Za-z][A-Za-z ]{0,20}):(.*)$/;

/** A Fountain title page: `Key: value` lines (values may continue indented) up to the first blank line. */
export function parseTitlePage(lines: readonly string[]): { entries: TitlePageEntry[]; bodyStart: number } {
  let start = 0;
  while (start < lines.length && (lines[start] ?? "").trim() === "") start++;
  const first = KEY.exec((lines[start] ?? "").trim());
  if (!first || isSceneHeading(lines[start] ?? "")) return { entries: [], bodyStart: 0 };
  const entries: TitlePageEntry[] = [];
  let i = start;
  for (; i < lines.length; i++) {
    const raw = lines[i] ?? "";
    if (raw.trim() === "") break;
    const match = /^\s/.test(raw) ? null : KEY.exec(raw.trim());
    const current = entries.at(-1);
    if (match) entries.push({ key: match[1]!.trim().toLowerCase(), value: match[2]!.trim() });
    else if (current) current.value = collapseSpaces(`${current.value} ${raw.trim()}`);
    else return { entries: [], bodyStart: 0 };
  }
  return { entries, bodyStart: i };
}

export function titleFromEntries(entries: readonly TitlePageEntry[]): string | null {
  const title = entries.find((entry) => entry.key === "title")?.value;
  return title ? collapseSpaces(stripEmphasis(title)) || null : null;
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
