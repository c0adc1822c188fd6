import catalogue from "./comps-catalogue.json";
import type { Genre } from "./genres";
import { BUDGET_BAND_LABELS, BUDGET_BANDS, type BudgetBand } from "./production-breakdown";

/**
 * Comparable titles that fit a project (product.md §10 "Comps that fit"): the same format, then
 * genre, tone, period, setting and budget band. Facts come from `comps-catalogue.json` (its
 * `sources`); a title is never suggested from outside the project's band.
 */
export type CompFormat = "feature" | "series" | "short";

export interface CompTitle {
  title: string;
  year: number;
  format: CompFormat;
  genres: readonly Genre[];
  subjects: readonly string[];
  tone: readonly string[];
  /** When the story is set: "contemporary", "near future", "1870s", "1940s-1990s". */
  period: string;
  setting: readonly string[];
  budgetBand: BudgetBand | null;
  /** A public box-office or festival record, else null. */
  record: string | null;
}

export const COMP_TITLES: readonly CompTitle[] = catalogue.titles as CompTitle[];
const REGIONS: Record<string, readonly string[]> = catalogue.regions;
const TONE_KIN: Record<string, readonly string[]> = Object.fromEntries(
  Object.entries(catalogue.toneKin).filter((entry): entry is [string, string[]] => Array.isArray(entry[1])),
);
const TONE_ADJECTIVES: Record<string, string> = Object.fromEntries(
  Object.entries(catalogue.toneAdjectives).filter(([key]) => key !== "about"),
);
const BLEAK = new Set(catalogue.bleakTones.tones);
const WITH_ARTICLE = new Set(catalogue.subjectArticles.words);
const GENRE_SUBJECTS = new Set(catalogue.genreSubjects.words);
const LIGHT = new Set(catalogue.bleakTones.against);

/** The catalogue tones a project's tone phrases agree with ("Warm and tender" -> warm, tender, bittersweet…). */
function agreeingTones(tones: readonly string[]): Set<string> {
  const words = lower(tones).flatMap((tone) => tone.split(/[^\p{L}-]+/u).filter(Boolean));
  return new Set([...words, ...words.flatMap((word) => TONE_KIN[word] ?? [])]);
}

/** The project's place words with the regions they lie in ("nebraska" -> "american west"). */
export function settingWords(words: readonly string[]): Set<string> {
  const own = new Set(words.map((word) => word.toLowerCase()));
  const text = ` ${[...own].join(" ")} `;
  for (const [region, members] of Object.entries(REGIONS)) {
    if (members.some((member) => text.includes(` ${member} `)))
      for (const word of region.split(" ")) own.add(word);
  }
  return own;
}

export interface CompProject {
  format: CompFormat;
  genres: readonly string[];
  tone: readonly string[];
  /** The project's period as the breakdown states it ("1960s–1990s", "1866"), null if none. */
  period: string | null;
  /** Words of the project's places and world ("alabama", "circus", "river"). */
  setting: readonly string[];
  subjects: readonly string[];
  band: BudgetBand | null;
  /** Titles the writer named: they come first, as the writer gave them. */
  named: readonly string[];
  /** The project's own title (and the script's title page's): never its own comp. */
  title?: string | null;
  alsoTitled?: readonly string[];
}

export interface CompFit {
  title: CompTitle | null;
  /** "Title (year): why it fits". */
  line: string;
}

const RECENT_YEARS = 12;
/** A period comp may be set a little earlier or later: 1866 is close to the 1870s. */
const PERIOD_NEAR_YEARS = 15;
const FUTURE = 3000;

/** A period as a span of years; "contemporary" is the last quarter-century, futures are late. */
export function periodSpan(period: string | null, now = new Date().getFullYear()): [number, number] {
  if (!period) return [now - 25, now];
  const text = period.toLowerCase();
  const spans: [number, number][] = [];
  if (/contemporary|present/.test(text)) spans.push([now - 25, now]);
  if (/future/.test(text)) spans.push([now + 1, FUTURE]);
  if (/medieval/.test(text)) spans.push([500, 1499]);
  if (/victorian/.test(text)) spans.push([1837, 1901]);
  for (const match of text.matchAll(/(\d{3,4})(s?)/g)) {
    const year = Number(match[1]);
    const isDecade = match[2] === "s";
    const width = isDecade ? (year % 100 === 0 ? 99 : 9) : 0;
    spans.push([year, year + width]);
  }
  if (!spans.length) return [now - 25, now];
  return [Math.min(...spans.map((span) => span[0])), Math.max(...spans.map((span) => span[1]))];
}

