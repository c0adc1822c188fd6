import type { ScreenplayStats } from "#domain/upload";
import { parseScreenplayText } from "#server/screenplay/parse-screenplay-text";
import { screenplayStats } from "./screenplay-stats";

/**
 * Screenplay statistics of any text the user sends (PDF/TXT layout text, Fountain, or the text an
 * FDX/Fountain upload returned), or null when the text is not a screenplay (a deck, an idea).
 */
export function readScreenplay(text: string): ScreenplayStats | null {
  const parsed = parseScreenplayText(text);
  const stats = screenplayStats(parsed, parsed.title);
  return isScreenplay(stats) ? stats : null;
}

export function isScreenplay(stats: ScreenplayStats): boolean {
  const speeches = stats.speakingCharacters.reduce((sum, entry) => sum + entry.speeches, 0);
  return stats.scenes >= 1 && speeches >= 2 && stats.speakingCharacters.length >= 1;
}
