import { z } from "zod";
import { QUESTION_KEYS, type QuestionKey } from "./questionnaire";
import { GRID_ITEMS, GRID_RATINGS, READING_FLAG_KINDS, VERDICTS } from "./script-reading";
import { ProjectStageSchema } from "./stages";

/**
 * What changed between two versions of one project (product.md "What changed"). A script's
 * delta is `scriptAnalysis.delta`; an idea's or a deck's is the result's `delta`. Both name the
 * version they compare against (`fromId`) and the date it was made.
 */
const fromTo = <T extends z.ZodType>(value: T) => z.object({ from: value, to: value });

export const DeltaFlagSchema = z.object({
  kind: z.enum(READING_FLAG_KINDS),
  page: z.number().int().min(1),
  quote: z.string(),
});
export type DeltaFlag = z.infer<typeof DeltaFlagSchema>;

export const GridChangeSchema = z.object({
  item: z.enum(GRID_ITEMS),
  from: z.enum(GRID_RATINGS),
  to: z.enum(GRID_RATINGS),
  /** The newer reading's evidence for its rating. */
  why: z.string(),
});
export type GridChange = z.infer<typeof GridChangeSchema>;

/** One scene as the structure strip draws it: where it starts and how long it runs. */
export const StripSceneSchema = z.object({
  page: z.number().int().min(1),
  eighths: z.number().int().min(1),
  /** "kept", "moved" or "revised" (matched in the other draft), "added" or "removed". */
  change: z.enum(["kept", "moved", "revised", "added", "removed"]),
});
export type StripScene = z.infer<typeof StripSceneSchema>;

export const ScriptDeltaSchema = z.object({
  kind: z.literal("script"),
  fromId: z.string(),
  /** When the earlier version was made (ISO time). */
  date: z.string(),
  pages: fromTo(z.number().int().min(1)),
  runtimeMinutes: fromTo(z.number().int().min(1)),
  /** Scenes matched by heading and content, not by number. */
  scenes: z.object({
    added: z.array(z.string()),
    removed: z.array(z.string()),
    moved: z.array(z.string()),
    /** Matched scenes whose pages were rewritten (kept in place or moved). */
    revised: z.array(z.string()),
  }),
  characters: z.object({
    added: z.array(z.string()),
    removed: z.array(z.string()),
    renamed: z.array(z.object({ from: z.string(), to: z.string() })),
  }),
  flags: z.object({
    resolved: z.array(DeltaFlagSchema),
    added: z.array(DeltaFlagSchema),
    kept: z.number().int().min(0),
  }),
  grid: z.array(GridChangeSchema),
  verdict: fromTo(z.enum(VERDICTS)),
  /** Draft one's scenes above draft two's, for the structure strip. */
  strip: fromTo(z.array(StripSceneSchema)),
  summary: z.string().min(1),
});
export type ScriptDelta = z.infer<typeof ScriptDeltaSchema>;

export const DELTA_SOURCES = ["answer", "slide", "text"] as const;

export const CategoryChangeSchema = z.object({
  category: z.string().min(1),
  from: z.number().min(0).max(10).nullable(),
  to: z.number().min(0).max(10).nullable(),
  /** The newer version's text that moved the category (quoted), when the score moved. */
  because: z
    .array(z.object({ source: z.enum(DELTA_SOURCES), label: z.string(), quote: z.string().min(1) }))
    .optional(),
});
export type CategoryChange = z.infer<typeof CategoryChangeSchema>;

export const AnswerChangeSchema = z.object({
  key: z.enum(QUESTION_KEYS as [string, ...string[]]),
  label: z.string(),
  from: z.string().nullable(),
  to: z.string().nullable(),
});
export type AnswerChange = z.infer<typeof AnswerChangeSchema>;

export const PitchDeltaSchema = z.object({
  kind: z.literal("pitch"),
  fromId: z.string(),
  date: z.string(),
  overall: fromTo(z.number().min(0).max(10).nullable()),
  /** Every category of either version; `because` on those whose score moved. */
  categories: z.array(CategoryChangeSchema),
  answers: z.array(AnswerChangeSchema),
  summary: z.string().min(1),
});
export type PitchDelta = z.infer<typeof PitchDeltaSchema>;

/** A version of another stage (a script, then a deck): the two cannot be compared. */
export const IncomparableDeltaSchema = z.object({
  kind: z.literal("incomparable"),
  fromId: z.string(),
  date: z.string(),
  stages: fromTo(ProjectStageSchema),
  summary: z.string().min(1),
});

export const ScriptVersionDeltaSchema = z.discriminatedUnion("kind", [
  ScriptDeltaSchema,
  IncomparableDeltaSchema,
]);
export const PitchVersionDeltaSchema = z.discriminatedUnion("kind", [
  PitchDeltaSchema,
  IncomparableDeltaSchema,
]);
export const VersionDeltaSchema = z.discriminatedUnion("kind", [
  ScriptDeltaSchema,
  PitchDeltaSchema,
  IncomparableDeltaSchema,
]);
export type VersionDelta = z.infer<typeof VersionDeltaSchema>;

/** product.md "What changed": the sentence for two versions of different stages. */
export function incomparableSummary(from: string, to: string): string {
  const name = (stage: string) => (stage === "idea" ? "an idea" : `a ${stage}`);
  return `This version is ${name(to)} and the earlier one was ${name(from)}: the two cannot be compared.`;
}

export const COMPARE_SAME_VERSION_MESSAGE = "Choose two different versions to compare.";
export const COMPARE_NEEDS_TWO_MESSAGE = "Choose the two versions to compare (from and to).";
export const COMPARE_OTHER_PROJECT_MESSAGE =
  "Those two versions belong to different projects. Choose two versions of one project.";

/**
 * The questionnaire answers each category reads most (product.md "What changed"): a changed
 * answer among them is quoted as what moved the category.
 */
export const CATEGORY_ANSWER_KEYS: Readonly<Record<string, readonly QuestionKey[]>> = {
  "The Hook": ["logline", "synopsis"],
  Logline: ["logline"],
  "Logline Clarity": ["logline"],
  "Tone & Voice": ["vibes", "emotionalImpact"],
  "Tone & Visual Style": ["vibes", "emotionalImpact"],
  "Story & Structure": ["synopsis", "obstacle", "transformation"],
  "Structure and Flow": ["synopsis", "obstacle", "transformation"],
  Characters: ["protagonist", "obstacle", "transformation"],
  "Character Development": ["protagonist", "obstacle", "transformation"],
  "Audience Alignment": ["audience", "emotionalImpact"],
  "Market Readiness": ["comps", "audience", "platform"],
  "Why Now / Urgency": ["urgency", "conversation", "theme"],
  "Target Market & Platforms": ["audience", "platform"],
};