/** Years between two spans, 0 when they overlap. */
function distance(a: [number, number], b: [number, number]): number {
  return Math.max(0, a[0] - b[1], b[0] - a[1]);
}

const lower = (words: readonly string[]) => words.map((word) => word.toLowerCase());

interface Scored {
  entry: CompTitle;
  score: number;
  reasons: string[];
}

function score(entry: CompTitle, project: CompProject, now: number): Scored | null {
  const reasons: string[] = [];
  let points = 0;
  const genres = entry.genres.filter((genre) => project.genres.includes(genre));
  if (project.genres.length && !genres.length) return null;
  points += genres.length ? 3 + genres.length : 0;
  const agreeing = agreeingTones(project.tone);
  const tones = entry.tone.filter(
    (tone) => agreeing.has(tone) || lower(project.tone).some((own) => own.includes(tone)),
  );
  // Without a genre, the tone must agree: a warm fable is not a bleak thriller.
  if (!project.genres.length && project.tone.length && !tones.length) return null;
  // With one, a light register still must not clash: a whimsical father-son drama takes no bleak
  // comp (a horror of dread may take a dark one).
  const light =
    [...agreeing].some((tone) => LIGHT.has(tone)) && ![...agreeing].some((tone) => BLEAK.has(tone));
  if (light && entry.tone.some((tone) => BLEAK.has(tone))) return null;
  points += tones.length * 2;
  const genreWords = (genres.length ? genres : entry.genres.slice(0, 1))
    .map((genre) => genre.toLowerCase())
    .join("/");
  // "a comic comedy" says the genre twice: a tone that shares the genre's stem is left unsaid.
  const said = tones
    .map((tone) => TONE_ADJECTIVES[tone] ?? tone)
    .filter(
      (adjective) => !genreWords.split("/").some((genre) => genre.slice(0, 3) === adjective.slice(0, 3)),
    )
    .slice(0, 2);
  reasons.push(withArticle(said.length ? `${said.join(", ")} ${genreWords}` : genreWords));
  const ownSpan = periodSpan(project.period, now);
  const isPeriod = project.period !== null;
  const gap = distance(periodSpan(entry.period, now), ownSpan);
  const isModern = /^(contemporary|near future|far future)$/.test(entry.period);
  if (gap <= PERIOD_NEAR_YEARS && !(isPeriod && isModern)) {
    points += isPeriod ? (gap === 0 ? 4 : 3) : 1;
    if (isPeriod)
      reasons.push(
        `set in the ${entry.period.replace("-", "–").replace(",", " and the ").replace("contemporary", "present day")}`,
      );
  } else if (isPeriod) points -= 2;
  const words = settingWords(project.setting);
  const places = entry.setting.filter((place) =>
    place
      .toLowerCase()
      .split(" ")
      .every((word) => words.has(word)),
  );
  points += Math.min(3, places.length) * 2;
  // Named places are written in capitals in the catalogue, kinds of place in lower case.
  const named = places.filter((place) => /^\p{Lu}/u.test(place));
  const common = places.filter((place) => !/^\p{Lu}/u.test(place));
  if (named.length) reasons.push(`in ${named.slice(0, 2).map(placeName).join(" and ")}`);
  else if (common.length) reasons.push(`with ${common.slice(0, 2).map(withArticle).join(" and ")}`);
  const subjects = entry.subjects.filter((subject) => lower(project.subjects).includes(subject));
  points += Math.min(4, subjects.length) * 1.5;
  const about = subjects.filter((subject) => !GENRE_SUBJECTS.has(subject)).slice(0, 3);
  if (about.length)
    reasons.push(
      `about ${inWords(about.map((subject) => (WITH_ARTICLE.has(subject) ? withArticle(subject) : subject)))}`,
    );
  if (project.band && !entry.budgetBand) reasons.push("budget not public");
  if (project.band && entry.budgetBand === project.band) {
    points += 2;
    reasons.push(`on a ${bandWord(entry.budgetBand)} budget`);
  } else if (project.band && entry.budgetBand) reasons.push(outsideBand(entry.budgetBand, project.band));
  if (entry.year >= now - RECENT_YEARS) points += 2;
  if (entry.record) points += 1;
  return { entry, score: points, reasons };
}

