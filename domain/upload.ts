import { z } from "zod";

export const UPLOAD_STAGES = ["script", "deck"] as const;
export const UploadStageSchema = z.enum(UPLOAD_STAGES);
export type UploadStage = z.infer<typeof UploadStageSchema>;

export const SCRIPT_EXTENSIONS = [".pdf", ".fdx", ".txt", ".fountain", ".docx"] as const;
export const DECK_EXTENSIONS = [".pdf"] as const;
/** What the onboarding screen lists (product.md §2). */
export const SCRIPT_EXTENSIONS_SHOWN = [".pdf", ".fdx", ".txt"] as const;

export function acceptedExtensions(stage: UploadStage): readonly string[] {
  return stage === "deck" ? DECK_EXTENSIONS : SCRIPT_EXTENSIONS;
}

export const UPLOAD_FORMATS = ["pdf", "fdx", "txt", "fountain", "docx"] as const;
export type UploadFormat = (typeof UPLOAD_FORMATS)[number];

export const SpeakingCharacterSchema = z.object({
  name: z.string(),
  speeches: z.number().int(),
  words: z.number().int(),
});

/** Screenplay statistics returned with an upload (product.md §3). */
export const ScreenplayStatsSchema = z.object({
  title: z.string().nullable(),
  pages: z.number().int(),
  scenes: z.number().int(),
  interiorScenes: z.number().int(),
  exteriorScenes: z.number().int(),
  dayScenes: z.number().int(),
  nightScenes: z.number().int(),
  speakingCharacters: z.array(SpeakingCharacterSchema),
  dialogueShare: z.number().min(0).max(1),
  longestScenes: z.array(z.object({ heading: z.string(), words: z.number().int() })),
});
export type ScreenplayStats = z.infer<typeof ScreenplayStatsSchema>;

export const UploadResponseSchema = z.object({
  text: z.string(),
  format: z.enum(UPLOAD_FORMATS),
  pages: z.number().int().nullable(),
  characters: z.number().int(),
  screenplay: ScreenplayStatsSchema.nullable(),
});
export type UploadResponse = z.infer<typeof UploadResponseSchema>;
