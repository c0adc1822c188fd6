import { describe, expect, it } from "vitest";
import catalogue from "./comps-catalogue.json";
import { COMP_TITLES, type CompProject, matchComps, periodSpan, settingWords } from "./comps-match";
import { BUDGET_BANDS } from "./production-breakdown";

const WESTERN: CompProject = {
  format: "feature",
  genres: ["Drama"],
  tone: ["gritty"],
  period: "1866",
  setting: ["nebraska", "river", "ferry"],
  subjects: ["railroad", "uncle"],
  band: "mid",
  named: [],
};

/** A father-son fable of the American South, across decades (a Big Fish). */
const FABLE: CompProject = {
  format: "feature",
  genres: ["Drama"],
  tone: ["Warm and tender", "Fantastical"],
  period: "1960s–1990s",
  setting: ["alabama", "circus", "river", "city", "new", "york"],
  subjects: ["father", "son", "memory", "illness", "city"],
  band: "high",
  named: [],
};

describe("the comps catalogue", () => {
  it("holds at least 300 titles with their facts and sources", () => {
    expect(COMP_TITLES.length).toBeGreaterThanOrEqual(300);
    expect(catalogue.sources.length).toBeGreaterThan(0);
    const keys = new Set<string>();
    for (const entry of COMP_TITLES) {
      expect(entry.year).toBeGreaterThan(1900);
      expect(entry.genres.length).toBeGreaterThan(0);
      expect(entry.tone.length).toBeGreaterThan(0);
      expect(entry.setting.length).toBeGreaterThan(0);
      if (entry.budgetBand) expect(BUDGET_BANDS).toContain(entry.budgetBand);
      // Figures only inside a record, never in the descriptive tags.
      expect(JSON.stringify([entry.subjects, entry.tone, entry.setting])).not.toMatch(/\$|million/);
      keys.add(`${entry.title} ${entry.year}`);
    }
    expect(keys.size).toBe(COMP_TITLES.length);
  });
});

