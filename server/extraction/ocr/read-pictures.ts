import { ExtractionFailure } from "../extraction-failure";
import type { OcrEngine } from "./ocr-engine";

/** A page with fewer visible characters than this has no real text layer: its text is in pictures. */
export const MIN_VISIBLE_CHARACTERS = 16;
/** More pictures than this in one upload is a scanned book, not a deck or a script we can read in time. */
export const MAX_OCR_PAGES = 60;

export function visibleCharacters(text: string): number {
  let count = 0;
  for (const character of text) if (character.trim()) count++;
  return count;
}

export function isNearlyEmpty(text: string): boolean {
  return visibleCharacters(text) < MIN_VISIBLE_CHARACTERS;
}

/**
 * Reads the pictures of each numbered page or slide in turn, within the job's deadline: the text
 * recognised for each number (empty when nothing could be read).
 */
export async function readPictures(
  numbers: readonly number[],
  picturesOf: (number: number) => Promise<Buffer[]>,
  context: { engine: OcrEngine; deadline: number; onReading?: (done: number, total: number) => void },
): Promise<Map<number, string>> {
  if (numbers.length > MAX_OCR_PAGES) throw new ExtractionFailure("ocr-too-long");
  const texts = new Map<number, string>();
  for (const [index, number] of numbers.entries()) {
    if (Date.now() >= context.deadline) throw new ExtractionFailure("ocr-too-long");
    context.onReading?.(index + 1, numbers.length);
    const parts: string[] = [];
    for (const picture of await picturesOf(number)) {
      parts.push(tidy(await context.engine.recognize(picture, context.deadline)));
    }
    texts.set(number, parts.filter(Boolean).join("\n\n"));
  }
  return texts;
}

/** OCR output without its form feeds and runs of blank lines. */
function tidy(text: string): string {
  return text
    .replace(/\f/g, "")
    .replace(/[ \t]+\n/g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

/** Whether recognised text holds real words: noise and pictures without writing come back as stray marks. */
export function hasReadableWords(text: string): boolean {
  let words = 0;
  for (const token of text.split(/\s+/)) {
    if (/^[\p{L}][\p{L}'’-]{2,}[.,:;!?]?$/u.test(token)) words++;
    if (words >= 3) return true;
  }
  return false;
}
