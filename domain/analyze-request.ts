import { z } from "zod";
import { MIN_CONTENT_CHARACTERS } from "./constants";
import { PictureTextSchema } from "./picture-text";
import { AnalysisModeSchema, AnalysisTypeSchema, ProjectStageSchema } from "./stages";
import { toStorableText } from "./storable-text";

export const CONTENT_TOO_SHORT_MESSAGE = "Please provide at least 100 characters of content.";

/** product.md §7 POST /api/analyze: both the analyze and the generate payloads. */
export const AnalyzeRequestSchema = z
  .object({
    pitchText: z
      .string({ error: "pitchText must be text." })
      .transform(toStorableText)
      .refine((text) => text.trim().length >= MIN_CONTENT_CHARACTERS, { message: CONTENT_TOO_SHORT_MESSAGE }),
    genre: z.string().max(100).transform(toStorableText).nullable().optional(),
    analysisType: AnalysisTypeSchema.default("both"),
    mode: AnalysisModeSchema.default("analyze"),
    projectStage: ProjectStageSchema,
    projectTitle: z.string().max(200).transform(toStorableText).nullable().optional(),
    projectId: z.string().max(100).transform(toStorableText).nullable().optional(),
    promptAnswers: z.record(z.string(), z.string().transform(toStorableText)).optional(),
    generateDeckBuildout: z.boolean().optional(),
    /** What the upload read from pictures (a deck's design is not rated from OCR words alone). */
    pictures: PictureTextSchema.nullable().optional(),
  })
  .refine((body) => body.mode !== "generate" || !!body.projectId, {
    message: "Generating a deck needs the project it belongs to (projectId).",
    path: ["projectId"],
  });
export type AnalyzeRequest = z.infer<typeof AnalyzeRequestSchema>;
