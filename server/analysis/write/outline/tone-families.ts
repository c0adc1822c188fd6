import { lexicon } from "#server/lexicons/word-lists";
import toneFamilies from "../../../lexicons/tone-families.json" with { type: "json" };

/**
 * Families of tone, each with the words that show it on the page and how it looks on a slide
 * (server/lexicons/tone-families.json). The outline keeps the three to five families the material
 * shows most (docs/product.md §"The Complete Deck Outline").
 */
export interface ToneFamily {
  phrase: string;
  cues: readonly string[];
  look: string;
  /** Genres that lean on this tone. */
  genres: readonly string[];
}

export const TONE_FAMILIES: readonly ToneFamily[] = lexicon(toneFamilies).families;
