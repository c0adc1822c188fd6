import { GRID_ITEMS, GRID_RATINGS, type ScriptReading, VERDICTS } from "#domain/script-reading";
import { normaliseForMatch, wordSet } from "./normalise";

/** What a model's note may cite: the material itself and, for scripts, the reading's pages and scenes. */
export interface EvidenceFacts {
  material: string;
  words: Set<string>;
  /** Words the report's own vocabulary uses (ratings, verdicts, section names, act labels). */
  vocabulary: Set<string>;
  pages: number | null;
  scenes: Set<number> | null;
}

const REPORT_WORDS = [
  ...GRID_ITEMS,
  ...GRID_RATINGS,
  ...VERDICTS,
  "Act Acts One Two Three Four Five Six Teaser Cold Open Tag Prologue Epilogue Page Pages Scene Scenes",
  "INT EXT DAY NIGHT TV AI Greenlit Complete Deck Outline Fountain Final Draft PDF English I II III IV V",
  "Structure Story Tone Theme Market Comparables Pitch Potential Premise Characters Dialogue Pacing",
  "Logline Synopsis Protagonist Antagonist Hollywood Netflix",
];

export function evidenceFacts(
  material: string,
  reading: ScriptReading | null,
  extra: string[] = [],
): EvidenceFacts {
  const vocabulary = wordSet(
    [...REPORT_WORDS, ...extra, ...(reading?.acts.map((act) => act.label) ?? [])].join(" "),
  );
  return {
    material: ` ${normaliseForMatch(material)} `,
    words: wordSet(material),
    vocabulary,
    pages: reading?.pages ?? null,
    scenes: reading ? new Set(reading.scenes.map((scene) => scene.number)) : null,
  };
}
