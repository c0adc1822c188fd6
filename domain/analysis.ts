import { z } from "zod";
import { DeckBuildoutSchema } from "./deck-buildout";
import { ProductionBreakdownSchema } from "./production-breakdown";
import { QUESTION_KEYS, type QuestionKey } from "./questionnaire";
import { ScriptReadingSchema } from "./script-reading";
import { PitchVersionDeltaSchema, ScriptVersionDeltaSchema } from "./version-delta";

export const CategorySchema = z.object({
  category: z.string().min(1),
  score: z.number().min(0).max(10),
  strengths: z.array(z.string()),
  improvements: z.array(z.string()),
  suggestions: z.array(z.string()),
  /** Why this category is not rated (its score then counts nowhere and is not shown). */
  notRated: z.string().optional(),
});
export type Category = z.infer<typeof CategorySchema>;

export const ScriptSectionSchema = z.object({
  id: z.string().min(1),
  section: z.string().min(1),
  /** Paragraphs separated by blank lines. */
  content: z.string(),
});
export type ScriptSection = z.infer<typeof ScriptSectionSchema>;
export const STORY_SECTION_ID = "story";

export const ScriptAnalysisSchema = z.object({
  intro: z.string().optional(),
  overallSummary: z.string(),
  sections: z.array(ScriptSectionSchema),
  keyTakeaways: z.array(z.string()),
  cta: z.string().optional(),
  /** The script reader's facts (additive to the product's script analysis). */
  reading: ScriptReadingSchema.optional(),
  /** The production breakdown counted from the same reading (additive). */
  breakdown: ProductionBreakdownSchema.optional(),
  /** What changed since the project's previous version (absent on a first version). */
  delta: ScriptVersionDeltaSchema.optional(),
});
export type ScriptAnalysis = z.infer<typeof ScriptAnalysisSchema>;

/** product.md §3 AnalysisResult. Deck/idea results carry categories; scripts carry scriptAnalysis. */
export const AnalysisResultSchema = z.object({
  overallScore: z.number().min(0).max(10).nullable(),
  overallSummary: z.string(),
  categories: z.array(CategorySchema),
  keyTakeaways: z.array(z.string()),
  deckBuildout: DeckBuildoutSchema.nullable().optional(),
  scriptAnalysis: ScriptAnalysisSchema.nullable().optional(),
  isScriptAnalysis: z.boolean().optional(),
  intro: z.string().optional(),
  sections: z.array(ScriptSectionSchema).optional(),
  historyId: z.string().optional(),
  /** An idea's or a deck's changes since the project's previous version (absent on a first version). */
  delta: PitchVersionDeltaSchema.optional(),
  /** A deck's or script's questionnaire answers this version was scored with (`questionnaire-credit.ts`). */
  questionnaireCredit: z.array(z.enum(QUESTION_KEYS as [QuestionKey, ...QuestionKey[]])).optional(),
  /** A template analysed with placeholders left: what to fill instead of a score; never stored. */
  unfilledTemplate: z.object({ placeholders: z.array(z.string()).min(1) }).optional(),
});
export type AnalysisResult = z.infer<typeof AnalysisResultSchema>;

/** One decimal, as scores are shown (product.md §9). */
export function roundScore(score: number): number {
  return Math.round(Math.min(10, Math.max(0, score)) * 10) / 10;
}

export type ScoreColor = "green" | "amber" | "red";
/** product.md §5: 8 or above green, 6 or above amber, below 6 red. */
export function scoreColor(score: number): ScoreColor {
  if (score >= 8) return "green";
  if (score >= 6) return "amber";
  return "red";
}
export const SCORE_COLOR_RGB: Record<ScoreColor, [number, number, number]> = {
  green: [22, 163, 74],
  amber: [217, 119, 6],
  red: [220, 38, 38],
};