const bandWord = (band: BudgetBand) => BUDGET_BAND_LABELS[band].toLowerCase().replace(/ \(.*\)/, "");
const bandDistance = (a: BudgetBand, b: BudgetBand) =>
  Math.abs(BUDGET_BANDS.indexOf(a) - BUDGET_BANDS.indexOf(b));

/** A comp outside the project's band says so: "on a high budget, above this project's mid band". */
function outsideBand(band: BudgetBand, own: BudgetBand): string {
  const side = BUDGET_BANDS.indexOf(band) > BUDGET_BANDS.indexOf(own) ? "above" : "below";
  return `on a ${bandWord(band)} budget, ${side} this project's ${bandWord(own)} band`;
}

/** Buyers read comps from about the last decade: an older title, however close, is a touchstone, and
 * at most this many stand among the comps before every recent fit is used. */
const MAX_OLDER_COMPS = 2;

function recentFirst(ranked: readonly Scored[], now: number): Scored[] {
  const older = ranked.filter((item) => item.entry.year < now - RECENT_YEARS);
  const waiting = new Set(older.slice(MAX_OLDER_COMPS));
  return [...ranked.filter((item) => !waiting.has(item)), ...waiting];
}

/** Fewer than this many comps of the project's own band: the nearest band fills in, saying so. */
const MIN_IN_BAND = 3;

/** "a father, grief and love": a list read as a phrase. */
function inWords(items: readonly string[]): string {
  return items.length < 2 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

function withArticle(place: string): string {
  return `${/^[aeiou]/.test(place) ? "an" : "a"} ${place}`;
}

function placeName(place: string): string {
  return place.toLowerCase() in REGIONS ? `the ${place}` : place;
}

/**
 * Up to `limit` comps: the writer's own first, then catalogue titles of the same format and
 * band (a title whose band is not public comes after those whose band matches). Where the band
 * holds fewer than three, the nearest band fills in, and each such line says it lies outside.
 */
export function matchComps(project: CompProject, limit = 6, now = new Date().getFullYear()): CompFit[] {
  const named = project.named.map((title) => {
    const entry =
      COMP_TITLES.find((candidate) => candidate.title.toLowerCase() === title.toLowerCase()) ?? null;
    const band =
      entry?.budgetBand && project.band && entry.budgetBand !== project.band
        ? `, ${outsideBand(entry.budgetBand, project.band)}`
        : "";
    return {
      title: entry,
      line: entry
        ? `${entry.title} (${entry.year}): named by the writer${band}${entry.record ? `; ${entry.record}` : ""}`
        : title,
    };
  });
  const taken = new Set(
    [...project.named, project.title ?? "", ...(project.alsoTitled ?? [])].map((title) =>
      title.toLowerCase(),
    ),
  );
  const candidates = COMP_TITLES.filter(
    (entry) => entry.format === project.format && !taken.has(entry.title.toLowerCase()),
  );
  const ranked = (entries: readonly CompTitle[]) =>
    recentFirst(
      entries
        .map((entry) => score(entry, project, now))
        .filter((item): item is Scored => item !== null)
        .sort((a, b) => b.score - a.score || b.entry.year - a.entry.year),
      now,
    );
  const room = Math.max(0, limit - named.length);
  const band = project.band;
  const known = ranked(
    candidates.filter((entry) => entry.budgetBand && (!band || entry.budgetBand === band)),
  );
  const scored = known.slice(0, room);
  if (band && scored.length < MIN_IN_BAND) {
    const nearest = ranked(candidates.filter((entry) => entry.budgetBand && entry.budgetBand !== band)).sort(
      (a, b) =>
        bandDistance(a.entry.budgetBand ?? band, band) - bandDistance(b.entry.budgetBand ?? band, band),
    );
    scored.push(...nearest.slice(0, Math.min(MIN_IN_BAND, room) - scored.length));
  }
  scored.push(...ranked(candidates.filter((entry) => !entry.budgetBand)).slice(0, room - scored.length));
  const picked = scored.map(({ entry, reasons }) => ({
    title: entry,
    line: `${entry.title} (${entry.year}): ${reasons.join(", ")}${entry.record ? `; ${entry.record}` : ""}`,
  }));
  return [...named, ...picked];
}
