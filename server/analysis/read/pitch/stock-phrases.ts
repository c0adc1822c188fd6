import stockPhrases from "../../../lexicons/stock-phrases.json" with { type: "json" };

/**
 * Stock phrases of loglines and pitches (server/lexicons/stock-phrases.json), found as whole words.
 * Pronouns are read as one ("must face her past" is "must face his past"), and hyphens as spaces.
 */
export interface StockPhrase {
  /** The words as they stand in the material. */
  text: string;
  kind: string;
  /** What a specific version would name instead. */
  asks: string;
}

export interface StockReading {
  found: StockPhrase[];
  /** Share of the text's words inside a stock phrase, 0-1. */
  coverage: number;
  words: number;
}

interface Entry {
  tokens: string[];
  kind: string;
  asks: string;
}

const POSSESSIVE = new Set(["his", "her", "their", "its", "your", "my", "our", "one's"]);
const SUBJECT = new Set(["he", "she", "they", "you", "i", "we"]);
const REFLEXIVE = new Set(["himself", "herself", "themselves", "yourself", "myself", "ourselves"]);

function fold(token: string): string {
  if (POSSESSIVE.has(token)) return "his";
  if (SUBJECT.has(token)) return "he";
  if (REFLEXIVE.has(token)) return "himself";
  if (token === "fulfill") return "fulfil";
  return token;
}

interface Token {
  word: string;
  start: number;
  end: number;
}

/** Lower-case words with their places in the text; apostrophes kept, everything else a break. */
function tokens(text: string): Token[] {
  const found: Token[] = [];
  for (const match of text.matchAll(/[\p{L}\p{N}]+(?:['’][\p{L}]+)*/gu)) {
    const word = fold(match[0].toLowerCase().replace(/’/g, "'"));
    found.push({ word, start: match.index, end: match.index + match[0].length });
  }
  return found;
}

/** The phrase list by first word, longest first, read once. */
const BY_FIRST: ReadonlyMap<string, Entry[]> = (() => {
  const map = new Map<string, Entry[]>();
  for (const [kind, { asks, phrases }] of Object.entries(stockPhrases.kinds)) {
    for (const phrase of phrases) {
      const words = tokens(phrase).map((token) => token.word);
      const first = words[0];
      if (!first) continue;
      map.set(first, [...(map.get(first) ?? []), { tokens: words, kind, asks }]);
    }
  }
  for (const list of map.values()) list.sort((a, b) => b.tokens.length - a.tokens.length);
  return map;
})();

/** Every stock phrase in the text, longest match first, none overlapping. */
export function readStockPhrases(text: string): StockReading {
  const words = tokens(text);
  const found: StockPhrase[] = [];
  let covered = 0;
  let at = 0;
  while (at < words.length) {
    const candidates = BY_FIRST.get(words[at]!.word) ?? [];
    const entry = candidates.find((candidate) =>
      candidate.tokens.every((word, offset) => words[at + offset]?.word === word),
    );
    if (!entry) {
      at++;
      continue;
    }
    const last = words[at + entry.tokens.length - 1]!;
    found.push({ text: text.slice(words[at]!.start, last.end), kind: entry.kind, asks: entry.asks });
    covered += entry.tokens.length;
    at += entry.tokens.length;
  }
  return { found, coverage: words.length ? covered / words.length : 0, words: words.length };
}
