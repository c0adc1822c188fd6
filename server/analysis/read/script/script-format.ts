import type { ScriptFormat } from "#domain/script-reading";

/** A feature is at least this long; a shorter script without TV markers is a short. */
export const FEATURE_MIN_PAGES = 60;
const EPISODE_TITLE =
  /\b(episode|ep\.?\s*\d+|pilot|season\s+\d+|s\d{1,2}\s*e\d{1,2}|teleplay)\b|^e\d{1,3}\b|\be\d{2,3}\s*[-–:]/i;
const TV_ACT = /^(teaser|cold open(ing)?|tag)$/i;

export interface FormatEvidence {
  isScreenplay: boolean;
  pages: number;
  /** Title, title-page values and the first lines: where an episode announces itself. */
  titleTexts: readonly string[];
  actLabels: readonly string[];
}

/**
 * Feature, short, TV episode or prose. An episode is told by its own markers (an episode title,
 * a teaser or cold open, TV act breaks), never by its length; a script without them is a feature
 * or a short by length.
 */
export function decideFormat(evidence: FormatEvidence): { format: ScriptFormat; why: string } {
  if (!evidence.isScreenplay) return { format: "prose", why: "no scene headings and speeches" };
  const episodeTitle = evidence.titleTexts.find((text) => EPISODE_TITLE.test(text));
  if (episodeTitle)
    return { format: "tv-episode", why: `its title page names an episode: “${episodeTitle}”` };
  const tvAct = evidence.actLabels.find((label) => TV_ACT.test(label));
  if (tvAct) return { format: "tv-episode", why: `the writer marks a ${tvAct.toLowerCase()}` };
  if (evidence.actLabels.filter((label) => /^act\b/i.test(label)).length >= 4)
    return { format: "tv-episode", why: `the writer marks ${evidence.actLabels.length} act breaks` };
  return evidence.pages >= FEATURE_MIN_PAGES
    ? { format: "feature", why: `${evidence.pages} pages` }
    : { format: "short", why: `${evidence.pages} pages` };
}

/** Screen minutes: a page a minute for scripts. */
export function runtimeMinutes(format: ScriptFormat, pages: number, words: number): number {
  if (format === "prose") return Math.max(1, Math.round(words / 250));
  return Math.max(1, pages);
}