describe("matchComps", () => {
  it("never offers a short for a feature, nor a title outside the band", () => {
    const fits = matchComps(WESTERN, 8);
    expect(fits.length).toBeGreaterThanOrEqual(5);
    for (const fit of fits) {
      expect(fit.title?.format).toBe("feature");
      expect([null, "mid"]).toContain(fit.title?.budgetBand ?? null);
      expect(fit.line).toMatch(/^.+ \(\d{4}\): .+/);
    }
  });

  it("ranks period, region and genre: a western of the 1850s before a modern drama", () => {
    const [first] = matchComps(WESTERN);
    expect(first?.line).toMatch(
      /^The Homesman \(2014\): .*set in the 1850s.*in Nebraska and the American West/,
    );
  });

  it("takes no comp whose register clashes with the project's, and ranks kindred tones", () => {
    const fable = FABLE;
    const titles = matchComps(fable, 8).map((fit) => fit.title?.title);
    expect(titles).not.toContain("Joker");
    expect(matchComps(fable, 8)[0]?.line).toMatch(/warm|whimsical|tender|bittersweet|awe/);
    const bleak = matchComps({ ...fable, tone: ["Bleak and dark"] }, 40).map((fit) => fit.title?.title);
    expect(bleak).toContain("Joker");
  });

  it("keeps to about the last decade: at most two older touchstones while recent fits remain", () => {
    const fable: CompProject = {
      ...FABLE,
      tone: ["Warm and tender", "Bittersweet"],
      setting: ["alabama", "texas", "river", "south"],
      subjects: ["father", "son", "family", "memory", "love", "life"],
    };
    const years = matchComps(fable, 6, 2026).map((fit) => fit.title?.year ?? 0);
    expect(years).toHaveLength(6);
    expect(years.filter((year) => year < 2026 - 12).length).toBeLessThanOrEqual(2);
    // A writer's own older comp is theirs to name, and does not count against the recent fits.
    const named = matchComps({ ...fable, named: ["Forrest Gump"] }, 6, 2026);
    expect(named[0]?.title?.year).toBe(1994);
    expect(named.slice(1).filter((fit) => (fit.title?.year ?? 0) < 2014).length).toBeLessThanOrEqual(2);
  });

  it("says a tone that is a noun as an adjective before the genre", () => {
    const horror: CompProject = {
      ...WESTERN,
      genres: ["Horror"],
      tone: ["dread"],
      period: null,
      setting: [],
    };
    const lines = matchComps(horror, 8).map((fit) => fit.line);
    expect(lines.some((line) => line.includes("dread-filled"))).toBe(true);
    expect(
      lines.some((line) => /\b(?:an? )?(?:awe|dread|cringe) (?:drama|horror|comedy|thriller)/.test(line)),
    ).toBe(false);
  });

  it("puts the writer's own comps first", () => {
    const fits = matchComps({ ...WESTERN, named: ["True Grit", "Unknown Film"] });
    expect(fits[0]?.line).toBe(
      "True Grit (2010): named by the writer, on a high budget, above this project's mid band; $252M worldwide",
    );
    expect(fits[1]?.line).toBe("Unknown Film");
    const high = matchComps({ ...WESTERN, band: "high", named: ["True Grit"] });
    expect(high[0]?.line).toBe("True Grit (2010): named by the writer; $252M worldwide");
  });

  it("fills from the nearest band when the project's holds too few, and says each lies outside it", () => {
    // Every short in the catalogue is micro; a short the pages band low still gets comps, marked.
    const fits = matchComps({ ...WESTERN, format: "short", band: "low", period: null });
    expect(fits.filter((fit) => fit.title?.budgetBand === "micro").length).toBeGreaterThanOrEqual(3);
    for (const fit of fits) {
      expect(fit.title?.format).toBe("short");
      if (fit.title?.budgetBand === "micro")
        expect(fit.line).toMatch(/on a micro budget, below this project's low band/);
      else if (!fit.title?.budgetBand) expect(fit.line).toMatch(/budget not public/);
      else expect(fit.title.budgetBand).toBe("low");
    }
  });

  it("never says the genre twice ('a comic comedy')", () => {
    const lines = matchComps(
      { ...WESTERN, genres: ["Comedy"], tone: ["comic", "warm"], period: null },
      10,
    ).map((fit) => fit.line);
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.some((line) => /\bcomic(?:, \w+)? comedy\b/.test(line))).toBe(false);
  });

  it("says what a comp is about as a phrase, never a genre as a subject ('about a father and grief')", () => {
    const lines = matchComps({ ...FABLE, subjects: ["father", "grief", "western", "memory"] }, 10).map(
      (fit) => fit.line,
    );
    const abouts = lines.flatMap(
      (line) => line.match(/about [^,;]+(?:, (?!on |set |in |with )[^,;]+)*/g) ?? [],
    );
    expect(abouts.length).toBeGreaterThan(0);
    expect(abouts.some((about) => /\ba father\b/.test(about))).toBe(true);
    for (const about of abouts) {
      expect(about).not.toMatch(/\bwestern\b|about father\b|, father\b/);
      // Two or more subjects end with "and", as a sentence would.
      if (about.includes(",")) expect(about).toMatch(/ and [\p{L}-]+( [\p{L}-]+)?$/u);
    }
  });

  it("never offers the script's own title from its title page", () => {
    const fits = matchComps({ ...WESTERN, title: "My Draft", alsoTitled: ["The Homesman"] }, 8);
    expect(fits.some((fit) => fit.title?.title === "The Homesman")).toBe(false);
  });

  it("offers shorts for a short and never the project itself", () => {
    const fits = matchComps({ ...WESTERN, format: "short", band: "micro", period: null, title: "Skin" });
    expect(fits.every((fit) => fit.title?.format === "short")).toBe(true);
    expect(fits.some((fit) => fit.title?.title === "Skin")).toBe(false);
  });

  it("reads periods and regions", () => {
    expect(periodSpan("1940s-1990s")).toEqual([1940, 1999]);
    expect(periodSpan("1866")).toEqual([1866, 1866]);
    expect(periodSpan("1600s")).toEqual([1600, 1699]);
    expect(settingWords(["alabama"]).has("south")).toBe(true);
  });
});
