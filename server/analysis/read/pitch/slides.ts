import { countWords, splitParagraphs } from "../text/words";

export interface Slide {
  index: number;
  title: string;
  text: string;
  words: number;
}

/** Slide kinds, each named by its title or, for the team, by the roles it lists. */
const TEAM_TITLE = /\b(?:team|about us|who we are|founders?|crew|filmmakers?|creators?|key creatives)\b/i;
const ROLE_WORDS =
  /\b(?:CEO|CTO|COO|CFO|[Ff]ounder|[Cc]o-founder|[Dd]irector|[Pp]roducer|[Ww]riter|[Ee]conomist|[Cc]onsultant|[Ss]howrunner)\b/g;
const WHY_NOW_TITLE = /why now|urgency|timing|relevan/i;
const BUDGET_TITLE = /\b(?:budget|financ\w*|funding|the ask|our ask|investment)\b/i;
const NOT_STORY_TITLE =
  /\b(?:team|about us|market|comps|comparables|budget|financ\w*|funding|audience|platforms?|distribution|contact|why now)\b/i;

export function isTeamSlide(slide: Slide): boolean {
  return TEAM_TITLE.test(slide.title) || (slide.text.match(ROLE_WORDS)?.length ?? 0) >= 2;
}

/** A budget or finance slide: every line on it is about money, whatever words it uses. */
export function isBudgetSlide(slide: Slide): boolean {
  return BUDGET_TITLE.test(slide.title);
}

export function isWhyNowSlide(slide: Slide): boolean {
  return WHY_NOW_TITLE.test(slide.title);
}

/** A slide that tells the story: not the team, the market, the money or the contacts. */
export function isStorySlide(slide: Slide): boolean {
  return !NOT_STORY_TITLE.test(slide.title) && !isTeamSlide(slide);
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
