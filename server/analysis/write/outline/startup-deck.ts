import { countWords, splitSentences } from "#analysis/read/text/words";
import { clip, isStatement } from "./outline-text";

/** The parts of an investor deck, by the headings its slides use. */
export const STARTUP_PARTS = {
  problem: /^(?:the\s+)?problems?$/i,
  solution: /^(?:the\s+|our\s+)?solutio\s*n?s?$|^how it works$|^product$/i,
  market: /^(?:target|market|market size|target market|opportunity|customers?)$/i,
  competition: /^(?:competition|competitors|competitive landscape|market players|competitive advantage)$/i,
  traction: /^(?:traction|milestones|progress|results|ip|intellectual property|patents?)$/i,
  team: /^(?:team|our team|the team|founders)$/i,
  ask: /^(?:the\s+)?(?:ask|investment|funding|use of funds|financials?|raise|round)$/i,
} as const;
export type StartupPart = keyof typeof STARTUP_PARTS;

const HEADING_MAX_WORDS = 4;

/** The deck's text cut at the slide headings it uses, each part in reading order. */
export function startupParts(body: string): Partial<Record<StartupPart, string>> {
  const parts: Partial<Record<StartupPart, string[]>> = {};
  let current: StartupPart | null = null;
  const lines = body.replace(/\r/g, "").split("\n");
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]?.trim() ?? "";
    // A heading broken across two lines by the layout ("Solutio" / "n").
    const joined = `${line}${/^\w{1,2}$/.test(lines[i + 1]?.trim() ?? "") ? (lines[i + 1]?.trim() ?? "") : ""}`;
    const part = (Object.keys(STARTUP_PARTS) as StartupPart[]).find(
      (key) => countWords(joined) <= HEADING_MAX_WORDS && STARTUP_PARTS[key].test(joined),
    );
    if (part) {
      current = part;
      if (joined !== line) i++;
      continue;
    }
    if (current && line) {
      const kept = parts[current] ?? [];
      kept.push(lines[i] ?? "");
      parts[current] = kept;
    }
  }
  return Object.fromEntries(Object.entries(parts).map(([key, value]) => [key, value.join("\n")]));
}

/** The first statements of a part, whole sentences where the deck writes them. */
export function partSentences(text: string | undefined, count: number, maxWords = 32): string[] {
  return splitSentences(text ?? "")
    .filter((sentence) => isStatement(sentence, 6, 80) || countWords(sentence) >= 8)
    .slice(0, count)
    .map((sentence) => clip(sentence, maxWords));
}

/**
 * What sits under a name in a column of a laid-out slide (pdftotext -layout keeps columns by
 * position): the team slide's role and credit for that person.
 */
export function columnBelow(body: string, name: string, depth = 6): string {
  const lines = body.replace(/\r/g, "").split("\n");
  const row = lines.findIndex((line) => line.includes(name));
  const line = lines[row] ?? "";
  if (row < 0) return "";
  const at = line.indexOf(name);
  const gapBefore = line.slice(0, at).lastIndexOf("  ");
  const cellStart = gapBefore < 0 ? 0 : gapBefore + 2;
  const gapAfter = line.slice(at + name.length).search(/ {2,}\S/);
  const cellEnd = gapAfter < 0 ? cellStart + 45 : at + name.length + gapAfter + 1;
  const cells: string[] = [];
  for (const below of lines.slice(row, row + depth + 1)) {
    const cell = below.slice(Math.max(0, cellStart - 6), cellEnd + 6).trim();
    if (cell) cells.push(cell);
  }
  return cells
    .join(" ")
    .replace(name, "")
    .replace(/^(?:Dr\.|Prof\.|\s)+/g, "")
    .replace(/\s+/g, " ")
    .trim();
}

const ROLE =
  /\b(?:co-?founder|founder|CEO|CTO|COO|CFO|CMO|chief [a-z]+ officer|head of [a-z]+|economist|scientific consultant|scientist|engineer|advisor|adviser|researcher|designer|developer|professor)\b/i;
const EXPERIENCE = /\b\d{1,2}\+?\s*years?\b[^.;]{0,40}/i;

/** A team member's role and experience as their column of the team slide gives them. */
export function teamRole(body: string, name: string): { role: string | null; experience: string | null } {
  const below = columnBelow(body, name);
  return {
    role: below.match(ROLE)?.[0] ?? null,
    experience: below.match(EXPERIENCE)?.[0]?.trim() ?? null,
  };
}

/** The opening lines of a part up to its first blank line, first column only: a slide's lead statement. */
export function firstBlock(text: string | undefined, maxWords = 24): string {
  const lines: string[] = [];
  let indent = -1;
  for (const raw of (text ?? "").split("\n")) {
    const line =
      raw
        .trim()
        .split(/\s{3,}/)[0]
        ?.trim() ?? "";
    const at = raw.search(/\S/);
    // A blank line or a jump to another column ends the statement.
    if (!line || (indent >= 0 && Math.abs(at - indent) > 8)) {
      if (lines.length) break;
      continue;
    }
    indent = at;
    lines.push(line);
  }
  return clip(lines.join(" ").replace(/\s+/g, " "), maxWords);
}
