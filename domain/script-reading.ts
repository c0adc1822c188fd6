import { z } from "zod";

/**
 * The script reader's facts about one screenplay (product.md "The script reader"). Added to the
 * script analysis as `reading`; the report, the pictures, the outline and the LLM engine all read
 * from it. Every `quote` is verbatim from the uploaded text; every `evidence` names a page, a
 * scene or a quote.
 */
export const SCRIPT_FORMATS = [
  "feature",
  "short",
  "tv-episode",
  "stage-play",
  "transcript",
  "treatment",
  "prose",
] as const;
export type ScriptFormat = (typeof SCRIPT_FORMATS)[number];

export const SCENE_SETTINGS = ["INT", "EXT", "INT/EXT"] as const;
export type SceneSetting = (typeof SCENE_SETTINGS)[number];

export const READING_FLAG_KINDS = [
  "exposition",
  "on-the-nose",
  "long-action",
  "monologue",
  "format",
  "duplicate",
  "language",
] as const;
export type ReadingFlagKind = (typeof READING_FLAG_KINDS)[number];

export const GRID_ITEMS = [
  "Premise",
  "Structure",
  "Characters",
  "Dialogue",
  "Pacing",
  "Marketability",
] as const;
export type GridItem = (typeof GRID_ITEMS)[number];

export const GRID_RATINGS = ["Excellent", "Good", "Fair", "Poor"] as const;
export type GridRating = (typeof GRID_RATINGS)[number];

export const VERDICTS = ["Pass", "Consider", "Recommend"] as const;
export type Verdict = (typeof VERDICTS)[number];

export const READING_SOURCES = ["writer", "estimated"] as const;
export const LOGLINE_SOURCES = ["writer", "drafted"] as const;

export const ReadingCharacterSchema = z.object({
  name: z.string().min(1),
  aliases: z.array(z.string()),
  scenes: z.number().int().min(0),
  speeches: z.number().int().min(0),
  words: z.number().int().min(0),
  firstPage: z.number().int().min(1),
  lastPage: z.number().int().min(1),
});
export type ReadingCharacter = z.infer<typeof ReadingCharacterSchema>;

export const ReadingActSchema = z.object({
  label: z.string().min(1),
  startPage: z.number().int().min(1),
  endPage: z.number().int().min(1),
  source: z.enum(READING_SOURCES),
});
export type ReadingAct = z.infer<typeof ReadingActSchema>;

export const ReadingSceneSchema = z.object({
  number: z.number().int().min(1),
  heading: z.string(),
  page: z.number().int().min(1),
  eighths: z.number().int().min(1),
  setting: z.enum(SCENE_SETTINGS).nullable(),
  time: z.string(),
  characters: z.array(z.string()),
});
export type ReadingScene = z.infer<typeof ReadingSceneSchema>;

export const ReadingFlagSchema = z.object({
  kind: z.enum(READING_FLAG_KINDS),
  page: z.number().int().min(1),
  scene: z.number().int().min(1).nullable(),
  quote: z.string(),
  note: z.string().min(1),
});
export type ReadingFlag = z.infer<typeof ReadingFlagSchema>;

export const GridRowSchema = z.object({
  item: z.enum(GRID_ITEMS),
  rating: z.enum(GRID_RATINGS),
  evidence: z.string().min(1),
});
export type GridRow = z.infer<typeof GridRowSchema>;

export const ScriptReadingSchema = z.object({
  format: z.enum(SCRIPT_FORMATS),
  /** ISO 639-1, or "und" when the reader cannot tell which language it is (not English). */
  language: z.string().min(2).max(3),
  pages: z.number().int().min(1),
  runtimeMinutes: z.number().int().min(1),
  /** Canonical cue names, most central first. */
  protagonists: z.array(z.string()),
  characters: z.array(ReadingCharacterSchema),
  acts: z.array(ReadingActSchema),
  scenes: z.array(ReadingSceneSchema),
  flags: z.array(ReadingFlagSchema),
  grid: z.array(GridRowSchema),
  verdict: z.object({ script: z.enum(VERDICTS), writer: z.enum(VERDICTS) }),
  logline: z.object({ text: z.string().min(1), source: z.enum(LOGLINE_SOURCES) }).nullable(),
  synopsis: z.string(),
});
export type ScriptReading = z.infer<typeof ScriptReadingSchema>;
