import type { Signals } from "#analysis/read/pitch/signals";
import { COUNTED_FIGURE } from "#analysis/read/text/figures";
import { countWords } from "#analysis/read/text/words";

/** What an investor deck is read for: the patterns the investor checks look for. */
export const PROBLEM =
  /\b(?:problem|pain|waste|lost|fail\w*|struggl\w*|cost(?:s|ly)?|challenge|difficult|hard to)\b/i;
export const SOLUTION =
  /\b(?:solution|our (?:product|platform|app|technology|coatings?|service)|we (?:offer|build|provide|help)|helps?|enables?|lets)\b/i;
export const MARKET = /\b(?:market|CAGR|TAM|SAM|addressable|industry|segment)\b/i;
export const COMPETITION = /\b(?:competi\w*|players|alternatives?|incumbents?|patents?|analogues)\b/i;
export const TRACTION =
  /\b(?:customers|paying users|pilots?|revenue|sales|signed|letters? of intent|patents?|prototype|proof of concept|delivered|launched)\b/i;
export const MODEL =
  /\b(?:business model|revenue|pricing|subscription|licen[cs]ing|B2B|B2C|sales|margin|per (?:unit|user|month))\b/i;
export const ASK =
  /\b(?:we are raising|raising (?:a |an )?[$€£\d]|the ask|our ask|seed round|pre-seed|series a|use of funds|seeking (?:[$€£\d]|investment)|invest(?:ment)? of [$€£\d])/i;
export const ROADMAP = /\b(?:20\d\d|Q[1-4]|roadmap|milestones?|timeline|phase|next steps|months)\b/i;
export const WHY_NOW =
  /\b(?:regulations?|growing|rising|increase|trend\w*|shift|by 20\d\d|currently|today|new (?:law|rules)|demand)\b/i;
export const CUSTOMER =
  /\b(?:customers?|users|households|companies|farmers|retailers|consumers|businesses|immigrants|patients|students|organi[sz]ations?|volunteers|staff|people)\b/i;
export const CHANNEL =
  /\b(?:B2B|B2C|channels?|partners?|distribut\w*|sales team|direct sales|online|marketplace|licen[cs]ing|open trade|app store|web application)\b/i;
export const ROLE =
  /\b(?:CEO|CTO|COO|CFO|founder|co-founder|economist|engineer|developer|consultant|scientist|designer)\b/i;
export const CREDENTIAL =
  /\b(?:\d+\s*years?|PhD|Dr\.|Prof\.|former|previously|author|patents?|experience|founded|exited)\b/i;

/** The first sentence that matches, else (layout text has few sentences) the first matching line of a slide. */
export function find(
  signals: Signals,
  pattern: RegExp,
  withFigure = false,
  minWords = 2,
): string | undefined {
  const fits = (text: string) => pattern.test(text) && (!withFigure || COUNTED_FIGURE.test(text));
  return (
    signals.sentences.find((sentence) => fits(sentence) && countWords(sentence) >= Math.max(4, minWords)) ??
    signals.slides
      .flatMap((slide) => slide.text.split("\n"))
      .map((line) => line.replace(/\s{2,}/g, " ").trim())
      .find((line) => fits(line) && countWords(line) >= minWords)
  );
}

export const EXPERIENCE =
  /\b\d+\s*years?\b[^.\n]{0,40}\b(?:experience|innovator|in the field|in business)\b/i;

export function company(signals: Signals): string {
  return signals.title ? `“${signals.title}”` : "the company";
}
