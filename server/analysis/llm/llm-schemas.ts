import { z } from "zod";
import { DECK_CATEGORIES, IDEA_CATEGORIES } from "#domain/categories";
import { CharacterCardSchema, DeckBuildoutSchema, ToneSlugSchema } from "#domain/deck-buildout";
import {
  GRID_ITEMS,
  GRID_RATINGS,
  LOGLINE_SOURCES,
  READING_FLAG_KINDS,
  VERDICTS,
} from "#domain/script-reading";
import { SCRIPT_SECTIONS } from "./script-sections";

/**
 * Schemas the model answers (structured output). They are derived from the domain shapes but keyed
 * by category name / section id, so the JSON schema itself makes every category required exactly
 * once; no optional properties (strict structured-output modes reject them). Non-emptiness is a
 * refinement: it is checked on the answer (and repaired) without appearing in the JSON schema.
 */
const text = (what: string) =>
  z.string().refine((value) => value.trim().length > 0, `${what} must not be empty`);

const LlmCategorySchema = z.object({
  score: z.number().min(0).max(10).describe("0 to 10, one decimal"),
  strengths: z.array(z.string()).describe("what works, citing the material"),
  improvements: z.array(z.string()).describe("what is missing or weak, citing the material"),
  suggestions: z.array(z.string()).describe("concrete next steps"),
});

function categoriesObject(names: readonly string[]) {
  return z.object(Object.fromEntries(names.map((name) => [name, LlmCategorySchema])));
}

function categoryAnalysisSchema(names: readonly string[]) {
  return z.object({
    overallSummary: text("overallSummary"),
    categories: categoriesObject(names),
    keyTakeaways: z.array(z.string()).refine((list) => list.length > 0, "keyTakeaways must not be empty"),
  });
}

export const IdeaAnalysisSchema = categoryAnalysisSchema(IDEA_CATEGORIES);
export const DeckAnalysisSchema = categoryAnalysisSchema(DECK_CATEGORIES);
export type LlmCategoryAnalysis = z.infer<typeof IdeaAnalysisSchema>;

const LlmScriptSectionSchema = z.object({
  content: text("content").describe("paragraphs separated by blank lines"),
});

/** The model's part of the reading: the facts (pages, scenes, cast) stay the reader's own. */
const LlmReadingSchema = z.object({
  grid: z.object(
    Object.fromEntries(
      GRID_ITEMS.map((item) => [
        item,
        z.object({
          rating: z.enum(GRID_RATINGS),
          evidence: text("evidence").describe("a page, scene or quote"),
        }),
      ]),
    ),
  ),
  verdict: z.object({ script: z.enum(VERDICTS), writer: z.enum(VERDICTS) }),
  logline: z.object({ text: text("logline"), source: z.enum(LOGLINE_SOURCES) }).nullable(),
  synopsis: text("synopsis").describe("150 to 300 words following the acts in order, naming the leads"),
  flags: z.array(
    z.object({
      kind: z.enum(READING_FLAG_KINDS),
      page: z.number().int().min(1),
      scene: z.number().int().min(1).nullable(),
      quote: z.string().describe("verbatim from the material"),
      note: text("note"),
    }),
  ),
});

export const ScriptReportSchema = z.object({
  reading: LlmReadingSchema,
  intro: text("intro"),
  overallSummary: text("overallSummary"),
  sections: z.object(
    Object.fromEntries(SCRIPT_SECTIONS.map((section) => [section.id, LlmScriptSectionSchema])),
  ),
  keyTakeaways: z.array(z.string()).refine((list) => list.length > 0, "keyTakeaways must not be empty"),
  cta: text("cta"),
});
export type LlmScriptReport = z.infer<typeof ScriptReportSchema>;

/** The domain build-out with its optional lists made required (strict modes need every key). */
export const LlmDeckBuildoutSchema = DeckBuildoutSchema.extend({
  tone_and_visual: z.object({
    tone_slugs: z.array(ToneSlugSchema),
    comps: z.array(z.string()),
    references: z.array(z.string()),
  }),
  characters: z.object({ character_list: z.array(CharacterCardSchema) }),
});

/** What one chunk of long material yields; the final call reads these notes instead of the text. */
export const ChunkNotesSchema = z.object({
  summary: text("summary").describe("what happens in this part, in order"),
  characters: z.array(z.object({ name: z.string(), note: z.string() })),
  strengths: z.array(z.string()),
  weaknesses: z.array(z.string()),
  details: z.array(z.string()).describe("specific scenes, lines, settings, numbers and comps worth citing"),
});
export type ChunkNotes = z.infer<typeof ChunkNotesSchema>;
