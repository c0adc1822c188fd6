import { escapeRegex } from "#analysis/read/text/words";
import type { Genre } from "#domain/genres";
import cues from "../../../lexicons/genre-cues.json" with { type: "json" };

interface GenreCue {
  perThousand: number;
  pattern: RegExp;
}

const CUES: [Genre, GenreCue][] = Object.entries(cues.genres).map(([genre, cue]) => [
  genre as Genre,
  {
    perThousand: cue.perThousand,
    pattern: new RegExp(
      `(?<![\\p{L}\\p{N}'’-])(?:${cue.words.map((word) => escapeRegex(word).replace(/ /g, "\\s+")).join("|")})(?![\\p{L}\\p{N}'’-])`,
      "giu",
    ),
  },
]);

const MIN_DISTINCT = 2;

export interface PageGenre {
  genre: Genre;
  /** Cue words found per 1,000 words, by genre: why the reading chose it. */
  density: Partial<Record<Genre, number>>;
}

/**
 * The genre a script's pages point to when the writer stated none: the genre whose cue words are
 * densest past their bar, else Drama. An estimate for matching comps, said to be read from the pages.
 */
export function genreFromPages(text: string): PageGenre {
  const words = Math.max(1, text.split(/\s+/).filter((word) => /\p{L}/u.test(word)).length);
  const density: Partial<Record<Genre, number>> = {};
  let best: { genre: Genre; weight: number } | null = null;
  for (const [genre, cue] of CUES) {
    const hits = text.match(cue.pattern) ?? [];
    const perThousand = (hits.length * 1000) / words;
    density[genre] = Math.round(perThousand * 10) / 10;
    const weight = perThousand / cue.perThousand;
    // One word is no genre: a short script's single "scream" is not a horror film.
    const distinct = new Set(hits.map((hit) => hit.toLowerCase())).size;
    if (distinct >= MIN_DISTINCT && weight >= 1 && (!best || weight > best.weight)) best = { genre, weight };
  }
  return { genre: best?.genre ?? "Drama", density };
}

const STATED: [RegExp, Genre][] = [
  [/comedy|farce|satire/, "Comedy"],
  [/horror/, "Horror"],
  [/thriller/, "Thriller"],
  [/science fiction|sci-fi/, "Sci-Fi"],
  [/documentary/, "Documentary"],
  [/drama|tragedy/, "Drama"],
];
/** "A Trivial Comedy for Serious People", "a horror film": the writer's own word for the genre. */
const GENRE_PHRASE =
  /\b(?:an?)\s+(?:[\p{L}-]+\s+){0,2}?(comedy|farce|satire|horror|thriller|tragedy|drama|science fiction|sci-fi|documentary)\b/iu;
const OPENING_LINES = 40;

/**
 * The genre the writer states at the top of the material (a title page's subtitle, a play's
 * description), else null: their word comes before any count of cue words.
 */
export function statedGenre(text: string): Genre | null {
  const opening = text.split(/\r?\n/).slice(0, OPENING_LINES).join("\n");
  const word = opening.match(GENRE_PHRASE)?.[1]?.toLowerCase();
  return word ? (STATED.find(([pattern]) => pattern.test(word))?.[1] ?? null) : null;
}
