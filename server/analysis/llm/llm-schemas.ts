import { z } from "zod";
import { DECK_CATEGORIES, IDEA_CATEGORIES } from "../../../domain/categories";
import { CharacterCardSchema, DeckBuildoutSchema, ToneSlugSchema } from "../../../domain/deck-buildout";
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

export const ScriptReportSchema = z.object({
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
