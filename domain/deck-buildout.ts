import { z } from "zod";

/** product.md §3 "Deck build-out": the seven sections of the Complete Deck Outline. */
export const ToneSlugSchema = z.object({
  phrase: z.string(),
  description: z.string(),
  image_suggestions: z.array(z.string()),
});

export const CharacterCardSchema = z.object({
  name: z.string(),
  description: z.string(),
  casting_visual: z.string(),
});

export const DeckBuildoutSchema = z.object({
  cover_and_logline: z.object({
    headline: z.string(),
    tagline: z.string(),
    logline: z.string(),
    visual_prompts: z.array(z.string()),
  }),
  tone_and_visual: z.object({
    tone_slugs: z.array(ToneSlugSchema),
    comps: z.array(z.string()).optional(),
    references: z.array(z.string()).optional(),
  }),
  world: z.object({ paragraphs: z.array(z.string()) }),
  story_summary: z.object({ paragraphs: z.array(z.string()) }),
  characters: z.object({ character_list: z.array(CharacterCardSchema) }),
  themes_and_why_now: z.object({ core_themes: z.string(), cultural_relevance: z.array(z.string()) }),
  funding_and_team: z.object({
    market_appeal: z.array(z.string()),
    team: z.object({
      director: z.string(),
      writer: z.string(),
      producers: z.array(z.string()),
      notes: z.string(),
    }),
  }),
});
export type DeckBuildout = z.infer<typeof DeckBuildoutSchema>;
export type ToneSlug = z.infer<typeof ToneSlugSchema>;
export type CharacterCard = z.infer<typeof CharacterCardSchema>;

/** product.md §9: build-out sections numbered 1 to 7. */
export const BUILDOUT_SECTION_TITLES = [
  "Cover and Logline",
  "Tone + Visual Direction",
  "World",
  "Story Summary",
  "Characters",
  "Themes + Why Now",
  "Funding Narrative + Team",
] as const;
