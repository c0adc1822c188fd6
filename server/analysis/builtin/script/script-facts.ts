import type { ScreenplayStats } from "../../../../domain/upload";

export type ScriptFormat = "feature" | "episode" | "short";

export interface Speaker {
  name: string;
  speeches: number;
  words: number;
  /** Share of all spoken words, 0-100. */
  percent: number;
}

export interface ScriptFacts {
  stats: ScreenplayStats;
  format: ScriptFormat;
  pagesPerScene: number;
  speakers: Speaker[];
  minorRoles: number;
}

/** Screenplay pages hold roughly this many words (Courier 12, standard margins). */
export const WORDS_PER_PAGE = 190;

export function scriptFacts(stats: ScreenplayStats): ScriptFacts {
  const spoken = stats.speakingCharacters.reduce((sum, person) => sum + person.words, 0) || 1;
  return {
    stats,
    format: stats.pages >= 75 ? "feature" : stats.pages >= 20 ? "episode" : "short",
    pagesPerScene: Math.round((stats.pages / Math.max(1, stats.scenes)) * 10) / 10,
    speakers: stats.speakingCharacters.map((person) => ({
      ...person,
      percent: Math.round((person.words / spoken) * 100),
    })),
    minorRoles: stats.speakingCharacters.filter((person) => person.speeches <= 2).length,
  };
}

export function formatLabel(format: ScriptFormat): string {
  if (format === "feature") return "feature";
  if (format === "episode") return "episode-length script";
  return "short";
}

export function percent(share: number): string {
  return `${Math.round(share * 100)}%`;
}

export function pagesFromWords(words: number): string {
  const pages = words / WORDS_PER_PAGE;
  return pages < 1
    ? "under a page"
    : `about ${Math.round(pages)} ${Math.round(pages) === 1 ? "page" : "pages"}`;
}

/** "an 84-page", "an 11-page", "a 120-page". */
export function article(count: number): "a" | "an" {
  const spoken = String(count);
  return /^(8|11|18)/.test(spoken) && !(spoken.startsWith("1") && spoken.length !== 2 && spoken.length !== 5)
    ? "an"
    : "a";
}
