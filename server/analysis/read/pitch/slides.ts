import { countWords, splitParagraphs } from "../text/words";

export interface Slide {
  index: number;
  title: string;
  text: string;
  words: number;
}

const PAGE_MARKER = /^\s*(?:-{2,}\s*)?(?:page|slide)\s+\d+(?:\s+of\s+\d+)?(?:\s*-{2,})?\s*$/im;

/**
 * Deck text arrives from PDFs with form feeds between pages, or with "--- Page N ---" style
 * markers; plain text falls back to paragraphs, so "slides" are whatever the author separated.
 */
export function splitSlides(text: string): Slide[] {
  let chunks: string[];
  if (text.includes("\f")) chunks = text.split("\f");
  else if (PAGE_MARKER.test(text)) chunks = text.split(new RegExp(PAGE_MARKER.source, "gim"));
  else chunks = splitParagraphs(text);
  return chunks
    .map((chunk) => chunk.trim())
    .filter((chunk) => countWords(chunk) > 0)
    .map((chunk, index) => {
      const firstLine = chunk.split("\n").find((line) => line.trim()) ?? "";
      return {
        index: index + 1,
        title: firstLine.replace(/\s+/g, " ").trim().slice(0, 60),
        text: chunk,
        words: countWords(chunk),
      };
    });
}

/** Slides a reader cannot take in at a glance. */
export const WALL_OF_TEXT_WORDS = 90;
