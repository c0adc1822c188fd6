import { headingLineStarts } from "#server/screenplay/patterns";

/**
 * Splits long material into parts of at most `maxChars`, on the most natural boundary available:
 * scene headings for a screenplay, else paragraphs, else lines, else whitespace. Parts are slices
 * of the text, so joining them gives the text back exactly.
 */
const MIN_SCENES = 3;

function sliceAt(text: string, starts: number[]): string[] {
  const points = [...new Set([0, ...starts])].filter((p) => p < text.length).sort((a, b) => a - b);
  return points.map((start, index) => text.slice(start, points[index + 1] ?? text.length));
}

function startsAfter(text: string, pattern: RegExp): number[] {
  return [...text.matchAll(pattern)].map((match) => match.index + match[0].length);
}

export function countSceneHeadings(text: string): number {
  return headingLineStarts(text).length;
}

export function sceneUnits(text: string): string[] | null {
  const starts = headingLineStarts(text);
  return starts.length >= MIN_SCENES ? sliceAt(text, starts) : null;
}

function hardUnits(text: string, maxChars: number): string[] {
  const units: string[] = [];
  let rest = text;
  while (rest.length > maxChars) {
    const space = rest.lastIndexOf(" ", maxChars);
    const cut = space > maxChars / 2 ? space + 1 : maxChars;
    units.push(rest.slice(0, cut));
    rest = rest.slice(cut);
  }
  if (rest) units.push(rest);
  return units;
}

const REFINERS: ((text: string) => string[])[] = [
  (text) => sliceAt(text, startsAfter(text, /\n[ \t]*\n+/g)),
  (text) => sliceAt(text, startsAfter(text, /\n/g)),
];

function fitUnits(units: string[], maxChars: number, level: number): string[] {
  return units.flatMap((unit) => {
    if (unit.length <= maxChars) return [unit];
    const refine = REFINERS[level];
    return refine ? fitUnits(refine(unit), maxChars, level + 1) : hardUnits(unit, maxChars);
  });
}

export function splitMaterial(text: string, maxChars: number): string[] {
  if (text.length <= maxChars) return [text];
  const scenes = sceneUnits(text);
  const units = scenes ? fitUnits(scenes, maxChars, 0) : fitUnits([text], maxChars, 0);
  const parts: string[] = [];
  let current = "";
  for (const unit of units) {
    if (current && current.length + unit.length > maxChars) {
      parts.push(current);
      current = "";
    }
    current += unit;
  }
  if (current) parts.push(current);
  return parts;
}
