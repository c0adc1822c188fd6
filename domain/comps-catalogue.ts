import type { Genre } from "./genres";

/**
 * A small curated list of real, recent titles the outline suggests as comparables when the material
 * names none (docs/product.md §"The Complete Deck Outline"). Only facts: title, year of first
 * release, format and genre, plus a few plain subject tags used to rank them. No box-office figures.
 */
export const COMP_FORMATS = ["feature", "series", "short"] as const;
export type CompFormat = (typeof COMP_FORMATS)[number];

export interface CatalogueTitle {
  title: string;
  year: number;
  format: CompFormat;
  genres: readonly Genre[];
  tags: readonly string[];
}

const t = (
  title: string,
  year: number,
  format: CompFormat,
  genres: readonly Genre[],
  tags: string,
): CatalogueTitle => ({ title, year, format, genres, tags: tags.split(" ") });

export const COMPS_CATALOGUE: readonly CatalogueTitle[] = [
  t("Aftersun", 2022, "feature", ["Drama"], "family father memory holiday grief"),
  t("Past Lives", 2023, "feature", ["Drama"], "love memory immigration city"),
  t("Minari", 2020, "feature", ["Drama"], "family father immigration farm"),
  t("The Fabelmans", 2022, "feature", ["Drama"], "family father mother memory film"),
  t("Nomadland", 2020, "feature", ["Drama"], "road grief work loneliness"),
  t("The Florida Project", 2017, "feature", ["Drama"], "mother child poverty summer"),
  t("Manchester by the Sea", 2016, "feature", ["Drama"], "grief family town sea"),
  t("CODA", 2021, "feature", ["Drama", "Comedy"], "family music town sea"),
  t(
    "Everything Everywhere All at Once",
    2022,
    "feature",
    ["Sci-Fi", "Comedy", "Drama"],
    "family mother fantasy immigration",
  ),
  t("Normal People", 2020, "series", ["Drama"], "love class town"),
  t("Mare of Easttown", 2021, "series", ["Drama", "Thriller"], "town grief mother crime"),
  t("The Bear", 2022, "series", ["Comedy", "Drama"], "family grief work food"),
  t("Parasite", 2019, "feature", ["Thriller"], "class family house"),
  t("Anatomy of a Fall", 2023, "feature", ["Thriller", "Drama"], "trial marriage truth mountain"),
  t("The Menu", 2022, "feature", ["Thriller", "Horror"], "food island class"),
  t("Searching", 2018, "feature", ["Thriller"], "father screen technology missing"),
  t("Slow Horses", 2022, "series", ["Thriller"], "spies office london"),
  t("Bodyguard", 2018, "series", ["Thriller"], "security london politics"),
  t("Severance", 2022, "series", ["Sci-Fi", "Thriller"], "work office technology memory"),
  t("Booksmart", 2019, "feature", ["Comedy"], "friendship school night"),
  t("The Holdovers", 2023, "feature", ["Comedy", "Drama"], "school teacher christmas loneliness"),
  t("Jojo Rabbit", 2019, "feature", ["Comedy"], "war childhood mother"),
  t("Palm Springs", 2020, "feature", ["Comedy", "Sci-Fi"], "love wedding time"),
  t("Ted Lasso", 2020, "series", ["Comedy"], "sport team coach england"),
  t("Abbott Elementary", 2021, "series", ["Comedy"], "school teacher work"),
  t("Fleabag", 2016, "series", ["Comedy", "Drama"], "grief family london"),
  t("Get Out", 2017, "feature", ["Horror"], "race family house"),
  t("Hereditary", 2018, "feature", ["Horror"], "family grief mother house"),
  t("A Quiet Place", 2018, "feature", ["Horror", "Sci-Fi"], "family survival silence farm"),
  t("The Witch", 2015, "feature", ["Horror"], "family faith forest"),
  t("Talk to Me", 2022, "feature", ["Horror"], "grief friendship ghosts"),
  t("Barbarian", 2022, "feature", ["Horror"], "house city"),
  t("The Haunting of Hill House", 2018, "series", ["Horror", "Drama"], "family grief house ghosts"),
  t("Midnight Mass", 2021, "series", ["Horror"], "faith island town"),
  t("Arrival", 2016, "feature", ["Sci-Fi", "Drama"], "language grief memory contact"),
  t("Annihilation", 2018, "feature", ["Sci-Fi", "Horror"], "expedition grief nature"),
  t("After Yang", 2021, "feature", ["Sci-Fi", "Drama"], "family memory technology grief"),
  t("Dune", 2021, "feature", ["Sci-Fi"], "desert power family"),
  t("Station Eleven", 2021, "series", ["Sci-Fi", "Drama"], "survival theatre memory"),
  t("Silo", 2023, "series", ["Sci-Fi", "Thriller"], "survival truth underground"),
  t("Free Solo", 2018, "feature", ["Documentary"], "climbing risk nature"),
  t("My Octopus Teacher", 2020, "feature", ["Documentary"], "sea nature"),
  t("Summer of Soul", 2021, "feature", ["Documentary"], "music history city"),
  t("Fire of Love", 2022, "feature", ["Documentary"], "love science volcano"),
  t("Honeyland", 2019, "feature", ["Documentary"], "nature village work"),
  t("The Last Dance", 2020, "series", ["Documentary"], "sport team"),
  t("Two Distant Strangers", 2020, "short", ["Drama", "Sci-Fi"], "time police city"),
  t("The Neighbors' Window", 2019, "short", ["Drama"], "family city"),
  t("The Silent Child", 2017, "short", ["Drama"], "family child school"),
  t("An Irish Goodbye", 2022, "short", ["Comedy", "Drama"], "grief family farm brothers"),
  t("The Wonderful Story of Henry Sugar", 2023, "short", ["Comedy"], "fantasy storytelling"),
  t("The Long Goodbye", 2020, "short", ["Drama"], "family music"),
];

/**
 * Up to `limit` catalogue titles of the genre, the format first, ranked by shared subject tags,
 * then by recency. Never the titles the material already names.
 */
export function suggestComps(
  genre: string | null,
  format: CompFormat,
  subjects: readonly string[],
  limit = 3,
): CatalogueTitle[] {
  const lowered = new Set(subjects.map((subject) => subject.toLowerCase()));
  const score = (entry: CatalogueTitle) =>
    (entry.format === format ? 4 : 0) +
    (genre && entry.genres[0] === genre ? 2 : 0) +
    entry.tags.filter((tag) => lowered.has(tag)).length * 3;
  return COMPS_CATALOGUE.filter((entry) => !genre || entry.genres.some((g) => g === genre))
    .map((entry) => ({ entry, score: score(entry) }))
    .sort((a, b) => b.score - a.score || b.entry.year - a.entry.year)
    .slice(0, limit)
    .map(({ entry }) => entry);
}

export function describeComp(entry: CatalogueTitle): string {
  const genre = entry.genres.map((g) => g.toLowerCase()).join("/");
  return `${entry.title} (${entry.year}, ${genre} ${entry.format})`;
}
