import type { DeckType } from "#domain/pitch-judgement";
import type { Slide } from "./slides";

/** What an investor deck is built from (docs/product.md §The analyst). */
const STARTUP_SIGNS = {
  problem: /\bproblems?\b|\bpain points?\b/i,
  solution: /\bsolutions?\b|\bour product\b/i,
  market:
    /\bmarket (?:size|potential|opportunity)\b|\bTAM\b|\bSAM\b|\bCAGR\b|\bmarket players\b|\baddressable\b/i,
  traction:
    /\btraction\b|\bcustomers?\b|\busers\b|\bpilots?\b|\bpatents?\b|\bproof of concept\b|\bprototype\b/i,
  revenue:
    /\brevenue\b|\bbusiness model\b|\bpricing\b|\bsubscriptions?\b|\bB2B\b|\bB2C\b|\blicensing\b|\bmonetis\w*|\bmonetiz\w*|\bper (?:month|user|seat|licen[cs]e)\b|\d\s?(?:SEK|NOK|DKK|CHF|kr)\b/i,
  ask: /\b(?:the|our) ask\b|\bseed round\b|\bpre-seed\b|\bseries a\b|\braising\b|\binvestors?\b|\bcapital raising\b/i,
  competition: /\bcompetition\b|\bcompetitors?\b|\bcompetitive\b/i,
  technology: /\btechnology\b|\bplatform\b|\bapplication\b|\bapp\b|\bIP portfolio\b|\bimplementation\b/i,
} as const;
const CREATIVE_SIGNS = {
  logline: /\blog\s?line\b/i,
  synopsis: /\bsynopsis\b|\btreatment\b/i,
  characters: /\bcharacters?\b|\bprotagonist\b|\bantagonist\b/i,
  screen:
    /\bfilm\b|\bmovie\b|\bfeature\b|\bscreenplay\b|\bscript\b|\bepisodes?\b|\bseason\b|\bseries\b|\bdocumentary\b|\bpodcast\b/i,
  crew: /\bdirector\b|\bproducer\b|\bwriter\b|\bshowrunner\b|\bcast(?:ing)?\b/i,
  tone: /\btone\b|\bgenre\b|\blook (?:and|&) feel\b|\bvisual style\b/i,
  comps: /\bmeets\b|\bcomparables?\b|\bcomps\b/i,
  festival: /\bfestivals?\b|\bsundance\b|\bcannes\b|\bbox office\b|\bstreamers?\b|\btheatrical\b/i,
} as const;

function hits(signs: Record<string, RegExp>, text: string): number {
  return Object.values(signs).filter((pattern) => pattern.test(text)).length;
}

/** A startup or investor deck (problem, solution, market size, traction, revenue, ask) or a creative pitch. */
export function readDeckType(body: string, slides: readonly Slide[]): DeckType {
  const titles = slides.map((slide) => slide.title).join("\n");
  const startup = hits(STARTUP_SIGNS, body) + hits(STARTUP_SIGNS, titles);
  const creative = hits(CREATIVE_SIGNS, body) + hits(CREATIVE_SIGNS, titles);
  // A deck with no sign of a story or a screen at all is a product or service pitch, however short.
  const productOnly = creative === 0 && startup >= 2;
  return (startup >= 4 && startup > creative * 1.5) || productOnly ? "startup" : "creative";
}

const GENERIC_COVER = /^(?:pitch deck|deck|presentation|welcome|confidential|draft|cover|title)$/i;

/** The deck's own name: the title given, else the first line of its first slide when it reads as a name. */
export function readDeckName(given: string | null, slides: readonly Slide[]): string | null {
  if (given?.trim()) return given.trim();
  const first = slides[0]?.text
    .split("\n")
    .map((line) => line.trim())
    .find(Boolean);
  if (!first) return null;
  const words = first.split(/\s+/);
  if (words.length > 8 || GENERIC_COVER.test(first) || /[.!?]$/.test(first)) return null;
  return first.replace(/\s{2,}.*$/, "");
}
